import { describe, expect, it } from 'vitest'
import {
  getBarStep,
  getChartSummary,
  getInitialVisibleBars,
  getPriceMinMove,
  hasNegativeValues,
  isValidLinePoint,
  keepChartView,
  prepareChartPoints,
  snapChartValue,
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

describe(getInitialVisibleBars, () => {
  it('behavior: bars that fit at 6 px or more are all shown', () => {
    expect(getInitialVisibleBars(50, 350)).toBe('all')
    expect(getInitialVisibleBars(58, 350)).toBe('all')
    // Width not measured yet: nothing to go by.
    expect(getInitialVisibleBars(500, 0)).toBe('all')
  })

  it('behavior: more bars than fit show the latest ones that do', () => {
    // 350 px holds 58 bars at 6 px: bars 442–499, with half a bar's margin.
    expect(getInitialVisibleBars(500, 350)).toEqual({ from: 441.5, to: 499.5 })
    expect(getInitialVisibleBars(59, 350)).toEqual({ from: 0.5, to: 58.5 })
  })
})

describe(snapChartValue, () => {
  it('behavior: float noise from adding steps is gone, digits a price has are kept', () => {
    expect(snapChartValue(0.015 - 0.005, 1e-8)).toBe(0.01)
    expect(snapChartValue(-1e-18, 1e-8)).toBe(0)
    expect(Object.is(snapChartValue(-1e-18, 1e-8), 0)).toBe(true)
    expect(snapChartValue(0.013051428, 1e-8)).toBe(0.013051428)
    expect(snapChartValue(123456.78, 1)).toBe(123456.78)
    expect(snapChartValue(0.1 + 0.2, 1e-4)).toBe(0.3)
  })

  it('behavior: values it cannot round pass through', () => {
    expect(snapChartValue(Number.NaN, 1e-8)).toBeNaN()
    expect(snapChartValue(0.1 + 0.2, 0)).toBe(0.1 + 0.2)
  })
})

describe(hasNegativeValues, () => {
  it('behavior: true only when a value is below zero', () => {
    const candle = { time: 1, open: 1, high: 2, low: 0, close: 1 }
    expect(hasNegativeValues({ kind: 'candles', data: [candle] })).toBe(false)
    expect(
      hasNegativeValues({ kind: 'candles', data: [{ ...candle, low: -1 }] }),
    ).toBe(true)
    expect(
      hasNegativeValues({ kind: 'area', data: [{ time: 1, value: 0 }] }),
    ).toBe(false)
    expect(
      hasNegativeValues({ kind: 'area', data: [{ time: 1, value: -0.5 }] }),
    ).toBe(true)
  })
})

describe(getBarStep, () => {
  it('behavior: the smallest gap between bars, none under two bars', () => {
    const at = (...times: number[]) => times.map((time) => ({ time }))
    expect(getBarStep(at(0, 900, 1800, 4500))).toBe(900)
    expect(getBarStep(at(60))).toBeUndefined()
    expect(getBarStep([])).toBeUndefined()
  })
})

describe(keepChartView, () => {
  const view = (from: number, to: number) => ({
    shown: { from, to },
    last: 500,
    step: 20,
  })

  it('behavior: a view of past bars stays where it is', () => {
    expect(keepChartView(view(100, 200), { last: 560, step: 20 })).toEqual({
      from: 100,
      to: 200,
    })
  })

  it('behavior: a view that reached the latest bar follows the new ones', () => {
    expect(keepChartView(view(300, 500), { last: 560, step: 20 })).toEqual({
      from: 360,
      to: 560,
    })
    // The same data again: nothing moves.
    expect(keepChartView(view(300, 500), { last: 500, step: 20 })).toEqual({
      from: 300,
      to: 500,
    })
  })

  it('behavior: nothing to keep, or bars of another length, open on the first view', () => {
    expect(
      keepChartView({ ...view(1, 2), shown: null }, { last: 560, step: 20 }),
    ).toBeUndefined()
    expect(
      keepChartView(
        { ...view(1, 2), last: undefined },
        { last: 560, step: 20 },
      ),
    ).toBeUndefined()
    expect(
      keepChartView(view(1, 2), { last: undefined, step: 20 }),
    ).toBeUndefined()
    // The previous range's candles were shown until this range's came.
    expect(
      keepChartView(view(300, 500), { last: 560, step: 80 }),
    ).toBeUndefined()
  })
})
