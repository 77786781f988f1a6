import type {
  LiquidityPosition,
  LiquidityPositionV2,
  PoolReserves,
  SwapPairSummary,
} from '@drc20/core'
import { queryOptions } from '@tanstack/react-query'
import { unwrapApiResult } from '../api/apiQueryError'
import type { AppServices } from '../services'
import { INDEXED } from './queryKeys'

/** Per-pair TVL and today's volume (pair-v1; doubles on the wire). */
export function swapPairStatsQueryOptions(api: AppServices['api']) {
  return queryOptions({
    queryKey: [INDEXED, 'pool', 'pairStats'] as const,
    queryFn: async ({ signal }): Promise<readonly SwapPairSummary[]> => {
      const client = await api()
      const page = await unwrapApiResult(
        client.getSwapPairs({ limit: 1000 }, { signal }),
      )
      return page.items
    },
  })
}

export type PoolPositions = {
  readonly v1: readonly LiquidityPosition[]
  readonly v2: readonly LiquidityPositionV2[]
}

/** An address's LP in pair-v1 and pair-v2 pools. */
export function poolPositionsQueryOptions(
  api: AppServices['api'],
  address: string | undefined,
) {
  return queryOptions({
    queryKey: [INDEXED, 'pool', 'positions', address ?? ''] as const,
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

/**
 * A pair-v1 pool's reserves with its swap count and all-time swap volume
 * (v3 swap/getreserves): what tells a pool that never traded from one that
 * did (core's `getPoolSwapVolumes`).
 */
export function poolReservesQueryOptions(
  api: AppServices['api'],
  tick0: string,
  tick1: string,
) {
  return queryOptions({
    queryKey: [INDEXED, 'pool', 'reserves', tick0, tick1] as const,
    queryFn: async ({ signal }): Promise<PoolReserves> => {
      const client = await api()
      return unwrapApiResult(client.getReservesV3({ tick0, tick1 }, { signal }))
    },
  })
}
