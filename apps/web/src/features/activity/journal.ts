import {
  type IndexerErrorCode,
  type IndexerRecordBase,
  type IndexerRecordStatus,
  parseStoredJson,
  stringifyForStorage,
} from '@drc20/core'
import * as v from 'valibot'
import {
  type ActivityEntry,
  type ActivityTransition,
  TRACKED_PROTOCOLS,
  type TrackOperationInput,
} from './types'

/** Prefix of every journal key (kept across storage-version resets). */
export const ACTIVITY_STORAGE_PREFIX = 'drc20.activity.'

/** Local-storage key of one address' journal. */
export function getJournalStorageKey(address: string): string {
  return `${ACTIVITY_STORAGE_PREFIX}v1.${address}`
}

/** Finished entries kept per address (pending ones are never dropped). */
export const MAX_FINISHED_ENTRIES = 200

const statusSchema = v.picklist(['pending', 'completed', 'failed'])

const entrySchema = v.object({
  txHash: v.pipe(v.string(), v.minLength(1)),
  address: v.pipe(v.string(), v.minLength(1)),
  protocol: v.picklist(TRACKED_PROTOCOLS),
  payload: v.record(v.string(), v.unknown()),
  description: v.object({
    id: v.string(),
    message: v.optional(v.string()),
    comment: v.optional(v.string()),
    values: v.optional(v.record(v.string(), v.unknown())),
  }),
  status: statusSchema,
  submittedAtMs: v.number(),
  settledAtMs: v.optional(v.number()),
  blockNumber: v.optional(v.number()),
  errorCode: v.optional(v.string()),
  errInfo: v.optional(v.string()),
})

/**
 * Reads a stored journal. Unreadable text gives an empty journal; entries
 * that do not have the journal's shape are dropped one by one, so one
 * corrupted entry never costs the others.
 */
export function parseJournal(text: string | null): ActivityEntry[] {
  const parsed = parseStoredJson(text)
  if (parsed.isErr() || !Array.isArray(parsed.value)) return []
  const entries: ActivityEntry[] = []
  for (const item of parsed.value) {
    const result = v.safeParse(entrySchema, item)
    if (result.success) entries.push(result.output as ActivityEntry)
  }
  return sortNewestFirst(entries)
}

/** The stored text of a journal (bigints in payloads survive). */
export function serializeJournal(entries: readonly ActivityEntry[]): string {
  return stringifyForStorage(entries)
}

function sortNewestFirst(entries: ActivityEntry[]): ActivityEntry[] {
  return entries.sort((a, b) => b.submittedAtMs - a.submittedAtMs)
}

/**
 * Adds a submitted operation as pending, newest first. The same tx hash is
 * journaled once: a second report keeps the first entry.
 */
export function addJournalEntry(
  entries: readonly ActivityEntry[],
  input: TrackOperationInput,
  nowMs: number,
): readonly ActivityEntry[] {
  if (entries.some((e) => e.txHash === input.txHash)) return entries
  const entry: ActivityEntry = {
    txHash: input.txHash,
    address: input.address,
    protocol: input.protocol,
    payload: input.payload,
    description: input.description,
    status: 'pending',
    submittedAtMs: nowMs,
  }
  return pruneJournal([entry, ...entries])
}

/**
 * Keeps every pending entry and the newest `max` finished ones (by the
 * time they settled): entries only leave by age, never silently.
 */
export function pruneJournal(
  entries: readonly ActivityEntry[],
  max = MAX_FINISHED_ENTRIES,
): readonly ActivityEntry[] {
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
export function clearFinishedEntries(
  entries: readonly ActivityEntry[],
): readonly ActivityEntry[] {
  return entries.filter((e) => e.status === 'pending')
}

export type OperationOutcome = {
  readonly status: IndexerRecordStatus
  readonly errorCode?: IndexerErrorCode
  readonly errInfo?: string
  readonly blockNumber?: number
}

/**
 * The status of one transaction from its indexer rows (a multi-input pair
 * tx has several). No row yet: pending. A transaction is applied atomically
 * (protocol.md §2.3), so one failed row fails it; it is completed only when
 * every row is.
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

/**
 * Applies the indexer's rows to a pending entry. Finished entries never
 * change again (completed and failed are terminal).
 */
export function reconcileJournalEntry(
  entry: ActivityEntry,
  rows: readonly IndexerRecordBase[],
  nowMs: number,
): { readonly entry: ActivityEntry; readonly transition?: ActivityTransition } {
  if (entry.status !== 'pending') return { entry }
  const outcome = getOperationOutcome(rows)
  if (outcome.status === 'pending') return { entry }
  const next: ActivityEntry = {
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
export function mergeStoredJournal(
  ours: readonly ActivityEntry[],
  stored: readonly ActivityEntry[],
): readonly ActivityEntry[] {
  const known = new Set(ours.map((entry) => entry.txHash))
  const missing = stored.filter(
    (entry) => entry.status === 'pending' && !known.has(entry.txHash),
  )
  if (missing.length === 0) return ours
  return sortNewestFirst([...ours, ...missing])
}
