import type { UploadOrder } from '@drc20/api'
import { isUploadOrderFinished } from '@drc20/core'
import { queryOptions } from '@tanstack/react-query'
import { unwrapApiResult } from '../api/apiQueryError'
import type { AppServices } from '../services'
import { INDEXED } from './queryKeys'

/**
 * One upload order of the upload-order service (docs/upload-service.md
 * §2), or `null` when the service has none. It moves with the chain
 * (payment, inscriptions), so its key sits under `INDEXED` and every new
 * block refreshes it, until the order is finished.
 */
export function uploadOrderQueryOptions(
  api: AppServices['api'],
  orderId: string,
) {
  return queryOptions({
    queryKey: [INDEXED, 'upload', 'order', orderId] as const,
    queryFn: async ({ signal }): Promise<UploadOrder | null> => {
      const client = await api()
      return unwrapApiResult(client.getUploadOrder({ orderId }, { signal }))
    },
    staleTime: (query) =>
      query.state.data && isUploadOrderFinished(query.state.data.status)
        ? Number.POSITIVE_INFINITY
        : 0,
  })
}
