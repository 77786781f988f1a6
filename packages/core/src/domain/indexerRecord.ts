import type { IndexerErrorCode } from './decodeIndexerError.js'

/** Settlement status of an indexed operation (see getIndexerRecordStatus). */
export type IndexerRecordStatus = 'completed' | 'pending' | 'failed'

/**
 * Columns every indexed operation ("order") row carries (docs/api.md
 * §7.0). Dates are epoch milliseconds; `errInfo` is the raw indexer text
 * (`null` only on stake rows), `errorCode` its stable code.
 */
export type IndexerRecordBase = {
  readonly id: number
  readonly orderId: string
  readonly holderAddress: string
  readonly feeAddress: string
  readonly feeTxHash: string
  readonly txHash: string
  readonly blockNumber: number
  readonly blockHash: string
  readonly errInfo: string | null
  readonly errorCode: IndexerErrorCode | null
  readonly orderStatus: number
  readonly status: IndexerRecordStatus
  readonly updateDateMs: number
  readonly createDateMs: number
}
