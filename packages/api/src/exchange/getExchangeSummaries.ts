import type { ExchangeTokenSummary } from '@drc20/core'
import type { ResultAsync } from 'neverthrow'
import * as v from 'valibot'
import type { ApiError } from '../errors.js'
import { postRoute } from '../transport/postRoute.js'
import type { ApiTransport, CallOptions, Page } from '../transport/types.js'
import { f64, flag, int, listOf, str, strOrNull } from '../transport/wire.js'

export type GetExchangeSummariesParameters = {
  readonly tick?: string
}

const summaryRow = v.object({
  tick: str,
  total_max_amt: str,
  last_price: f64,
  lowest_ask: f64,
  highest_bid: f64,
  base_volume: f64,
  quote_volume: f64,
  price_change_percent_24h: f64,
  holders: v.nullable(int),
  foot_price: f64,
  logo: strOrNull,
  is_check: flag,
})

/**
 * order-v1 market summary (POST v4/exchange/summary). Server defect: only
 * `tick`, `logo`, `isCheck` carry data; numbers are 0.
 */
export function getExchangeSummaries(
  client: ApiTransport,
  params: GetExchangeSummariesParameters = {},
  options?: CallOptions,
): ResultAsync<Page<ExchangeTokenSummary>, ApiError> {
  return postRoute(
    client,
    {
      path: 'v4/exchange/summary',
      data: listOf(summaryRow),
      toDomain: (rows, total) => ({
        items: rows.map(
          (row): ExchangeTokenSummary => ({
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
          }),
        ),
        total,
      }),
    },
    params,
    options,
  )
}
