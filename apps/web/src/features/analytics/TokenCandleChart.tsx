import type { SwapCandle } from '@drc20/core'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { swapCandlesQueryOptions } from '../../lib/query/analyticsQueries'
import type { MarketInterval } from '../../lib/routeParams'
import { useServices } from '../../lib/services'
import { CandlePriceChart } from '../market/CandlePriceChart'

/** Swap candles carry their WDOGE volume as the base volume. */
function withQuoteVolume(candles: readonly SwapCandle[]) {
  return candles.map((c) => ({ ...c, quoteVolume: c.baseVolume }))
}

/**
 * A token's swap candles (docs/api.md §8.4 `swap/k`, prices as the API's
 * doubles; the WDOGE volume is the candle's base volume). The token page
 * and a WDOGE pair's page draw it.
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
  const { api } = useServices()
  const candles = useQuery({
    ...swapCandlesQueryOptions(api, tick, interval),
    // The last interval's candles stay drawn while the next one loads.
    placeholderData: keepPreviousData,
    select: withQuoteVolume,
  })
  return (
    <CandlePriceChart
      tick={tick}
      interval={interval}
      onIntervalChange={onIntervalChange}
      candles={candles}
      height={300}
    />
  )
}
