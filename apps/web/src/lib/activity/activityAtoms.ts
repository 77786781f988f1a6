import type { IndexerRecordBase } from '@drc20/core'
import {
  addJournalEntry,
  clearFinishedEntries,
  JOURNAL_CHECK_CONCURRENCY,
  mergeStoredJournal,
  recheckJournalEntry,
  reconcileJournalEntry,
  selectJournalChecks,
} from '@drc20/core'
import { atom, type Getter, type Setter } from 'jotai'
import { operationRecordsQueryOptions } from '../query/activityQueries'
import { BLOCK_QUERY_KEY, type BlockPoll } from '../query/blockQueries'
import { servicesAtom } from '../services'
import { getLocalStorage } from '../storage/getLocalStorage'
import { lastWalletAddressAtom, walletStateAtom } from '../wallet/walletAtoms'
import {
  backupUnreadableJournal,
  getJournalStorageKey,
  readJournalText,
  serializeJournal,
} from './journal'
import { mapWithConcurrency } from './mapWithConcurrency'
import type {
  ActivityEntry,
  ActivityTransition,
  TrackOperationInput,
} from './types'

type Journals = Readonly<Record<string, readonly ActivityEntry[]>>

/**
 * Reads an address' stored journal entry by entry. What cannot be read is
 * copied aside first (`backupUnreadableJournal`); `writable` is false when
 * that failed, and the key must then be left as it is.
 */
function readStored(
  storage: Storage,
  address: string,
): { readonly entries: readonly ActivityEntry[]; readonly writable: boolean } {
  const read = readJournalText(storage.getItem(getJournalStorageKey(address)))
  if (read.unreadable.length > 0)
    console.warn(
      `Activity journal: ${read.unreadable.length} stored entries could not be read; kept aside`,
    )
  const writable = backupUnreadableJournal(
    storage,
    address,
    read.unreadable,
    Date.now(),
  )
  return { entries: read.entries, writable }
}

function loadJournal(address: string): readonly ActivityEntry[] {
  const storage = getLocalStorage()
  if (!storage) return []
  try {
    return readStored(storage, address).entries
  } catch (error) {
    console.warn('Activity journal: could not be read', error)
    return []
  }
}

/**
 * Writes a journal at once (no debounce: a submitted operation must
 * survive a reload right away), keeping the pending entries another tab
 * journaled since we read. Stored text that cannot be read is kept aside
 * first, never overwritten.
 */
function persistJournal(address: string, entries: readonly ActivityEntry[]) {
  const storage = getLocalStorage()
  if (!storage) return
  try {
    const stored = readStored(storage, address)
    if (!stored.writable) return
    storage.setItem(
      getJournalStorageKey(address),
      serializeJournal(mergeStoredJournal(entries, stored.entries)),
    )
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

/** The index height the header's block poll last read. */
function readIndexHeight(get: Getter): number | undefined {
  return get(servicesAtom).queryClient.getQueryData<BlockPoll>(BLOCK_QUERY_KEY)
    ?.info?.indexHeight
}

/**
 * The address whose journal the header shows: the wallet's, or before the
 * wallet answers (after a reload) the one it last connected with here.
 */
export const activityAddressAtom = atom(
  (get) => get(walletStateAtom).address ?? get(lastWalletAddressAtom),
)

/**
 * True while the journal shown is the last address' and the wallet has
 * not answered yet: it can be read, not changed.
 */
export const activityReadOnlyAtom = atom(
  (get) =>
    get(walletStateAtom).address === undefined &&
    get(activityAddressAtom) !== undefined,
)

/** The shown address' operations, newest first. */
export const activityEntriesAtom = atom((get) => {
  const address = get(activityAddressAtom)
  return address === undefined ? [] : readJournal(get, address)
})
activityEntriesAtom.debugLabel = 'activityEntries'

/**
 * A read-only view of one address' journal (for a page's own history),
 * newest first. Make it once per address (`useMemo`).
 */
export function createJournalAtom(address: string) {
  return atom((get) => readJournal(get, address))
}

/** How many of them the indexer has not settled yet. */
export const pendingActivityCountAtom = atom(
  (get) =>
    get(activityEntriesAtom).filter((entry) => entry.status === 'pending')
      .length,
)

/**
 * Journals a submitted operation (pending) under its address, written to
 * storage at once. Call it after every successful wallet submission, with
 * exactly what was signed. It is first checked at the next block.
 */
export const trackOperationAtom = atom(
  null,
  (get, set, input: TrackOperationInput) => {
    const indexHeight = readIndexHeight(get)
    updateJournal(get, set, input.address, (entries) =>
      addJournalEntry(entries, {
        ...input,
        txHash: input.txHash.toLowerCase(),
        status: 'pending',
        submittedAtMs: Date.now(),
        ...(indexHeight === undefined
          ? {}
          : { watchFromHeight: indexHeight, nextCheckHeight: indexHeight + 1 }),
      }),
    )
  },
)

/** Drops the connected address' completed, failed and not-found entries. */
export const clearFinishedActivityAtom = atom(null, (get, set) => {
  if (get(activityReadOnlyAtom)) return
  const address = get(activityAddressAtom)
  if (address === undefined) return
  updateJournal(get, set, address, clearFinishedEntries)
})

const reconcilingAtom = atom(false)

/** Every journal loaded in this page, and the shown address'. */
function journalAddresses(get: Getter): string[] {
  const addresses = new Set(Object.keys(get(journalsAtom)))
  const current = get(activityAddressAtom)
  if (current !== undefined) addresses.add(current)
  return [...addresses]
}

/**
 * Asks the indexer about the pending operations that are due at
 * `indexHeight` (each journal loaded, and the shown address'): at most
 * `JOURNAL_CHECKS_PER_ROUND` per block, `JOURNAL_CHECK_CONCURRENCY` at a
 * time, each entry backing off while the indexer has no row for it and
 * marked not-found after `JOURNAL_NOT_FOUND_AFTER_BLOCKS` (core's rules).
 * Returns the status changes; a failed request leaves its entry as it was
 * for the next block. Runs one at a time.
 */
export const reconcileActivityAtom = atom(
  null,
  async (
    get,
    set,
    indexHeight: number,
  ): Promise<readonly ActivityTransition[]> => {
    if (get(reconcilingAtom)) return []
    const due = selectJournalChecks(
      journalAddresses(get).flatMap((address) => readJournal(get, address)),
      indexHeight,
    )
    if (due.length === 0) return []
    set(reconcilingAtom, true)
    try {
      const { api, queryClient } = get(servicesAtom)
      const answers = await mapWithConcurrency(
        due,
        JOURNAL_CHECK_CONCURRENCY,
        async (entry) => ({
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
            .catch((): readonly IndexerRecordBase[] | undefined => undefined),
        }),
      )
      const nowMs = Date.now()
      const transitions: ActivityTransition[] = []
      const byAddress = new Map<
        string,
        Map<string, readonly IndexerRecordBase[]>
      >()
      for (const { entry, rows } of answers) {
        // A failed request leaves the entry as it was for the next block.
        if (rows === undefined) continue
        const rowsByHash = byAddress.get(entry.address) ?? new Map()
        rowsByHash.set(entry.txHash, rows)
        byAddress.set(entry.address, rowsByHash)
      }
      for (const [address, rowsByHash] of byAddress) {
        updateJournal(get, set, address, (entries) =>
          entries.map((stored) => {
            const rows = rowsByHash.get(stored.txHash)
            if (rows === undefined) return stored
            const result = reconcileJournalEntry(stored, {
              rows,
              indexHeight,
              nowMs,
            })
            if (result.transition) transitions.push(result.transition)
            return result.entry
          }),
        )
      }
      return transitions
    } finally {
      set(reconcilingAtom, false)
    }
  },
)

/**
 * "Check again" on an operation marked not found: it is pending once more
 * for another window and asked about at once. Returns what that check
 * found.
 */
export const recheckActivityAtom = atom(
  null,
  async (get, set, txHash: string): Promise<readonly ActivityTransition[]> => {
    const indexHeight = readIndexHeight(get)
    if (indexHeight === undefined) return []
    for (const address of journalAddresses(get)) {
      if (!readJournal(get, address).some((e) => e.txHash === txHash)) continue
      updateJournal(get, set, address, (entries) =>
        entries.map((entry) =>
          entry.txHash === txHash
            ? recheckJournalEntry(entry, indexHeight)
            : entry,
        ),
      )
    }
    return set(reconcileActivityAtom, indexHeight)
  },
)
