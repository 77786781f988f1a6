import type { IndexerRecordStatus } from './indexerRecord.js'

export type GetIndexerRecordStatusParameters = {
  readonly orderStatus: number
  readonly errInfo: string | null
}

/**
 * Maps an indexer row to its settlement status (docs/protocol.md §2.4):
 * `order_status` 0 = applied; 1 with a non-empty `err_info` = rejected;
 * 1 with an empty (or null) `err_info` = recorded but not applied yet.
 * Any other status value is treated as pending: the indexer has not said
 * the operation settled.
 */
export function getIndexerRecordStatus({
  orderStatus,
  errInfo,
}: GetIndexerRecordStatusParameters): IndexerRecordStatus {
  if (orderStatus === 0) return 'completed'
  if (errInfo !== null && errInfo.trim() !== '') return 'failed'
  return 'pending'
}
