import { formatPrice } from '@drc20/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { Group, SegmentedControl, Skeleton, Stack, Text } from '@mantine/core'
import { lazy, type ReactNode, Suspense, useCallback } from 'react'
import { ErrorRetry, isShown } from '../ErrorRetry'
import { useKitFormatters } from '../useKitFormatters'
import { type ChartSeries, getChartSummary } from './chartData'

// The chart library is loaded with the first chart, in a chunk of its own.
const ChartCanvas = lazy(() => import('./ChartCanvas'))

export type ChartRange = { readonly value: string; readonly label: string }

export type ChartProps = {
  /** What the chart shows ("UNIX price in DOGE"): its accessible name. */
  readonly label: string
  readonly series: ChartSeries | undefined
  /** After the figures of the summary ("DOGE"). */
  readonly unit?: string
  /** Axis and summary figures; default: up to 8 decimals in the language's notation. */
  readonly formatValue?: (value: number) => string
  /** px. Default 300. */
  readonly height?: number
  /** The range picker ("7D", "30D", "All"), shown when given. */
  readonly ranges?: readonly ChartRange[]
  readonly range?: string
  readonly onRangeChange?: (range: string) => void
  readonly loading?: boolean
  /** Why the data could not be loaded (translated). */
  readonly error?: ReactNode
  readonly onRetry?: () => void
}

/**
 * One chart for the market and the analytics: candles with volume bars, or
 * an area line, in both themes, with a range picker and a written summary
 * (latest, high and low of the range) for screen readers and everyone.
 * The canvas (lightweight-charts) loads lazily in its own chunk.
 */
export function Chart({
  label,
  series,
  unit,
  formatValue,
  height = 300,
  ranges,
  range,
  onRangeChange,
  loading = false,
  error,
  onRetry,
}: ChartProps) {
  const { t } = useLingui()
  const { separators } = useKitFormatters()
  const defaultFormat = useCallback(
    (value: number) =>
      formatPrice(String(value), { maxSignificantDigits: 8, ...separators }) ??
      '',
    [separators],
  )
  const format = formatValue ?? defaultFormat
  const summary = series ? getChartSummary(series) : undefined
  const hasError = isShown(error)
  const withUnit = (value: number) =>
    unit ? `${format(value)} ${unit}` : format(value)

  let body: ReactNode
  if (loading && summary === undefined) {
    body = <Skeleton height={height} radius="md" aria-hidden />
  } else if (hasError && summary === undefined) {
    body = <ErrorRetry error={error} onRetry={onRetry} h={height} />
  } else if (series === undefined || summary === undefined) {
    body = (
      <Stack h={height} align="center" justify="center">
        <Text size="sm" c="dimmed">
          <Trans>No Data</Trans>
        </Text>
      </Stack>
    )
  } else {
    body = (
      <Suspense fallback={<Skeleton height={height} radius="md" aria-hidden />}>
        <ChartCanvas
          series={series}
          viewKey={range}
          height={height}
          formatValue={format}
        />
      </Suspense>
    )
  }

  return (
    <Stack
      component="figure"
      gap="xs"
      m={0}
      aria-label={label}
      aria-busy={loading || undefined}
      data-testid="chart"
    >
      {ranges && ranges.length > 0 ? (
        <Group justify="flex-end">
          <SegmentedControl
            size="xs"
            aria-label={t`Range`}
            data={ranges.map((r) => ({ value: r.value, label: r.label }))}
            value={range ?? ranges[0]?.value}
            onChange={(value) => onRangeChange?.(value)}
          />
        </Group>
      ) : null}
      {body}
      {summary ? (
        <Text
          component="figcaption"
          size="xs"
          c="dimmed"
          data-testid="chart-summary"
        >
          <Trans>
            Latest {withUnit(summary.latest)} · High {withUnit(summary.high)} ·
            Low {withUnit(summary.low)}
          </Trans>
        </Text>
      ) : null}
    </Stack>
  )
}
