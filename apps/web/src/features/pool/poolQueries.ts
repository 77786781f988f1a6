import {
  getPoolTotalVolume,
  type LiquidityPosition,
  type LiquidityPositionV2,
  type SwapPairSummary,
  type SwapPool,
  type SwapV2Pool,
} from '@drc20/core'
import { queryOptions } from '@tanstack/react-query'
import { unwrapApiResult } from '../../lib/api/apiQueryError'
import type { AppServices } from '../../lib/services'

/** Every pool query key starts here, so a new block refreshes them all. */
export const POOL_QUERY_ROOT = 'pool' as const

/** pair-v1 pools (reserves, liquidity_total), drained ones included. */
export function swapPoolsQueryOptions(api: AppServices['api']) {
  return queryOptions({
    queryKey: [POOL_QUERY_ROOT, 'v1'] as const,
    queryFn: async ({ signal }): Promise<readonly SwapPool[]> => {
      const client = await api()
      const page = await unwrapApiResult(
        client.getSwapPools({ limit: 1000 }, { signal }),
      )
      return page.items
    },
  })
}

/** pair-v2 pools, keyed by pair id. */
export function swapV2PoolsQueryOptions(api: AppServices['api']) {
  return queryOptions({
    queryKey: [POOL_QUERY_ROOT, 'v2'] as const,
    queryFn: async ({ signal }): Promise<readonly SwapV2Pool[]> => {
      const client = await api()
      const page = await unwrapApiResult(
        client.getSwapV2Pools({ limit: -1 }, { signal }),
      )
      return page.items
    },
  })
}

/** Per-pair TVL and today's volume (pair-v1; doubles on the wire). */
export function swapPairStatsQueryOptions(api: AppServices['api']) {
  return queryOptions({
    queryKey: [POOL_QUERY_ROOT, 'pairStats'] as const,
    queryFn: async ({ signal }): Promise<readonly SwapPairSummary[]> => {
      const client = await api()
      const page = await unwrapApiResult(
        client.getSwapPairs({ limit: 1000 }, { signal }),
      )
      return page.items
    },
  })
}

/** All-time volume of one pair-v1 pool: its daily TVL rows' volumes. */
export function poolTotalVolumeQueryOptions(
  api: AppServices['api'],
  lpTick: string,
) {
  return queryOptions({
    queryKey: [POOL_QUERY_ROOT, 'totalVolume', lpTick] as const,
    staleTime: 5 * 60 * 1000,
    queryFn: async ({ signal }): Promise<bigint> => {
      const client = await api()
      const page = await unwrapApiResult(
        client.getSwapTvl({ tick: lpTick, limit: -1 }, { signal }),
      )
      return getPoolTotalVolume(page.items)
    },
  })
}

export type PoolPositions = {
  readonly v1: readonly LiquidityPosition[]
  readonly v2: readonly LiquidityPositionV2[]
}

/** The connected address's LP in pair-v1 and pair-v2 pools. */
export function poolPositionsQueryOptions(
  api: AppServices['api'],
  address: string | undefined,
) {
  return queryOptions({
    queryKey: [POOL_QUERY_ROOT, 'positions', address ?? ''] as const,
    enabled: address !== undefined,
    queryFn: async ({ signal }): Promise<PoolPositions> => {
      const client = await api()
      const holderAddress = address as string
      const [v1, v2] = await Promise.all([
        unwrapApiResult(
          client.getLiquidityPositions(
            { holderAddress, limit: 1000 },
            { signal },
          ),
        ),
        unwrapApiResult(
          client.getLiquidityPositionsV2(
            { holderAddress, limit: 1000 },
            { signal },
          ),
        ),
      ])
      return { v1: v1.items, v2: v2.items }
    },
  })
}
