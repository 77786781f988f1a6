import {
  parseStoredJsonList,
  readJournalEntry,
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

/**
 * Prefix of the keys that keep journal text which could not be read (one
 * key per incident, never overwritten; see `backupUnreadableJournal`).
 */
export function getJournalBackupPrefix(address: string): string {
  return `${getJournalStorageKey(address)}.unreadable.`
}

/** The app's own fields of an entry (core's `readJournalEntry` checks the rest). */
const appFieldsSchema = v.object({
  address: v.pipe(v.string(), v.minLength(1)),
  protocol: v.picklist(TRACKED_PROTOCOLS),
  payload: v.record(v.string(), v.unknown()),
  description: v.object({
    id: v.string(),
    message: v.optional(v.string()),
    comment: v.optional(v.string()),
    values: v.optional(v.record(v.string(), v.unknown())),
  }),
})

/** A stored journal as read: the entries, and the text of what was not. */
export type ReadJournal = {
  /** Newest first. */
  readonly entries: readonly ActivityEntry[]
  /**
   * The stored text of each entry that could not be read, or the whole
   * text when it is not a list: it must be kept aside before the key is
   * written again.
   */
  readonly unreadable: readonly string[]
}

/**
 * Reads a stored journal entry by entry, so that one corrupted entry (a
 * broken number, an unknown status, a hash that is not 64 hex digits)
 * costs only itself; unknown error codes read as `UNKNOWN`.
 */
export function readJournalText(text: string | null): ReadJournal {
  const list = parseStoredJsonList(text)
  if (list.isErr()) {
    const missing = list.error.code === 'MISSING'
    return { entries: [], unreadable: missing ? [] : [String(text)] }
  }
  const entries: ActivityEntry[] = []
  const unreadable = [...list.value.unreadable]
  for (const item of list.value.items) {
    const entry = readJournalEntry(item)
    const fields = entry.isOk()
      ? v.safeParse(appFieldsSchema, entry.value)
      : undefined
    if (entry.isOk() && fields?.success) {
      entries.push({ ...entry.value, ...fields.output } as ActivityEntry)
    } else {
      unreadable.push(stringifyForStorage(item))
    }
  }
  return { entries: sortJournalNewestFirst(entries), unreadable }
}

/** The entries of a stored journal (what could be read), newest first. */
export function parseJournal(text: string | null): readonly ActivityEntry[] {
  return readJournalText(text).entries
}

/** The stored text of a journal (bigints in payloads survive). */
export function serializeJournal(entries: readonly ActivityEntry[]): string {
  return stringifyForStorage(entries)
}

/**
 * Keeps journal text that could not be read under backup keys of its own
 * (`…unreadable.<time>-<n>`), unless an identical backup exists. Returns
 * false when it could not be saved: the journal must not be written then,
 * or the text would be lost.
 */
export function backupUnreadableJournal(
  storage: Storage,
  address: string,
  texts: readonly string[],
  nowMs: number,
): boolean {
  if (texts.length === 0) return true
  const prefix = getJournalBackupPrefix(address)
  try {
    const kept = new Set<string>()
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i)
      if (key?.startsWith(prefix)) kept.add(storage.getItem(key) ?? '')
    }
    texts.forEach((text, index) => {
      if (kept.has(text)) return
      storage.setItem(`${prefix}${nowMs}-${index}`, text)
      kept.add(text)
    })
    return true
  } catch (error) {
    console.warn(
      'Activity journal: unreadable entries could not be kept',
      error,
    )
    return false
  }
}
