import { queryOptions } from '@tanstack/react-query'
import { unwrapApiResult } from '../api/apiQueryError'
import type { AppServices } from '../services'

/**
 * The OG list (v3 address/ogall), loaded once at start-up and kept for the
 * session; a failure is not retried (the start-up alert says so).
 */
export function ogListQueryOptions(api: AppServices['api']) {
  return queryOptions({
    queryKey: ['og', 'list'] as const,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    retry: false,
    queryFn: async ({ signal }): Promise<ReadonlySet<string>> => {
      const client = await api()
      return new Set(await unwrapApiResult(client.getOgList({ signal })))
    },
  })
}

/** The holders check of one address (v4 drc20/holders → `data.isOg`). */
export function ogStatusQueryOptions(
  api: AppServices['api'],
  address: string | undefined,
) {
  return queryOptions({
    queryKey: ['og', 'status', address ?? ''] as const,
    enabled: address !== undefined,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    queryFn: async ({ signal }): Promise<boolean> => {
      const client = await api()
      return unwrapApiResult(
        client.getOgStatus({ holderAddress: address as string }, { signal }),
      )
    },
  })
}
