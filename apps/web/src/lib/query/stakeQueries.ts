import type { StakePool, StakePosition } from '@drc20/core'
import { queryOptions } from '@tanstack/react-query'
import { unwrapApiResult } from '../api/apiQueryError'
import type { AppServices } from '../services'
import { INDEXED } from './queryKeys'

/** Every configured stake-v1 pool (v4 stake/collect; the API's page of 50). */
export function stakePoolsQueryOptions(api: AppServices['api']) {
  return queryOptions({
    queryKey: [INDEXED, 'stake', 'pools'] as const,
    queryFn: async ({ signal }): Promise<readonly StakePool[]> => {
      const client = await api()
      const page = await unwrapApiResult(
        client.getStakePools({ limit: 50 }, { signal }),
      )
      return page.items
    },
  })
}

/** An address's stake-v1 positions, one per pool (v4 stake/collect-address). */
export function stakePositionsQueryOptions(
  api: AppServices['api'],
  address: string | undefined,
) {
  return queryOptions({
    queryKey: [INDEXED, 'stake', 'positions', address ?? ''] as const,
    enabled: address !== undefined,
    queryFn: async ({ signal }): Promise<readonly StakePosition[]> => {
      const client = await api()
      const page = await unwrapApiResult(
        client.getStakePositions(
          { holderAddress: address as string, limit: 50 },
          { signal },
        ),
      )
      return page.items
    },
  })
}
