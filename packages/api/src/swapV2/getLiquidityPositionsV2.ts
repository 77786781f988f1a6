import type { LiquidityPositionV2 } from '@drc20/core'
import type { ResultAsync } from 'neverthrow'
import * as v from 'valibot'
import type { ApiError } from '../errors.js'
import { postRoute } from '../transport/postRoute.js'
import type { ApiTransport, CallOptions, Page } from '../transport/types.js'
import { dstr, fstr, listOf, str } from '../transport/wire.js'

export type GetLiquidityPositionsV2Parameters = {
  readonly pairId?: string
  readonly tick0Id?: string
  readonly tick1Id?: string
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
  tick0_id: str,
  tick1: str,
  tick1_id: str,
  pair_id: str,
  holder_address: str,
})

/** pair-v2 LP positions (POST v4/swap_v2/liquidity/address); null = empty. */
export function getLiquidityPositionsV2(
  client: ApiTransport,
  params: GetLiquidityPositionsV2Parameters = {},
  options?: CallOptions,
): ResultAsync<Page<LiquidityPositionV2>, ApiError> {
  return postRoute(
    client,
    {
      path: 'v4/swap_v2/liquidity/address',
      data: listOf(positionRow),
      toDomain: (rows, total) => ({
        items: rows.map(
          (row): LiquidityPositionV2 => ({
            liquidity: row.liquidity,
            liquidityTotal: row.liquidity_total,
            reserve0: row.reserve0,
            reserve1: row.reserve1,
            price: row.price,
            tick0: row.tick0,
            tick0Id: row.tick0_id,
            tick1: row.tick1,
            tick1Id: row.tick1_id,
            pairId: row.pair_id,
            holderAddress: row.holder_address,
          }),
        ),
        total,
      }),
    },
    params,
    options,
  )
}
