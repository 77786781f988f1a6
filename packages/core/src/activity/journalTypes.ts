import type { IndexerErrorCode } from '../domain/decodeIndexerError.js'
import type { IndexerRecordStatus } from '../domain/indexerRecord.js'

/**
 * Where a journaled operation stands: the indexer's statuses, plus
 * `not-found` when no indexer row appeared within
 * `JOURNAL_NOT_FOUND_AFTER_BLOCKS` (the transaction may have been dropped;
 * `recheckJournalEntry` watches it again).
 */
export type JournalStatus = IndexerRecordStatus | 'not-found'

/** Every journal status, for readers of stored entries. */
export const JOURNAL_STATUSES: readonly JournalStatus[] = [
  'pending',
  'completed',
  'failed',
  'not-found',
]

/**
 * An operation this browser submitted, as its journal keeps it: pending
 * until the indexer records it, then completed or failed for good (or not
 * found after a while). Apps extend it with what they show (payload,
 * description).
 */
export type JournalEntry = {
  readonly txHash: string
  readonly status: JournalStatus
  /** When the wallet returned the tx hash, epoch ms. */
  readonly submittedAtMs: number
  /** When the indexer's answer settled it (completed or failed). */
  readonly settledAtMs?: number
  readonly blockNumber?: number
  /** Failed: the decoded reason and the indexer's own text. */
  readonly errorCode?: IndexerErrorCode
  readonly errInfo?: string
  /**
   * Index height from which the entry waits for its indexer row: the
   * height when it was submitted (or first checked), reset by
   * `recheckJournalEntry`.
   */
  readonly watchFromHeight?: number
  /** Checks since `watchFromHeight` that found no indexer row. */
  readonly missedChecks?: number
  /** Not asked about again before the index reaches this height (backoff). */
  readonly nextCheckHeight?: number
}

/** A status change found by {@link reconcileJournalEntry}. */
export type JournalTransition<E extends JournalEntry> = {
  readonly entry: E
  readonly from: JournalStatus
  readonly to: JournalStatus
}
