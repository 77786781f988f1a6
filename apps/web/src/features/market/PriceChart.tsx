import { useQuery } from '@tanstack/react-query'
import { exchangeCandlesQueryOptions } from '../../lib/query/marketQueries'
import type { MarketInterval } from '../../lib/routeParams'
import { useServices } from '../../lib/services'
import { CandlePriceChart } from './CandlePriceChart'

/** Candles drawn per interval. */
const CANDLES = 200

/** The token's price from the order-v1 candle route (v4 exchange/k). */
export function PriceChart({
  tick,
  interval,
  onIntervalChange,
}: {
  readonly tick: string
  readonly interval: MarketInterval
  readonly onIntervalChange: (interval: MarketInterval) => void
}) {
  const { api } = useServices()
  const candles = useQuery(
    exchangeCandlesQueryOptions(api, tick, interval, CANDLES),
  )
  return (
    <CandlePriceChart
      tick={tick}
      interval={interval}
      onIntervalChange={onIntervalChange}
      candles={candles}
      height={280}
    />
  )
}
