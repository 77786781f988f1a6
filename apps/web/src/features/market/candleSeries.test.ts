import type { ExchangeCandle } from '@drc20/core'
import { describe, expect, it } from 'vitest'
import { getCandleSeries } from './candleSeries'

const HOUR = 3_600_000

function candle(hour: number, open: number, close: number): ExchangeCandle {
  return {
    id: hour,
    tick: 'KIBBLES',
    tick0: 'KIBBLES',
    tick1: 'WDOGE(WRAPPED-DOGE)',
    openPrice: open,
    closePrice: close,
    lowestAsk: Math.min(open, close),
    highestBid: Math.max(open, close),
    baseVolume: 1n,
    quoteVolume: 250_000_000n,
    lastDateMs: hour * HOUR,
    dateInterval: '1h',
    updateDateMs: 0,
    createDateMs: 0,
  }
}

describe(getCandleSeries, () => {
  it('default: oldest first, quiet hours as flat grey candles', () => {
    const series = getCandleSeries(
      [candle(13, 0.02, 0.03), candle(10, 0.01, 0.02)],
      '1h',
    )
    if (series.kind !== 'candles') throw new Error('candles')
    expect(
      series.data.map((c) => [c.time / 3600, c.close, c.empty ?? false]),
    ).toEqual([
      [10, 0.02, false],
      [11, 0.02, true],
      [12, 0.02, true],
      [13, 0.03, false],
    ])
    expect(series.volume?.map((v) => v.value)).toEqual([2.5, 0, 0, 2.5])
  })
})
