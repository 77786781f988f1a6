import { useLingui } from '@lingui/react/macro'
import type { UseQueryResult } from '@tanstack/react-query'
import { useMemo } from 'react'
import { queryErrorMessage } from '../../lib/api/queryErrorMessage'
import { MARKET_INTERVALS, type MarketInterval } from '../../lib/routeParams'
import { Chart } from '../../ui/chart/Chart'
import { type ChartCandle, getCandleSeries } from './candleSeries'
import { useMarketFormat } from './useMarketFormat'

/**
 * A token's price in DOGE as candles with WDOGE volume bars, at the
 * interval picked (which the page keeps in its URL): the kit's lazy chart
 * (lightweight-charts loads in its own chunk), quiet periods as flat grey
 * candles, prices with enough digits for tokens worth far less than a
 * satoshi. The caller's query says where the candles come from (order-v1
 * or swap candles).
 */
export function CandlePriceChart({
  tick,
  interval,
  onIntervalChange,
  candles,
  height,
}: {
  readonly tick: string
  readonly interval: MarketInterval
  readonly onIntervalChange: (interval: MarketInterval) => void
  readonly candles: UseQueryResult<readonly ChartCandle[]>
  readonly height: number
}) {
  const { t, i18n } = useLingui()
  const format = useMarketFormat()
  const series = useMemo(
    () =>
      candles.data === undefined || candles.data.length === 0
        ? undefined
        : getCandleSeries(candles.data, interval),
    [candles.data, interval],
  )
  const name = format.tick(tick)
  const error = queryErrorMessage(candles.error)
  return (
    <Chart
      label={t`${name} price in DOGE`}
      series={series}
      unit="DOGE"
      formatValue={format.price}
      height={height}
      ranges={MARKET_INTERVALS.map((value) => ({ value, label: value }))}
      range={interval}
      onRangeChange={(value) => onIntervalChange(value as MarketInterval)}
      loading={candles.isPending}
      error={error ? i18n._(error) : undefined}
      onRetry={() => void candles.refetch()}
    />
  )
}
