import {
  parseStoredJson,
  sortJournalNewestFirst,
  stringifyForStorage,
} from '@drc20/core'
import * as v from 'valibot'
import { ACTIVITY_STORAGE_PREFIX } from '../storage/storageKeys'
import { type ActivityEntry, TRACKED_PROTOCOLS } from './types'

/** Local-storage key of one address' journal. */
export function getJournalStorageKey(address: string): string {
  return `${ACTIVITY_STORAGE_PREFIX}v1.${address}`
}

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
  return sortJournalNewestFirst(entries)
}

/** The stored text of a journal (bigints in payloads survive). */
export function serializeJournal(entries: readonly ActivityEntry[]): string {
  return stringifyForStorage(entries)
}
