import type { ApiError } from '@drc20/api'
import {
  DEFAULT_GAS_TIERS,
  type GasTiers,
  normalizeGasTiers,
} from '@drc20/core'
import { queryOptions } from '@tanstack/react-query'
import type { AppServices } from '../services'
import { SERVICES } from './queryKeys'

/** docs/product.md §9: fee and price caches live 5 minutes. */
export const GAS_CACHE_MS = 5 * 60 * 1000

export type GasTiersData =
  | { readonly kind: 'service'; readonly tiers: GasTiers }
  /** Every fee service failed: the spec's default tiers, said so in the UI. */
  | {
      readonly kind: 'default'
      readonly tiers: GasTiers
      readonly error: ApiError
    }

/**
 * Gas tiers (koinu per kB) from the fee services, tried in order by the
 * api client, or `DEFAULT_GAS_TIERS` when all fail. A fallback is kept
 * only briefly so the next look tries the services again.
 */
export function gasTiersQueryOptions(api: AppServices['api']) {
  return queryOptions({
    queryKey: [SERVICES, 'gasTiers'] as const,
    queryFn: async ({ signal }): Promise<GasTiersData> => {
      const result = await (await api()).getGasTiers({ signal })
      return result.match<GasTiersData>(
        (tiers) => ({ kind: 'service', tiers: normalizeGasTiers(tiers) }),
        (error) => ({ kind: 'default', tiers: DEFAULT_GAS_TIERS, error }),
      )
    },
    staleTime: (query) =>
      query.state.data?.kind === 'service' ? GAS_CACHE_MS : 0,
  })
}

export type DogeUsdPriceData =
  /** USD per DOGE as exact decimal text. */
  | { readonly kind: 'ok'; readonly usdPerDoge: string }
  | { readonly kind: 'error'; readonly error: ApiError }

/** DOGE/USD from the price service (or its proxy), cached 5 minutes. */
export function dogeUsdPriceQueryOptions(api: AppServices['api']) {
  return queryOptions({
    queryKey: [SERVICES, 'dogeUsdPrice'] as const,
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
