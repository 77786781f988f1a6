import type { SwapTokenSummary } from '@drc20/core'
import type { ResultAsync } from 'neverthrow'
import * as v from 'valibot'
import type { ApiError } from '../errors.js'
import { postRoute } from '../transport/postRoute.js'
import type { ApiTransport, CallOptions, Page } from '../transport/types.js'
import {
  dnum,
  dstr,
  f64,
  flag,
  int,
  listOf,
  looseDate,
  str,
} from '../transport/wire.js'

export type GetSwapSummariesParameters = {
  readonly tick?: string
  /** Server default 100. */
  readonly limit?: number
  readonly offset?: number
}

const summaryRow = v.object({
  tick: str,
  max_amt: dstr,
  amt_sum: dstr,
  last_price: f64,
  open_price: f64,
  base_volume: dnum,
  holders: int,
  foot_price: f64,
  last_date: looseDate,
  logo: v.pipe(
    v.nullable(str),
    v.transform((logo) => logo ?? ''),
  ),
  is_check: flag,
})

/** Per-token market summary (POST v4/swap/summary). */
export function getSwapSummaries(
  client: ApiTransport,
  params: GetSwapSummariesParameters = {},
  options?: CallOptions,
): ResultAsync<Page<SwapTokenSummary>, ApiError> {
  return postRoute(
    client,
    {
      path: 'v4/swap/summary',
      data: listOf(summaryRow),
      toDomain: (rows, total) => ({
        items: rows.map(
          (row): SwapTokenSummary => ({
            tick: row.tick,
            maxAmt: row.max_amt,
            amtSum: row.amt_sum,
            lastPrice: row.last_price,
            openPrice: row.open_price,
            baseVolume: row.base_volume,
            holders: row.holders,
            footPrice: row.foot_price,
            lastDateMs: row.last_date,
            logo: row.logo,
            isCheck: row.is_check,
          }),
        ),
        total,
      }),
    },
    params,
    options,
  )
}
