import type { IndexerRecordBase } from '../domain/indexerRecord.js'
import { getOperationOutcome } from './getOperationOutcome.js'
import {
  getJournalCheckDelayBlocks,
  JOURNAL_NOT_FOUND_AFTER_BLOCKS,
} from './journalChecks.js'
import type { JournalEntry, JournalTransition } from './journalTypes.js'

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

/**
 * The pending entries a list of indexer rows does not show yet (a history
 * shows them on top at once, until the indexer has their row): pending,
 * and whose tx hash is none of `listedTxHashes` (compared in lower case).
 */
export function getUnlistedPendingEntries<E extends JournalEntry>(
  entries: readonly E[],
  listedTxHashes: Iterable<string>,
): E[] {
  const listed = new Set<string>()
  for (const hash of listedTxHashes) listed.add(hash.toLowerCase())
  return entries.filter(
    (entry) =>
      entry.status === 'pending' && !listed.has(entry.txHash.toLowerCase()),
  )
}

/** Drops the completed, failed and not-found entries ("clear finished"). */
export function clearFinishedEntries<E extends JournalEntry>(
  entries: readonly E[],
): readonly E[] {
  return entries.filter((e) => e.status === 'pending')
}

export type ReconcileJournalEntryParameters = {
  /** The indexer's rows of the entry's transaction (none yet: `[]`). */
  readonly rows: readonly IndexerRecordBase[]
  /** The index height the rows were read at. */
  readonly indexHeight: number
  readonly nowMs: number
}

/**
 * Applies one check of the indexer to a pending entry:
 *
 * - a completed or failed outcome (`getOperationOutcome`) settles it for
 *   good (completed and failed are terminal);
 * - a row that is recorded but not applied yet keeps it pending, checked
 *   again at the next block;
 * - no row at all counts a missed check and backs off
 *   (`getJournalCheckDelayBlocks`: 1, 1, 2, 4, 8, 16, 16 … blocks), never
 *   past the end of the watch window; once the index is
 *   `JOURNAL_NOT_FOUND_AFTER_BLOCKS` blocks past `watchFromHeight` (the
 *   submission, or the first check of an entry that has none), the entry
 *   is `not-found`.
 *
 * Entries that are not pending come back unchanged.
 */
export function reconcileJournalEntry<E extends JournalEntry>(
  entry: E,
  { rows, indexHeight, nowMs }: ReconcileJournalEntryParameters,
): { readonly entry: E; readonly transition?: JournalTransition<E> } {
  if (entry.status !== 'pending') return { entry }
  const watchFromHeight = entry.watchFromHeight ?? indexHeight
  if (rows.length === 0) {
    const missedChecks = (entry.missedChecks ?? 0) + 1
    const windowEnd = watchFromHeight + JOURNAL_NOT_FOUND_AFTER_BLOCKS
    if (indexHeight >= windowEnd) {
      const next: E = {
        ...entry,
        status: 'not-found',
        settledAtMs: nowMs,
        watchFromHeight,
        missedChecks,
      }
      return {
        entry: next,
        transition: { entry: next, from: 'pending', to: 'not-found' },
      }
    }
    return {
      entry: {
        ...entry,
        watchFromHeight,
        missedChecks,
        nextCheckHeight: Math.min(
          indexHeight + getJournalCheckDelayBlocks(missedChecks),
          windowEnd,
        ),
      },
    }
  }
  const outcome = getOperationOutcome(rows)
  if (outcome.status === 'pending') {
    // Recorded, not applied yet: it is no longer missing; ask next block.
    return {
      entry: { ...entry, watchFromHeight, nextCheckHeight: indexHeight + 1 },
    }
  }
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
 * "Check again" on a `not-found` entry: pending once more, watched for
 * another `JOURNAL_NOT_FOUND_AFTER_BLOCKS` from `indexHeight`, and due at
 * once. Other entries come back unchanged.
 */
export function recheckJournalEntry<E extends JournalEntry>(
  entry: E,
  indexHeight: number,
): E {
  if (entry.status !== 'not-found') return entry
  const { settledAtMs: _settled, ...rest } = entry
  return {
    ...rest,
    status: 'pending',
    watchFromHeight: indexHeight,
    missedChecks: 0,
    nextCheckHeight: indexHeight,
  } as E
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
