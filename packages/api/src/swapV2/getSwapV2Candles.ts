import type { CandleInterval, SwapV2Candle } from '@drc20/core'
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

export type GetSwapV2CandlesParameters = {
  readonly tickId: string
  /** Case-sensitive here. Default `1d`. */
  readonly dateInterval?: CandleInterval
  /** Unix seconds; `0 <= to - from <= 1000 x interval`. */
  readonly from: number
  readonly to: number
}

const candleRow = v.object({
  id: int,
  tick_id: str,
  open_price: f64,
  close_price: f64,
  lowest_ask: f64,
  highest_bid: f64,
  base_volume: dstr,
  time_stamp: ts,
  last_date: dateText,
  date_interval: interval,
  doge_usdt: f64,
  update_date: ts,
  create_date: ts,
})

/** pair-v2 candles with gaps filled (POST v4/swap_v2/k). */
export function getSwapV2Candles(
  client: ApiTransport,
  params: GetSwapV2CandlesParameters,
  options?: CallOptions,
): ResultAsync<Page<SwapV2Candle>, ApiError> {
  return postRoute(
    client,
    {
      path: 'v4/swap_v2/k',
      data: listOf(candleRow),
      toDomain: (rows, total) => ({
        items: rows.map(
          (row): SwapV2Candle => ({
            id: row.id,
            tickId: row.tick_id,
            openPrice: row.open_price,
            closePrice: row.close_price,
            lowestAsk: row.lowest_ask,
            highestBid: row.highest_bid,
            baseVolume: row.base_volume,
            timeStampMs: row.time_stamp,
            lastDateMs: row.last_date,
            dateInterval: row.date_interval,
            dogeUsdt: row.doge_usdt,
            updateDateMs: row.update_date,
            createDateMs: row.create_date,
          }),
        ),
        total,
      }),
    },
    params,
    options,
  )
}
