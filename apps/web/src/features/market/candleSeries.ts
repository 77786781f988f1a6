import type { ExchangeCandle } from '@drc20/core'
import type { MarketInterval } from '../../lib/routeParams'
import type { ChartSeries } from '../../ui/chart/chartData'

/** Seconds per chart interval. */
export const INTERVAL_SECONDS: Readonly<Record<MarketInterval, number>> = {
  '15m': 900,
  '1h': 3_600,
  '4h': 14_400,
  '1d': 86_400,
}

/** What the chart reads of a candle (order-v1 and swap candles alike). */
export type ChartCandle = Pick<
  ExchangeCandle,
  'openPrice' | 'closePrice' | 'highestBid' | 'lowestAsk' | 'lastDateMs'
> & {
  /** WDOGE volume, koinu. */
  readonly quoteVolume: bigint
}

/** Empty periods filled at most (a long silence is not drawn candle by candle). */
const MAX_FILLED = 500

/**
 * Order-v1 candles (newest first, prices in WDOGE per token) as the chart
 * draws them: oldest first, each period without trades between two
 * candles drawn as a flat grey candle at the previous close with no
 * volume, and WDOGE volume bars (a display number) under them.
 */
export function getCandleSeries(
  candles: readonly ChartCandle[],
  interval: MarketInterval,
): ChartSeries {
  const step = INTERVAL_SECONDS[interval]
  const ordered = [...candles]
    .filter((c) => Number.isFinite(c.lastDateMs))
    .sort((a, b) => a.lastDateMs - b.lastDateMs)
  const data: {
    time: number
    open: number
    high: number
    low: number
    close: number
    empty?: boolean
  }[] = []
  const volume: { time: number; value: number; up?: boolean }[] = []
  let filled = 0
  for (const candle of ordered) {
    const time = Math.floor(candle.lastDateMs / 1000)
    const previous = data.at(-1)
    if (previous !== undefined) {
      for (
        let t = previous.time + step;
        t < time && filled < MAX_FILLED;
        t += step, filled += 1
      ) {
        const close = previous.close
        data.push({
          time: t,
          open: close,
          high: close,
          low: close,
          close,
          empty: true,
        })
        volume.push({ time: t, value: 0 })
      }
    }
    data.push({
      time,
      open: candle.openPrice,
      high: Math.max(candle.highestBid, candle.openPrice, candle.closePrice),
      low: Math.min(candle.lowestAsk, candle.openPrice, candle.closePrice),
      close: candle.closePrice,
    })
    volume.push({
      time,
      // WDOGE volume for the bars' height only.
      value: Number(candle.quoteVolume) / 1e8,
      up: candle.closePrice >= candle.openPrice,
    })
  }
  return { kind: 'candles', data, volume }
}
