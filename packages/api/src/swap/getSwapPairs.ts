import type { SwapPairSummary } from '@drc20/core'
import type { ResultAsync } from 'neverthrow'
import * as v from 'valibot'
import type { ApiError } from '../errors.js'
import { postRoute } from '../transport/postRoute.js'
import type { ApiTransport, CallOptions, Page } from '../transport/types.js'
import { f64, f64Amount, listOf, str } from '../transport/wire.js'

export type GetSwapPairsParameters = {
  /** Pairs containing this tick. */
  readonly tick?: string
  readonly limit?: number
  readonly offset?: number
}

/** Capitalised Go keys; reserves are doubles (lossy above 2^53). */
const pairRow = v.object({
  Tick: str,
  Tick0: str,
  Tick1: str,
  PriceChange: f64,
  Liquidity: f64,
  BaseVolume: f64,
  DogeUsdt: f64,
  Amt0: f64Amount,
  Amt1: f64Amount,
})

/** Per-pair summary, liquidity desc (POST v4/swap/pair). */
export function getSwapPairs(
  client: ApiTransport,
  params: GetSwapPairsParameters = {},
  options?: CallOptions,
): ResultAsync<Page<SwapPairSummary>, ApiError> {
  return postRoute(
    client,
    {
      path: 'v4/swap/pair',
      data: listOf(pairRow),
      toDomain: (rows, total) => ({
        items: rows.map(
          (row): SwapPairSummary => ({
            tick: row.Tick,
            tick0: row.Tick0,
            tick1: row.Tick1,
            priceChange: row.PriceChange,
            liquidity: row.Liquidity,
            baseVolume: row.BaseVolume,
            dogeUsdt: row.DogeUsdt,
            amt0: row.Amt0,
            amt1: row.Amt1,
          }),
        ),
        total,
      }),
    },
    params,
    options,
  )
}
