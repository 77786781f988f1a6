import type { LiquidityPosition } from '@drc20/core'
import type { ResultAsync } from 'neverthrow'
import * as v from 'valibot'
import type { ApiError } from '../errors.js'
import { postRoute } from '../transport/postRoute.js'
import type { ApiTransport, CallOptions, Page } from '../transport/types.js'
import { dstr, fstr, listOf, str } from '../transport/wire.js'

export type GetLiquidityPositionsParameters = {
  /** Give both or neither (sorted by the server). */
  readonly tick0?: string
  readonly tick1?: string
  readonly holderAddress?: string
  readonly limit?: number
  readonly offset?: number
}

const positionRow = v.object({
  liquidity: dstr,
  liquidity_total: dstr,
  reserve0: dstr,
  reserve1: dstr,
  price: fstr,
  tick0: str,
  tick1: str,
  tick: str,
})

/**
 * pair-v1 LP positions (POST v4/swap/liquidity/address). `data: null`
 * (nothing matches) reads as an empty page.
 */
export function getLiquidityPositions(
  client: ApiTransport,
  params: GetLiquidityPositionsParameters = {},
  options?: CallOptions,
): ResultAsync<Page<LiquidityPosition>, ApiError> {
  return postRoute(
    client,
    {
      path: 'v4/swap/liquidity/address',
      data: listOf(positionRow),
      toDomain: (rows, total) => ({
        items: rows.map(
          (row): LiquidityPosition => ({
            liquidity: row.liquidity,
            liquidityTotal: row.liquidity_total,
            reserve0: row.reserve0,
            reserve1: row.reserve1,
            price: row.price,
            tick0: row.tick0,
            tick1: row.tick1,
            tick: row.tick,
          }),
        ),
        total,
      }),
    },
    params,
    options,
  )
}
