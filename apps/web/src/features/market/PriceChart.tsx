import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { apiErrorMessage } from '../../lib/api/apiErrorMessage'
import { ApiQueryError } from '../../lib/api/apiQueryError'
import { exchangeCandlesQueryOptions } from '../../lib/query/marketQueries'
import { MARKET_INTERVALS, type MarketInterval } from '../../lib/routeParams'
import { useServices } from '../../lib/services'
import { Chart } from '../../ui/chart/Chart'
import { getCandleSeries } from './candleSeries'
import { useMarketFormat } from './useMarketFormat'

/** Candles drawn per interval. */
const CANDLES = 200

/**
 * The token's price in DOGE from the order-v1 candle route (v4
 * exchange/k), with its intervals: the kit's lazy chart (lightweight-charts
 * loads in its own chunk), quiet periods as flat grey candles, prices with
 * enough digits for tokens worth far less than a satoshi.
 */
export function PriceChart({
  tick,
  interval,
  onIntervalChange,
}: {
  readonly tick: string
  readonly interval: MarketInterval
  readonly onIntervalChange: (interval: MarketInterval) => void
}) {
  const { t, i18n } = useLingui()
  const format = useMarketFormat()
  const { api } = useServices()
  const candles = useQuery(
    exchangeCandlesQueryOptions(api, tick, interval, CANDLES),
  )
  const series = useMemo(
    () =>
      candles.data === undefined || candles.data.length === 0
        ? undefined
        : getCandleSeries(candles.data, interval),
    [candles.data, interval],
  )
  const name = format.tick(tick)
  return (
    <Chart
      label={t`${name} price in DOGE`}
      series={series}
      unit="DOGE"
      formatValue={format.price}
      height={280}
      ranges={MARKET_INTERVALS.map((value) => ({ value, label: value }))}
      range={interval}
      onRangeChange={(value) => onIntervalChange(value as MarketInterval)}
      loading={candles.isPending}
      error={
        candles.error instanceof ApiQueryError
          ? i18n._(apiErrorMessage(candles.error.apiError))
          : undefined
      }
      onRetry={() => void candles.refetch()}
    />
  )
}
