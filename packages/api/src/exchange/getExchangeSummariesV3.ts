import type { ExchangeTokenSummary } from '@drc20/core'
import type { ResultAsync } from 'neverthrow'
import * as v from 'valibot'
import type { ApiError } from '../errors.js'
import { postRoute } from '../transport/postRoute.js'
import type { ApiTransport, CallOptions } from '../transport/types.js'
import { f64, flag, int, listOf, str, strOrNull } from '../transport/wire.js'

export type GetExchangeSummariesV3Parameters = {
  /** One token (v3 exchange/summary/tick); every token without it. */
  readonly tick?: string
}

/** S3-ExSummary (docs/api.md §7.11): the v3 rows carry the figures. */
const summaryRow = v.object({
  tick: str,
  total_max_amt: str,
  last_price: f64,
  lowest_ask: f64,
  highest_bid: f64,
  base_volume: f64,
  quote_volume: f64,
  price_change_percent_24h: f64,
  holders: int,
  foot_price: f64,
  logo: strOrNull,
  is_check: flag,
})

type SummaryRow = v.InferOutput<typeof summaryRow>

const toSummary = (row: SummaryRow): ExchangeTokenSummary => ({
  tick: row.tick,
  totalMaxAmt: row.total_max_amt,
  lastPrice: row.last_price,
  lowestAsk: row.lowest_ask,
  highestBid: row.highest_bid,
  baseVolume: row.base_volume,
  quoteVolume: row.quote_volume,
  priceChangePercent24h: row.price_change_percent_24h,
  holders: row.holders,
  footPrice: row.foot_price,
  logo: row.logo,
  isCheck: row.is_check,
})

/**
 * order-v1 market summaries from the v3 routes, which fill the figures the
 * v4 `exchange/summary` answers as zeros (docs/api.md §8.6, §10.10):
 * `v3/exchange/summaryall` for every token (ticks under 9 bytes, quote
 * volume first), `v3/exchange/summary/tick` for one (`null` → no rows).
 */
export function getExchangeSummariesV3(
  client: ApiTransport,
  params: GetExchangeSummariesV3Parameters = {},
  options?: CallOptions,
): ResultAsync<readonly ExchangeTokenSummary[], ApiError> {
  if (params.tick !== undefined)
    return postRoute(
      client,
      {
        path: 'v3/exchange/summary/tick',
        data: v.nullable(summaryRow),
        toDomain: (row) => (row === null ? [] : [toSummary(row)]),
      },
      { tick: params.tick },
      options,
    )
  return postRoute(
    client,
    {
      path: 'v3/exchange/summaryall',
      data: listOf(summaryRow),
      toDomain: (rows) => rows.map(toSummary),
    },
    {},
    options,
  )
}
