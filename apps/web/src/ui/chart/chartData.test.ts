import { describe, expect, it } from 'vitest'
import {
  getChartSummary,
  getPriceMinMove,
  isValidLinePoint,
  prepareChartPoints,
} from './chartData'

describe(prepareChartPoints, () => {
  it('behavior: sorted, one point per time (last wins), bad points dropped', () => {
    expect(
      prepareChartPoints(
        [
          { time: 3, value: 3 },
          { time: 1, value: 1 },
          { time: 3, value: 33 },
          { time: 2, value: Number.NaN },
          { time: Number.POSITIVE_INFINITY, value: 9 },
        ],
        isValidLinePoint,
      ),
    ).toEqual([
      { time: 1, value: 1 },
      { time: 3, value: 33 },
    ])
  })
})

describe(getChartSummary, () => {
  it('default: candles give the last close, highest high, lowest low', () => {
    expect(
      getChartSummary({
        kind: 'candles',
        data: [
          { time: 2, open: 2, high: 5, low: 1.5, close: 3 },
          { time: 1, open: 1, high: 2, low: 0.5, close: 2 },
        ],
      }),
    ).toEqual({ latest: 3, high: 5, low: 0.5 })
  })

  it('behavior: area lines', () => {
    expect(
      getChartSummary({
        kind: 'area',
        data: [
          { time: 1, value: 10 },
          { time: 2, value: 4 },
          { time: 3, value: 7 },
        ],
      }),
    ).toEqual({ latest: 7, high: 10, low: 4 })
  })

  it('behavior: nothing without data', () => {
    expect(getChartSummary({ kind: 'area', data: [] })).toBeUndefined()
  })
})

describe(getPriceMinMove, () => {
  it('default: five significant digits of the smallest price', () => {
    const candle = (low: number) => ({
      time: 1,
      open: low,
      high: low,
      low,
      close: low,
    })
    expect(
      getPriceMinMove({
        kind: 'candles',
        data: [candle(0.00002), candle(0.5)],
      }),
    ).toBeCloseTo(1e-9, 20)
    expect(
      getPriceMinMove({ kind: 'area', data: [{ time: 1, value: 2.5 }] }),
    ).toBeCloseTo(1e-4, 12)
  })

  it('behavior: 10^-8 without data, at most 1, at least 10^-18', () => {
    expect(getPriceMinMove({ kind: 'area', data: [] })).toBe(1e-8)
    expect(
      getPriceMinMove({ kind: 'area', data: [{ time: 1, value: 1e9 }] }),
    ).toBe(1)
    expect(
      getPriceMinMove({ kind: 'area', data: [{ time: 1, value: 1e-30 }] }),
    ).toBeCloseTo(1e-18, 30)
  })
})
