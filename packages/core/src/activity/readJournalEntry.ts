import { err, ok, type Result } from 'neverthrow'
import { isIndexerErrorCode } from '../domain/decodeIndexerError.js'
import { isTxHash } from '../identifiers/isTxHash.js'
import {
  JOURNAL_STATUSES,
  type JournalEntry,
  type JournalStatus,
} from './journalTypes.js'

/** Why a stored value is not a journal entry (it is kept aside, not read). */
export type JournalEntryError =
  | { readonly code: 'NOT_AN_OBJECT' }
  | {
      readonly code: 'INVALID_FIELD'
      readonly field: 'txHash' | 'status' | 'submittedAtMs'
    }

/** A stored entry: the journal's fields checked, the app's left as stored. */
export type StoredJournalEntry = JournalEntry & {
  readonly [key: string]: unknown
}

const OPTIONAL_COUNTS = [
  'settledAtMs',
  'blockNumber',
  'watchFromHeight',
  'missedChecks',
  'nextCheckHeight',
] as const

const isCount = (value: unknown): value is number =>
  Number.isSafeInteger(value) && (value as number) >= 0

/**
 * Reads one stored journal entry (local storage is untrusted: edited,
 * truncated, or written by an older version).
 *
 * - `txHash` must be 64 hex digits (kept in lower case, as the indexer
 *   writes it), `status` a journal status and `submittedAtMs` a
 *   non-negative integer: without them the entry cannot be followed, and
 *   is refused (the caller keeps its text aside).
 * - The optional counts (`settledAtMs`, `blockNumber`, the check schedule)
 *   are dropped when they are not non-negative integers: the schedule
 *   restarts and nothing else is lost.
 * - An `errorCode` that is not a known code becomes `UNKNOWN` (shown
 *   generically, with the indexer's `errInfo` text kept); a non-string
 *   `errInfo` is dropped.
 *
 * Other fields (the app's payload and description) are passed through for
 * the app to check.
 */
export function readJournalEntry(
  value: unknown,
): Result<StoredJournalEntry, JournalEntryError> {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return err({ code: 'NOT_AN_OBJECT' })
  const record = value as Record<string, unknown>
  if (!isTxHash(record.txHash))
    return err({ code: 'INVALID_FIELD', field: 'txHash' })
  if (!JOURNAL_STATUSES.includes(record.status as JournalStatus))
    return err({ code: 'INVALID_FIELD', field: 'status' })
  if (!isCount(record.submittedAtMs))
    return err({ code: 'INVALID_FIELD', field: 'submittedAtMs' })

  const entry: Record<string, unknown> = {
    ...record,
    txHash: record.txHash.toLowerCase(),
  }
  for (const key of OPTIONAL_COUNTS) {
    if (key in entry && !isCount(entry[key])) delete entry[key]
  }
  if ('errorCode' in entry && !isIndexerErrorCode(entry.errorCode)) {
    if (entry.errorCode === undefined || entry.errorCode === null)
      delete entry.errorCode
    else entry.errorCode = 'UNKNOWN'
  }
  if ('errInfo' in entry && typeof entry.errInfo !== 'string')
    delete entry.errInfo
  return ok(entry as StoredJournalEntry)
}
