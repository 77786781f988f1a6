import type { SwapV2Pool } from '@drc20/core'
import type { ResultAsync } from 'neverthrow'
import * as v from 'valibot'
import type { ApiError } from '../errors.js'
import { swapPoolEntries } from '../swap/swapPoolWire.js'
import { postRoute } from '../transport/postRoute.js'
import type { ApiTransport, CallOptions, Page } from '../transport/types.js'
import { int, listOf, str } from '../transport/wire.js'

export type GetSwapV2PoolsParameters = {
  readonly pairId?: string
  readonly tick0Id?: string
  readonly tick1Id?: string
  /** Server default -1 (all). */
  readonly limit?: number
  readonly offset?: number
}

const poolRow = v.object({
  ...swapPoolEntries,
  id: int,
  pair_id: str,
  tick0_id: str,
  tick1_id: str,
})

/** pair-v2 pools (POST v4/swap_v2/liquidity). */
export function getSwapV2Pools(
  client: ApiTransport,
  params: GetSwapV2PoolsParameters = {},
  options?: CallOptions,
): ResultAsync<Page<SwapV2Pool>, ApiError> {
  return postRoute(
    client,
    {
      path: 'v4/swap_v2/liquidity',
      data: listOf(poolRow),
      toDomain: (rows, total) => ({
        items: rows.map(
          (row): SwapV2Pool => ({
            id: row.id,
            pairId: row.pair_id,
            tick0Id: row.tick0_id,
            tick1Id: row.tick1_id,
            tick0: row.tick0,
            tick1: row.tick1,
            amt0: row.amt0,
            amt1: row.amt1,
            liquidityTotal: row.liquidity_total,
            closePrice: row.close_price,
            reservesAddress: row.reserves_address,
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
