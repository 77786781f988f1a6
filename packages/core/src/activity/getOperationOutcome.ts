import type { IndexerErrorCode } from '../domain/decodeIndexerError.js'
import type {
  IndexerRecordBase,
  IndexerRecordStatus,
} from '../domain/indexerRecord.js'

/** What the indexer says of one submitted transaction. */
export type OperationOutcome = {
  readonly status: IndexerRecordStatus
  readonly errorCode?: IndexerErrorCode
  readonly errInfo?: string
  readonly blockNumber?: number
}

/**
 * The status of one transaction from its indexer rows (a multi-input pair
 * tx has several). No row yet: pending. A transaction is applied
 * atomically (docs/protocol.md §2.3), so one failed row fails it; it is
 * completed only when every row is.
 */
export function getOperationOutcome(
  rows: readonly IndexerRecordBase[],
): OperationOutcome {
  if (rows.length === 0) return { status: 'pending' }
  const failed = rows.find((row) => row.status === 'failed')
  if (failed) {
    return {
      status: 'failed',
      errorCode: failed.errorCode ?? 'UNKNOWN',
      errInfo: failed.errInfo ?? '',
      blockNumber: failed.blockNumber,
    }
  }
  if (rows.every((row) => row.status === 'completed')) {
    return { status: 'completed', blockNumber: rows[0]?.blockNumber }
  }
  return { status: 'pending' }
}
