import { TOKEN_DECIMALS, type TvlPoint } from '@drc20/core'
import { useLingui } from '@lingui/react/macro'
import { SimpleGrid } from '@mantine/core'
import type { UseQueryResult } from '@tanstack/react-query'
import { useMemo } from 'react'
import { queryErrorMessage } from '../../lib/api/queryErrorMessage'
import { ANALYTICS_RANGES, type AnalyticsRange } from '../../lib/routeParams'
import { Chart } from '../../ui/chart/Chart'
import type { ChartSeries } from '../../ui/chart/chartData'

const DAY_S = 86_400
const RANGE_DAYS: Record<AnalyticsRange, number | undefined> = {
  '7d': 7,
  '30d': 30,
  all: undefined,
}
const UNIT = 10 ** TOKEN_DECIMALS

/** WDOGE base units as a number for the axis (display only). */
const toAxis = (raw: bigint) => Number(raw) / UNIT

/**
 * The daily TVL (an area) and daily volume (bars) of every pool over the
 * range picked (kept in the URL), each with the kit chart's written
 * summary. A day without a row keeps the TVL before it and has no volume.
 */
export function AnalyticsCharts({
  query,
  range,
  onRangeChange,
}: {
  readonly query: UseQueryResult<readonly TvlPoint[]>
  readonly range: AnalyticsRange
  readonly onRangeChange: (range: AnalyticsRange) => void
}) {
  const { t, i18n } = useLingui()
  const { tvl, volume } = useMemo(() => {
    const rows = query.data
    if (rows === undefined || rows.length === 0)
      return { tvl: undefined, volume: undefined }
    const days = RANGE_DAYS[range]
    const sorted = [...rows].sort((a, b) => a.lastDateMs - b.lastDateMs)
    const last = Math.floor((sorted.at(-1)?.lastDateMs ?? 0) / 1000)
    const from = days === undefined ? 0 : last - (days - 1) * DAY_S
    const shown = sorted.filter((d) => d.lastDateMs / 1000 >= from)
    const points = shown.map((d) => ({
      time: Math.floor(d.lastDateMs / 1000),
      tvl: toAxis(d.liquidity),
      volume: toAxis(d.baseVolume),
    }))
    const tvlSeries: ChartSeries = {
      kind: 'area',
      data: points.map((p) => ({ time: p.time, value: p.tvl })),
    }
    const volumeSeries: ChartSeries = {
      kind: 'area',
      data: points.map((p) => ({ time: p.time, value: p.volume })),
      volume: points.map((p) => ({ time: p.time, value: p.volume, up: true })),
    }
    return shown.length === 0
      ? { tvl: undefined, volume: undefined }
      : { tvl: tvlSeries, volume: volumeSeries }
  }, [query.data, range])
  const ranges = ANALYTICS_RANGES.map((value) => ({
    value,
    label: value === 'all' ? t`All` : value.toUpperCase(),
  }))
  const error = queryErrorMessage(query.error)
  const common = {
    unit: 'WDOGE',
    height: 260,
    ranges,
    range,
    onRangeChange: (value: string) => onRangeChange(value as AnalyticsRange),
    loading: query.isPending,
    error: error ? i18n._(error) : undefined,
    onRetry: () => void query.refetch(),
  }
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      <Chart label={t`Daily TVL in WDOGE`} series={tvl} {...common} />
      <Chart label={t`Daily volume in WDOGE`} series={volume} {...common} />
    </SimpleGrid>
  )
}
