import type { IndexerRecordBase } from '@drc20/core'
import { queryOptions } from '@tanstack/react-query'
import { fetchOperationRecords } from '../activity/fetchOperationRecords'
import type { TrackedProtocol } from '../activity/types'
import { unwrapApiResult } from '../api/apiQueryError'
import type { AppServices } from '../services'
import { INDEXED } from './queryKeys'

/** The indexer rows of one submitted transaction (its protocol's orders). */
export function operationRecordsQueryOptions(
  api: AppServices['api'],
  protocol: TrackedProtocol,
  txHash: string,
) {
  return queryOptions({
    queryKey: [INDEXED, 'activity', protocol, txHash] as const,
    retry: false,
    queryFn: async ({ signal }): Promise<readonly IndexerRecordBase[]> => {
      const client = await api()
      return unwrapApiResult(
        fetchOperationRecords(client, protocol, txHash, signal),
      )
    },
  })
}
