import { getTickDisplayName } from '@drc20/core'
import { useLingui } from '@lingui/react/macro'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { queryErrorMessage } from '../../lib/api/queryErrorMessage'
import { swapCandlesQueryOptions } from '../../lib/query/analyticsQueries'
import { MARKET_INTERVALS, type MarketInterval } from '../../lib/routeParams'
import { useServices } from '../../lib/services'
import { Chart } from '../../ui/chart/Chart'
import { getCandleSeries } from '../market/candleSeries'
import { useMarketFormat } from '../market/useMarketFormat'

/**
 * A token's swap candles in DOGE with WDOGE volume bars (docs/api.md §8.4
 * `swap/k`, prices as the API's doubles) at the interval picked, which the
 * page keeps in its URL. The token page and a WDOGE pair's page draw it.
 */
export function TokenCandleChart({
  tick,
  interval,
  onIntervalChange,
}: {
  readonly tick: string
  readonly interval: MarketInterval
  readonly onIntervalChange: (interval: MarketInterval) => void
}) {
  const { t, i18n } = useLingui()
  const name = getTickDisplayName(tick)
  const { api } = useServices()
  const format = useMarketFormat()
  const candles = useQuery({
    ...swapCandlesQueryOptions(api, tick, interval),
    // The last interval's candles stay drawn while the next one loads.
    placeholderData: keepPreviousData,
  })
  const series = useMemo(
    () =>
      candles.data === undefined || candles.data.length === 0
        ? undefined
        : getCandleSeries(
            candles.data.map((c) => ({ ...c, quoteVolume: c.baseVolume })),
            interval,
          ),
    [candles.data, interval],
  )
  const error = queryErrorMessage(candles.error)
  return (
    <Chart
      label={t`${name} price in DOGE`}
      series={series}
      unit="DOGE"
      formatValue={format.price}
      height={300}
      ranges={MARKET_INTERVALS.map((value) => ({ value, label: value }))}
      range={interval}
      onRangeChange={(value) => onIntervalChange(value as MarketInterval)}
      loading={candles.isPending}
      error={error ? i18n._(error) : undefined}
      onRetry={() => void candles.refetch()}
    />
  )
}
