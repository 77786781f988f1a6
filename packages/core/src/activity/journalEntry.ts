import type { IndexerErrorCode } from '../domain/decodeIndexerError.js'
import type {
  IndexerRecordBase,
  IndexerRecordStatus,
} from '../domain/indexerRecord.js'
import { getOperationOutcome } from './getOperationOutcome.js'

/**
 * An operation this browser submitted, as its journal keeps it: pending
 * until the indexer records it, then completed or failed for good. Apps
 * extend it with what they show (payload, description).
 */
export type JournalEntry = {
  readonly txHash: string
  readonly status: IndexerRecordStatus
  /** When the wallet returned the tx hash, epoch ms. */
  readonly submittedAtMs: number
  /** When the indexer's answer settled it (completed or failed). */
  readonly settledAtMs?: number
  readonly blockNumber?: number
  /** Failed: the decoded reason and the indexer's own text. */
  readonly errorCode?: IndexerErrorCode
  readonly errInfo?: string
}

/** A status change found by {@link reconcileJournalEntry}. */
export type JournalTransition<E extends JournalEntry> = {
  readonly entry: E
  readonly from: IndexerRecordStatus
  readonly to: IndexerRecordStatus
}

/** Finished entries kept per journal (pending ones are never dropped). */
export const MAX_FINISHED_ENTRIES = 200

/** Newest submission first (sorts a copy). */
export function sortJournalNewestFirst<E extends JournalEntry>(
  entries: readonly E[],
): E[] {
  return [...entries].sort((a, b) => b.submittedAtMs - a.submittedAtMs)
}

/**
 * Adds a submitted operation (status `pending`) at the top. The same tx
 * hash is journaled once: a second report keeps the first entry.
 */
export function addJournalEntry<E extends JournalEntry>(
  entries: readonly E[],
  entry: E,
): readonly E[] {
  if (entries.some((e) => e.txHash === entry.txHash)) return entries
  return pruneJournal([entry, ...entries])
}

/**
 * Keeps every pending entry and the newest `max` finished ones (by the
 * time they settled): entries only leave by age, never silently.
 */
export function pruneJournal<E extends JournalEntry>(
  entries: readonly E[],
  max = MAX_FINISHED_ENTRIES,
): readonly E[] {
  const finished = entries.filter((e) => e.status !== 'pending')
  if (finished.length <= max) return entries
  const kept = new Set(
    [...finished]
      .sort(
        (a, b) =>
          (b.settledAtMs ?? b.submittedAtMs) -
          (a.settledAtMs ?? a.submittedAtMs),
      )
      .slice(0, max),
  )
  return entries.filter((e) => e.status === 'pending' || kept.has(e))
}

/** Drops the completed and failed entries ("clear finished"). */
export function clearFinishedEntries<E extends JournalEntry>(
  entries: readonly E[],
): readonly E[] {
  return entries.filter((e) => e.status === 'pending')
}

/**
 * Applies the indexer's rows to a pending entry (`getOperationOutcome`).
 * Finished entries never change again (completed and failed are
 * terminal).
 */
export function reconcileJournalEntry<E extends JournalEntry>(
  entry: E,
  rows: readonly IndexerRecordBase[],
  nowMs: number,
): { readonly entry: E; readonly transition?: JournalTransition<E> } {
  if (entry.status !== 'pending') return { entry }
  const outcome = getOperationOutcome(rows)
  if (outcome.status === 'pending') return { entry }
  const next: E = {
    ...entry,
    status: outcome.status,
    settledAtMs: nowMs,
    ...(outcome.blockNumber === undefined
      ? {}
      : { blockNumber: outcome.blockNumber }),
    ...(outcome.errorCode === undefined
      ? {}
      : { errorCode: outcome.errorCode }),
    ...(outcome.errInfo === undefined ? {} : { errInfo: outcome.errInfo }),
  }
  return {
    entry: next,
    transition: { entry: next, from: entry.status, to: outcome.status },
  }
}

/**
 * What to write when storage may have changed under us (another tab):
 * ours, plus stored entries we do not know that are still pending. Stored
 * finished entries we lack were cleared here on purpose and stay cleared.
 */
export function mergeStoredJournal<E extends JournalEntry>(
  ours: readonly E[],
  stored: readonly E[],
): readonly E[] {
  const known = new Set(ours.map((entry) => entry.txHash))
  const missing = stored.filter(
    (entry) => entry.status === 'pending' && !known.has(entry.txHash),
  )
  if (missing.length === 0) return ours
  return sortJournalNewestFirst([...ours, ...missing])
}
