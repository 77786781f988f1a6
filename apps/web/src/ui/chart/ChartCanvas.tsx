import { useComputedColorScheme, useMantineTheme } from '@mantine/core'
import {
  AreaSeries,
  CandlestickSeries,
  ColorType,
  createChart,
  HistogramSeries,
  type IChartApi,
  type TickMarkType,
  type Time,
} from 'lightweight-charts'
import { useEffect, useRef } from 'react'
import { useKitLanguage } from '../useKitFormatters'
import {
  type ChartSeries,
  type ChartTime,
  type ChartView,
  getBarStep,
  getInitialVisibleBars,
  getPriceMinMove,
  hasNegativeValues,
  isValidCandle,
  isValidLinePoint,
  keepChartView,
  prepareChartPoints,
  snapChartValue,
} from './chartData'
import { formatChartTickMark, formatChartTime } from './chartTime'

export type ChartCanvasProps = {
  readonly series: ChartSeries
  /**
   * What the data shows (the range picked): new data under the same key
   * keeps the user's view (`keepChartView`); another key opens on the
   * first view.
   */
  readonly viewKey?: string
  readonly height: number
  readonly formatValue: (value: number) => string
}

/**
 * The lightweight-charts canvas behind `Chart` (this module is the lazy
 * chunk). Canvases say nothing to assistive technology: `Chart` writes the
 * summary.
 */
export default function ChartCanvas({
  series,
  viewKey,
  height,
  formatValue,
}: ChartCanvasProps) {
  const container = useRef<HTMLDivElement>(null)
  const chartRef = useRef<IChartApi | null>(null)
  // The view the data was last shown in, and under which key.
  const viewRef = useRef<{ key: string | undefined; view: ChartView }>({
    key: undefined,
    view: { shown: null, last: undefined, step: undefined },
  })
  const theme = useMantineTheme()
  const language = useKitLanguage()
  const scheme = useComputedColorScheme('light')

  const dark = scheme === 'dark'
  const text = dark ? theme.colors.dark[1] : theme.colors.gray[7]
  const grid = dark ? theme.colors.dark[5] : theme.colors.gray[2]
  const up = dark ? theme.colors.teal[5] : theme.colors.teal[7]
  const down = dark ? theme.colors.red[5] : theme.colors.red[7]
  const line = (theme.colors.doge ?? theme.colors.yellow)[dark ? 4 : 6]
  const muted = dark ? theme.colors.dark[3] : theme.colors.gray[4]

  // Create once; the language, data and colours are applied below.
  useEffect(() => {
    const element = container.current
    if (element === null) return
    const chart = createChart(element, {
      autoSize: true,
      layout: {
        background: { type: ColorType.Solid, color: 'transparent' },
        fontFamily: theme.fontFamily,
        attributionLogo: true,
      },
      rightPriceScale: { borderVisible: false },
      timeScale: { borderVisible: false, timeVisible: true },
      crosshair: { mode: 1 },
    })
    chartRef.current = chart
    return () => {
      chartRef.current = null
      chart.remove()
    }
  }, [theme.fontFamily])

  // Before the data, so the first draw's time labels are the language's
  // (chartTime.ts). Times are numbers (chartData.ts); another kind would
  // get the library's own labels.
  useEffect(() => {
    chartRef.current?.applyOptions({
      localization: {
        locale: language,
        timeFormatter: (time: Time) =>
          typeof time === 'number'
            ? formatChartTime(language, time)
            : String(time),
      },
      timeScale: {
        tickMarkFormatter: (time: Time, type: TickMarkType) =>
          typeof time === 'number'
            ? formatChartTickMark(language, time, type)
            : null,
      },
    })
  }, [language])

  useEffect(() => {
    const chart = chartRef.current
    if (chart === null) return
    const minMove = getPriceMinMove(series)
    const labelsNegative = hasNegativeValues(series)
    const formatLabel = (value: number) => {
      const snapped = snapChartValue(value, minMove)
      return snapped < 0 && !labelsNegative ? '' : formatValue(snapped)
    }
    chart.applyOptions({
      layout: { textColor: text },
      grid: { vertLines: { color: grid }, horzLines: { color: grid } },
      localization: { priceFormatter: formatLabel },
    })
    const priceFormat = {
      type: 'custom' as const,
      formatter: formatLabel,
      minMove,
    }
    const main =
      series.kind === 'candles'
        ? chart.addSeries(CandlestickSeries, {
            upColor: up,
            downColor: down,
            wickUpColor: up,
            wickDownColor: down,
            borderVisible: false,
            priceFormat,
          })
        : chart.addSeries(AreaSeries, {
            lineColor: line,
            topColor: `${line}55`,
            bottomColor: `${line}05`,
            lineWidth: 2,
            priceFormat,
          })
    // The bars as the chart holds them: sorted, one per time.
    let bars: readonly { readonly time: ChartTime }[]
    if (series.kind === 'candles') {
      const candles = prepareChartPoints(series.data, isValidCandle)
      bars = candles
      main.setData(
        candles.map(({ empty, ...c }) => ({
          ...c,
          time: c.time as Time,
          ...(empty
            ? { color: muted, wickColor: muted, borderColor: muted }
            : {}),
        })),
      )
    } else {
      const points = prepareChartPoints(series.data, isValidLinePoint)
      bars = points
      main.setData(
        points.map((p) => ({ time: p.time as Time, value: p.value })),
      )
    }
    const last = bars.at(-1)?.time
    const step = getBarStep(bars)
    const volume = series.volume
      ? chart.addSeries(HistogramSeries, {
          priceScaleId: 'volume',
          priceFormat: { type: 'volume' },
          lastValueVisible: false,
          priceLineVisible: false,
        })
      : undefined
    if (volume && series.volume) {
      chart
        .priceScale('volume')
        .applyOptions({ scaleMargins: { top: 0.8, bottom: 0 } })
      main
        .priceScale()
        .applyOptions({ scaleMargins: { top: 0.1, bottom: 0.25 } })
      volume.setData(
        prepareChartPoints(series.volume, isValidLinePoint).map((v) => ({
          time: v.time as Time,
          value: v.value,
          color: `${v.up === false ? down : up}66`,
        })),
      )
    }
    const timeScale = chart.timeScale()
    const previous = viewRef.current
    const kept =
      previous.key === viewKey
        ? keepChartView(previous.view, { last, step })
        : undefined
    if (kept !== undefined) {
      timeScale.setVisibleRange({
        from: kept.from as Time,
        to: kept.to as Time,
      })
    } else {
      const visible = getInitialVisibleBars(bars.length, timeScale.width())
      if (visible === 'all') timeScale.fitContent()
      else timeScale.setVisibleLogicalRange(visible)
    }
    viewRef.current = {
      key: viewKey,
      view: { shown: null, last, step },
    }
    return () => {
      // On unmount the chart effect's cleanup runs first and removes the
      // chart with its series; removing them again would throw.
      if (chartRef.current !== chart) return
      const shown = timeScale.getVisibleRange()
      viewRef.current.view = {
        ...viewRef.current.view,
        shown:
          shown !== null &&
          typeof shown.from === 'number' &&
          typeof shown.to === 'number'
            ? { from: shown.from, to: shown.to }
            : null,
      }
      chart.removeSeries(main)
      if (volume) chart.removeSeries(volume)
    }
  }, [series, viewKey, formatValue, text, grid, up, down, line, muted])

  // Not aria-hidden: the library's attribution link inside stays reachable.
  return <div ref={container} style={{ height, width: '100%' }} />
}
