import { queryOptions } from '@tanstack/react-query'
import { unwrapApiResult } from '../api/apiQueryError'
import type { AppServices } from '../services'
import { INDEXED } from './queryKeys'

/**
 * An address's DRC-20 balances (LP and WDOGE included) by tick, base
 * units: v4 drc20/collect-address, every page.
 */
export function tokenBalancesQueryOptions(
  api: AppServices['api'],
  address: string | undefined,
) {
  return queryOptions({
    queryKey: [INDEXED, 'balances', address ?? ''] as const,
    enabled: address !== undefined,
    queryFn: async ({ signal }): Promise<ReadonlyMap<string, bigint>> => {
      const client = await api()
      const { balances } = await unwrapApiResult(
        client.fetchAllBalances({ holderAddress: address as string, signal }),
      )
      return new Map(balances.map((b) => [b.tick, b.amt]))
    },
  })
}
