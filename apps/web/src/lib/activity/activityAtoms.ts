import {
  addJournalEntry,
  clearFinishedEntries,
  mergeStoredJournal,
  reconcileJournalEntry,
} from '@drc20/core'
import { atom, type Getter, type Setter } from 'jotai'
import { operationRecordsQueryOptions } from '../query/activityQueries'
import { servicesAtom } from '../services'
import { walletStateAtom } from '../wallet/walletAtoms'
import { getJournalStorageKey, parseJournal, serializeJournal } from './journal'
import type {
  ActivityEntry,
  ActivityTransition,
  TrackOperationInput,
} from './types'

type Journals = Readonly<Record<string, readonly ActivityEntry[]>>

function getStorage(): Storage | undefined {
  try {
    return globalThis.localStorage ?? undefined
  } catch (error) {
    // Storage disabled (privacy mode): the journal lives in memory only.
    console.warn('Activity journal: local storage unavailable', error)
    return undefined
  }
}

function loadJournal(address: string): readonly ActivityEntry[] {
  const storage = getStorage()
  if (!storage) return []
  try {
    return parseJournal(storage.getItem(getJournalStorageKey(address)))
  } catch (error) {
    console.warn('Activity journal: could not be read', error)
    return []
  }
}

/**
 * Writes a journal at once (no debounce: a submitted operation must
 * survive a reload right away), keeping the pending entries another tab
 * journaled since we read.
 */
function persistJournal(address: string, entries: readonly ActivityEntry[]) {
  const storage = getStorage()
  try {
    const key = getJournalStorageKey(address)
    const merged = mergeStoredJournal(
      entries,
      parseJournal(storage?.getItem(key) ?? null),
    )
    storage?.setItem(key, serializeJournal(merged))
  } catch (error) {
    // Quota or disabled storage: the entries stay in memory and on screen.
    console.warn('Activity journal: could not be saved', error)
  }
}

const journalsAtom = atom<Journals>({})
journalsAtom.debugLabel = 'activityJournals'

function readJournal(get: Getter, address: string) {
  return get(journalsAtom)[address] ?? loadJournal(address)
}

function updateJournal(
  get: Getter,
  set: Setter,
  address: string,
  update: (entries: readonly ActivityEntry[]) => readonly ActivityEntry[],
) {
  const current = readJournal(get, address)
  const next = update(current)
  if (next === current && address in get(journalsAtom)) return
  set(journalsAtom, { ...get(journalsAtom), [address]: next })
  if (next !== current) persistJournal(address, next)
}

/** The address whose journal the header shows: the wallet's. */
export const activityAddressAtom = atom((get) => get(walletStateAtom).address)

/** The connected address' operations, newest first. */
export const activityEntriesAtom = atom((get) => {
  const address = get(activityAddressAtom)
  return address === undefined ? [] : readJournal(get, address)
})
activityEntriesAtom.debugLabel = 'activityEntries'

/** How many of them the indexer has not settled yet. */
export const pendingActivityCountAtom = atom(
  (get) =>
    get(activityEntriesAtom).filter((entry) => entry.status === 'pending')
      .length,
)

/**
 * Journals a submitted operation (pending) under its address. Call it
 * after every successful wallet submission, with exactly what was signed.
 */
export const trackOperationAtom = atom(
  null,
  (get, set, input: TrackOperationInput) => {
    updateJournal(get, set, input.address, (entries) =>
      addJournalEntry(entries, {
        ...input,
        status: 'pending',
        submittedAtMs: Date.now(),
      }),
    )
  },
)

/** Drops the connected address' completed and failed entries. */
export const clearFinishedActivityAtom = atom(null, (get, set) => {
  const address = get(activityAddressAtom)
  if (address === undefined) return
  updateJournal(get, set, address, clearFinishedEntries)
})

const reconcilingAtom = atom(false)

/**
 * Asks the indexer about every pending operation (each journal loaded, and
 * the connected address') and settles those it has recorded. Returns the
 * status changes; a failed request leaves its entry pending for the next
 * block. Runs one at a time.
 */
export const reconcileActivityAtom = atom(
  null,
  async (get, set): Promise<readonly ActivityTransition[]> => {
    if (get(reconcilingAtom)) return []
    const addresses = new Set(Object.keys(get(journalsAtom)))
    const current = get(activityAddressAtom)
    if (current !== undefined) addresses.add(current)
    const pending = [...addresses].flatMap((address) =>
      readJournal(get, address).filter((entry) => entry.status === 'pending'),
    )
    if (pending.length === 0) return []
    set(reconcilingAtom, true)
    try {
      const { api, queryClient } = get(servicesAtom)
      const answers = await Promise.all(
        pending.map(async (entry) => ({
          entry,
          rows: await queryClient
            .fetchQuery({
              ...operationRecordsQueryOptions(
                api,
                entry.protocol,
                entry.txHash,
              ),
              staleTime: 0,
            })
            .catch(() => undefined),
        })),
      )
      const nowMs = Date.now()
      const transitions: ActivityTransition[] = []
      for (const { entry, rows } of answers) {
        // A failed request leaves the entry pending for the next block.
        if (rows === undefined) continue
        updateJournal(get, set, entry.address, (entries) => {
          const index = entries.findIndex((e) => e.txHash === entry.txHash)
          const stored = entries[index]
          if (stored === undefined) return entries
          const result = reconcileJournalEntry(stored, rows, nowMs)
          if (!result.transition) return entries
          transitions.push(result.transition)
          return entries.map((e, i) => (i === index ? result.entry : e))
        })
      }
      return transitions
    } finally {
      set(reconcilingAtom, false)
    }
  },
)
