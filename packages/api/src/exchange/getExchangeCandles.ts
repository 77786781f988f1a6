import type { CandleInterval, ExchangeCandle } from '@drc20/core'
import type { ResultAsync } from 'neverthrow'
import * as v from 'valibot'
import type { ApiError } from '../errors.js'
import { postRoute } from '../transport/postRoute.js'
import type { ApiTransport, CallOptions, Page } from '../transport/types.js'
import {
  dateText,
  dstr,
  f64,
  int,
  interval,
  listOf,
  str,
  ts,
} from '../transport/wire.js'

export type GetExchangeCandlesParameters = {
  /** Sorted by the server. */
  readonly tick0: string
  readonly tick1: string
  readonly dateInterval?: CandleInterval
  /** Server default 0 returns no rows; this client defaults to 1000. */
  readonly limit?: number
  readonly offset?: number
}

const candleRow = v.object({
  id: int,
  tick: str,
  tick0: str,
  tick1: str,
  open_price: f64,
  close_price: f64,
  lowest_ask: f64,
  highest_bid: f64,
  base_volume: dstr,
  quote_volume: dstr,
  last_date: dateText,
  date_interval: interval,
  update_date: ts,
  create_date: ts,
})

/** order-v1 candles, newest first (POST v4/exchange/k). */
export function getExchangeCandles(
  client: ApiTransport,
  params: GetExchangeCandlesParameters,
  options?: CallOptions,
): ResultAsync<Page<ExchangeCandle>, ApiError> {
  return postRoute(
    client,
    {
      path: 'v4/exchange/k',
      data: listOf(candleRow),
      toDomain: (rows, total) => ({
        items: rows.map(
          (row): ExchangeCandle => ({
            id: row.id,
            tick: row.tick,
            tick0: row.tick0,
            tick1: row.tick1,
            openPrice: row.open_price,
            closePrice: row.close_price,
            lowestAsk: row.lowest_ask,
            highestBid: row.highest_bid,
            baseVolume: row.base_volume,
            quoteVolume: row.quote_volume,
            lastDateMs: row.last_date,
            dateInterval: row.date_interval,
            updateDateMs: row.update_date,
            createDateMs: row.create_date,
          }),
        ),
        total,
      }),
    },
    { ...params, limit: params.limit ?? 1000 },
    options,
  )
}
