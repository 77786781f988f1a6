/** Seconds since the Unix epoch (UTC), as the chart library takes time. */
export type ChartTime = number

export type CandlePoint = {
  readonly time: ChartTime
  readonly open: number
  readonly high: number
  readonly low: number
  readonly close: number
  /**
   * A period without trades, drawn as a flat grey candle at the previous
   * close (instead of a gap that reads as a missing period).
   */
  readonly empty?: boolean
}

export type LinePoint = { readonly time: ChartTime; readonly value: number }

/** A volume bar; `up` colours it as a rising period. */
export type VolumePoint = LinePoint & { readonly up?: boolean }

/**
 * What a chart draws. Prices and volumes here are display numbers (ratios
 * the API sends as floats, or amounts already divided for the axis), never
 * amounts that are computed with.
 */
export type ChartSeries =
  | {
      readonly kind: 'candles'
      readonly data: readonly CandlePoint[]
      readonly volume?: readonly VolumePoint[]
    }
  | {
      readonly kind: 'area'
      readonly data: readonly LinePoint[]
      readonly volume?: readonly VolumePoint[]
    }

/** The latest value and the high and low of the range shown. */
export type ChartSummary = {
  readonly latest: number
  readonly high: number
  readonly low: number
}

const finite = (...values: number[]) => values.every(Number.isFinite)

/**
 * Points ready for the chart library, which throws on unsorted or repeated
 * times: non-finite points dropped, sorted by time, one point per time
 * (the last one given wins). API data is untrusted, so this runs on all of it.
 */
export function prepareChartPoints<Point extends { readonly time: ChartTime }>(
  points: readonly Point[],
  isValid: (point: Point) => boolean,
): Point[] {
  const byTime = new Map<number, Point>()
  for (const point of points) {
    if (Number.isFinite(point.time) && isValid(point))
      byTime.set(point.time, point)
  }
  return [...byTime.values()].sort((a, b) => a.time - b.time)
}

export const isValidCandle = (c: CandlePoint) =>
  finite(c.open, c.high, c.low, c.close)
export const isValidLinePoint = (p: LinePoint) => finite(p.value)

/**
 * The summary read out for screen readers and shown under the chart: the
 * latest close (or value), and the highest high and lowest low of the
 * points given. `undefined` without data.
 */
export function getChartSummary(series: ChartSeries): ChartSummary | undefined {
  if (series.kind === 'candles') {
    const data = prepareChartPoints(series.data, isValidCandle)
    const last = data.at(-1)
    if (last === undefined) return undefined
    let high = -Infinity
    let low = Infinity
    for (const c of data) {
      high = Math.max(high, c.high, c.open, c.close)
      low = Math.min(low, c.low, c.open, c.close)
    }
    return { latest: last.close, high, low }
  }
  const data = prepareChartPoints(series.data, isValidLinePoint)
  const last = data.at(-1)
  if (last === undefined) return undefined
  let high = -Infinity
  let low = Infinity
  for (const p of data) {
    high = Math.max(high, p.value)
    low = Math.min(low, p.value)
  }
  return { latest: last.value, high, low }
}

/**
 * The price scale's step: about five significant digits of the smallest
 * positive price shown, so that prices far below 10^-8 (DRC-20 tokens in
 * DOGE) still resolve; 10^-8 without data.
 */
export function getPriceMinMove(series: ChartSeries): number {
  let smallest = Number.POSITIVE_INFINITY
  const consider = (value: number) => {
    if (Number.isFinite(value) && value > 0 && value < smallest)
      smallest = value
  }
  if (series.kind === 'candles')
    for (const c of series.data) {
      consider(c.low)
      consider(c.close)
    }
  else for (const p of series.data) consider(p.value)
  if (smallest === Number.POSITIVE_INFINITY) return 1e-8
  const exponent = Math.floor(Math.log10(smallest)) - 4
  return 10 ** Math.min(0, Math.max(-18, exponent))
}

/**
 * An axis or label value from the chart library, rid of its floating-point
 * noise before it is formatted: the library computes its marks by adding
 * steps, so 0.01 arrived as 0.009999999999999998 (written 0.0099999999) and
 * 0 as -1e-18 (written -0.0000000000). Rounded to a hundredth of the price
 * scale's `minMove` (`getPriceMinMove`), so no digit a price shows is lost.
 */
export function snapChartValue(value: number, minMove: number): number {
  if (!Number.isFinite(value) || !(minMove > 0)) return value
  const decimals = Math.min(
    100,
    Math.max(0, Math.round(-Math.log10(minMove)) + 2),
  )
  const snapped = Number(value.toFixed(decimals))
  // -0 prints as "-0" in some formatters.
  return snapped === 0 ? 0 : snapped
}

/**
 * Whether any value of the series is below zero. Prices, liquidity and
 * volumes never are: the price axis then labels nothing below zero, where
 * the library's margins (room for the volume bars) reach.
 */
export function hasNegativeValues(series: ChartSeries): boolean {
  return series.kind === 'candles'
    ? series.data.some((c) => c.low < 0 || c.close < 0)
    : series.data.some((p) => p.value < 0)
}

/** The narrowest a bar is drawn at first (the library's default spacing). */
export const MIN_INITIAL_BAR_SPACING = 6

/**
 * What the chart shows first: every bar when they fit the plot's width at
 * `MIN_INITIAL_BAR_SPACING` px or more (`'all'`), else the latest bars that
 * do, as a logical range (bar indexes) the user can scroll or zoom out of.
 * Five hundred bars squeezed into a phone's 350 px are each under a pixel
 * wide, and drawing them all made the market's first chart frame twice as
 * long.
 */
export function getInitialVisibleBars(
  barCount: number,
  plotWidth: number,
): 'all' | { readonly from: number; readonly to: number } {
  const fitting = Math.floor(plotWidth / MIN_INITIAL_BAR_SPACING)
  if (!(plotWidth > 0) || barCount <= fitting) return 'all'
  return { from: barCount - fitting - 0.5, to: barCount - 0.5 }
}

/** A span of chart time (seconds), both ends included. */
export type ChartTimeRange = {
  readonly from: ChartTime
  readonly to: ChartTime
}

/**
 * The time between bars: the smallest gap between consecutive times
 * (sorted, as `prepareChartPoints` leaves them); `undefined` under two bars.
 */
export function getBarStep(
  points: readonly { readonly time: ChartTime }[],
): number | undefined {
  let step: number | undefined
  for (let i = 1; i < points.length; i++) {
    const gap = (points[i]?.time ?? 0) - (points[i - 1]?.time ?? 0)
    if (gap > 0 && (step === undefined || gap < step)) step = gap
  }
  return step
}

/** What a chart's view is kept by: what was on screen and the data under it. */
export type ChartView = {
  /** The time span on screen when the data was replaced. */
  readonly shown: ChartTimeRange | null
  readonly last: ChartTime | undefined
  readonly step: number | undefined
}

/**
 * The view to keep when a chart's data changes under it (a new trade, a
 * block's refresh) while its range stays: the time span the user was
 * looking at, moved along by the new bars when it reached the latest one
 * (following the market), or `undefined` to open on the first view
 * (`getInitialVisibleBars`). Data with another time between bars (the
 * previous range's candles, shown until the new ones come) is not kept.
 */
export function keepChartView(
  previous: ChartView,
  next: Omit<ChartView, 'shown'>,
): ChartTimeRange | undefined {
  const { shown, last, step } = previous
  if (
    shown === null ||
    last === undefined ||
    next.last === undefined ||
    step !== next.step
  )
    return undefined
  if (shown.to < last) return shown
  const shift = next.last - last
  return { from: shown.from + shift, to: shown.to + shift }
}
