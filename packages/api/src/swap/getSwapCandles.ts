import type { CandleInterval, SwapCandle } from '@drc20/core'
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
} from '../transport/wire.js'

export type GetSwapCandlesParameters = {
  readonly tick: string
  /** Lower-cased by the server (`1M` becomes `1m`). Default `1d`. */
  readonly dateInterval?: CandleInterval
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
  last_date: dateText,
  date_interval: interval,
  doge_usdt: f64,
})

/** pair-v1 candles (POST v4/swap/k); `total` is always 0. */
export function getSwapCandles(
  client: ApiTransport,
  params: GetSwapCandlesParameters,
  options?: CallOptions,
): ResultAsync<Page<SwapCandle>, ApiError> {
  return postRoute(
    client,
    {
      path: 'v4/swap/k',
      data: listOf(candleRow),
      toDomain: (rows, total) => ({
        items: rows.map(
          (row): SwapCandle => ({
            id: row.id,
            tick: row.tick,
            tick0: row.tick0,
            tick1: row.tick1,
            openPrice: row.open_price,
            closePrice: row.close_price,
            lowestAsk: row.lowest_ask,
            highestBid: row.highest_bid,
            baseVolume: row.base_volume,
            lastDateMs: row.last_date,
            dateInterval: row.date_interval,
            dogeUsdt: row.doge_usdt,
          }),
        ),
        total,
      }),
    },
    params,
    options,
  )
}
