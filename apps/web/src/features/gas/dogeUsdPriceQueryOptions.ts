import type { ApiError } from '@drc20/api'
import { queryOptions } from '@tanstack/react-query'
import type { AppServices } from '../../lib/services'
import { GAS_CACHE_MS } from './gasTiersQueryOptions'

export type DogeUsdPriceData =
  /** USD per DOGE as exact decimal text. */
  | { readonly kind: 'ok'; readonly usdPerDoge: string }
  | { readonly kind: 'error'; readonly error: ApiError }

/** DOGE/USD from the price service (or its proxy), cached 5 minutes. */
export function dogeUsdPriceQueryOptions(api: AppServices['api']) {
  return queryOptions({
    queryKey: ['services', 'dogeUsdPrice'] as const,
    queryFn: async ({ signal }): Promise<DogeUsdPriceData> => {
      const result = await (await api()).getDogeUsdPrice({ signal })
      return result.match<DogeUsdPriceData>(
        ({ usdPerDoge }) => ({ kind: 'ok', usdPerDoge }),
        (error) => ({ kind: 'error', error }),
      )
    },
    staleTime: (query) => (query.state.data?.kind === 'ok' ? GAS_CACHE_MS : 0),
  })
}
