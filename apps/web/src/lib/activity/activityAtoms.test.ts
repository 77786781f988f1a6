import {
  createWdogeDepositPayload,
  createWdogeWithdrawPayload,
  JOURNAL_CHECK_CONCURRENCY,
  JOURNAL_CHECKS_PER_ROUND,
  JOURNAL_NOT_FOUND_AFTER_BLOCKS,
} from '@drc20/core'
import {
  createDevnet,
  type DevnetServer,
  startDevnetServer,
  WALLET_ACCOUNTS,
} from '@drc20/devnet'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createTestApiClient,
  createTestContext,
} from '../../test/createTestContext'
import { LAST_WALLET_ADDRESS_STORAGE_KEY } from '../storage/storageKeys'
import {
  activityEntriesAtom,
  recheckActivityAtom,
  reconcileActivityAtom,
  trackOperationAtom,
} from './activityAtoms'
import {
  getJournalBackupPrefix,
  getJournalStorageKey,
  parseJournal,
  serializeJournal,
} from './journal'
import type { ActivityEntry, TrackOperationInput } from './types'

const ADDRESS = WALLET_ACCOUNTS[2]?.address ?? ''

const hash = (n: number) => n.toString(16).padStart(64, '0')

function input(txHash: string, payload: Record<string, unknown>) {
  return {
    txHash,
    address: ADDRESS,
    protocol: 'wdoge',
    payload,
    description: { id: 'op', message: `op ${txHash.slice(0, 4)}` },
  } satisfies TrackOperationInput
}

function stored() {
  return parseJournal(localStorage.getItem(getJournalStorageKey(ADDRESS)))
}

function backups(): string[] {
  const prefix = getJournalBackupPrefix(ADDRESS)
  return Object.keys(localStorage)
    .filter((key) => key.startsWith(prefix))
    .map((key) => localStorage.getItem(key) ?? '')
}

function pendingEntry(n: number, overrides: Partial<ActivityEntry> = {}) {
  return {
    ...input(hash(n), { p: 'wdoge' }),
    status: 'pending',
    submittedAtMs: n,
    ...overrides,
  } satisfies ActivityEntry
}

describe('trackOperationAtom', () => {
  it('behavior: persisted at once (a reload right after keeps it), bigints intact', () => {
    const store = createTestContext().store
    store.set(trackOperationAtom, input('a'.repeat(64), { amt: 5n }))
    expect(stored()).toMatchObject([
      { txHash: 'a'.repeat(64), status: 'pending', payload: { amt: 5n } },
    ])
  })

  it('behavior: a reload keeps what was journaled before', () => {
    createTestContext().store.set(trackOperationAtom, input('a'.repeat(64), {}))
    // A new page: a fresh store reads the journal back and adds to it.
    createTestContext().store.set(trackOperationAtom, input('b'.repeat(64), {}))
    expect(stored().map((e) => e.txHash[0])).toEqual(['b', 'a'])
  })

  it('behavior: two tabs journaling at once lose nothing', () => {
    const tabA = createTestContext().store
    const tabB = createTestContext().store
    tabB.set(trackOperationAtom, input('c'.repeat(64), {}))
    tabA.set(trackOperationAtom, input('a'.repeat(64), {}))
    // Tab B still holds the journal it read before tab A wrote.
    tabB.set(trackOperationAtom, input('b'.repeat(64), {}))
    expect(
      stored()
        .map((e) => e.txHash[0])
        .sort(),
    ).toEqual(['a', 'b', 'c'])
  })

  it('behavior: unreadable stored text is kept aside, never overwritten', () => {
    localStorage.setItem(getJournalStorageKey(ADDRESS), '[{"txHash":')
    const store = createTestContext().store
    expect(() =>
      store.set(trackOperationAtom, input('c'.repeat(64), {})),
    ).not.toThrow()
    expect(stored().map((e) => e.txHash[0])).toEqual(['c'])
    expect(backups()).toEqual(['[{"txHash":'])
    // A second write finds nothing new to keep aside.
    createTestContext().store.set(trackOperationAtom, input('d'.repeat(64), {}))
    expect(backups()).toHaveLength(1)
  })

  it('behavior: one entry with a broken number costs only itself', () => {
    const good = pendingEntry(1)
    const text = serializeJournal([good]).replace(
      /^\[/,
      `[${JSON.stringify({ ...pendingEntry(2), payload: { amt: { __type: 'bigint', value: '1.5' } } })},`,
    )
    localStorage.setItem(getJournalStorageKey(ADDRESS), text)
    const store = createTestContext().store
    store.set(trackOperationAtom, input(hash(3), {}))
    expect(stored().map((e) => e.txHash)).toEqual(
      [hash(3), hash(1)].sort().reverse(),
    )
    const [kept] = backups()
    expect(JSON.parse(kept ?? '')).toMatchObject({ txHash: hash(2) })
  })

  it('behavior: an unknown error code reads as UNKNOWN, the journal intact', () => {
    localStorage.setItem(
      getJournalStorageKey(ADDRESS),
      serializeJournal([
        pendingEntry(1, {
          status: 'failed',
          // A code this version does not know (stored by a newer one).
          errorCode: 'SOMETHING_NEW' as ActivityEntry['errorCode'],
          errInfo: 'why',
        }),
        pendingEntry(2),
      ]),
    )
    expect(stored().map((e) => [e.txHash, e.errorCode])).toEqual([
      [hash(2), undefined],
      [hash(1), 'UNKNOWN'],
    ])
  })

  it.each([
    ['a short hash', { txHash: 'abc' }],
    ['a hash of another length', { txHash: 'a'.repeat(63) }],
  ])('behavior: %s is refused and kept aside', (_title, overrides) => {
    localStorage.setItem(
      getJournalStorageKey(ADDRESS),
      serializeJournal([pendingEntry(1), pendingEntry(2, overrides)]),
    )
    createTestContext().store.set(trackOperationAtom, input(hash(3), {}))
    expect(stored().map((e) => e.txHash)).toEqual([hash(3), hash(1)])
    expect(backups()).toHaveLength(1)
  })
})

describe('reconcileActivityAtom', () => {
  const devnet = createDevnet({ scale: 'empty' })
  let server: DevnetServer

  beforeAll(async () => {
    server = await startDevnetServer({ devnet: () => devnet, port: 0 })
  })
  afterAll(() => server.close())

  function submit(payload: Record<string, unknown>): string {
    const result = devnet.submit({ address: ADDRESS, payloads: [payload] })
    if (!result.ok) throw new Error(result.error.message)
    return result.txHash
  }

  it('transition: pending until indexed, then completed or failed', async () => {
    const { store } = createTestContext({ apiBaseUrl: server.url })
    const deposit = createWdogeDepositPayload({
      amt: 200_000_000n,
    })._unsafeUnwrap()
    // Below the unwrap minimum: built by hand, as a bad client would.
    const withdraw = {
      ...createWdogeWithdrawPayload({ amt: 100_000_000n })._unsafeUnwrap(),
      amt: '5000',
    }
    const depositHash = submit(deposit)
    const withdrawHash = submit(withdraw)
    store.set(trackOperationAtom, input(depositHash, deposit))
    store.set(trackOperationAtom, input(withdrawHash, withdraw))

    // In the mempool: the indexer knows nothing yet.
    const height = () => devnet.heights().indexHeight
    expect(await store.set(reconcileActivityAtom, height())).toEqual([])

    devnet.mine(2)
    const transitions = await store.set(reconcileActivityAtom, height())
    expect(
      transitions
        .map((t) => [t.entry.txHash, t.from, t.to, t.entry.errorCode])
        .sort(),
    ).toEqual(
      [
        [depositHash, 'pending', 'completed', undefined],
        [withdrawHash, 'pending', 'failed', 'UNWRAP_BELOW_MINIMUM'],
      ].sort(),
    )
    // Settled entries are not asked about again.
    expect(await store.set(reconcileActivityAtom, height() + 1)).toEqual([])
    expect(
      Object.fromEntries(stored().map((e) => [e.txHash, e.status])),
    ).toEqual({ [depositHash]: 'completed', [withdrawHash]: 'failed' })
  })

  it('behavior: 5,000 pending entries: one round of 25 requests, 4 at a time', async () => {
    localStorage.setItem(
      getJournalStorageKey(ADDRESS),
      serializeJournal(
        Array.from({ length: 5_000 }, (_, i) => pendingEntry(i + 1)),
      ),
    )
    const client = createTestApiClient(server.url)
    let requests = 0
    let inFlight = 0
    let most = 0
    const counting = {
      ...client,
      getWdogeOrders: (...args: Parameters<typeof client.getWdogeOrders>) => {
        requests++
        inFlight++
        most = Math.max(most, inFlight)
        return client.getWdogeOrders(...args).map((page) => {
          inFlight--
          return page
        })
      },
    }
    // After a reload, before the wallet answers: the last address' journal.
    localStorage.setItem(LAST_WALLET_ADDRESS_STORAGE_KEY, ADDRESS)
    const { store } = createTestContext({ api: counting })
    expect(store.get(activityEntriesAtom)).toHaveLength(5_000)
    await store.set(reconcileActivityAtom, 10)
    expect(requests).toBe(JOURNAL_CHECKS_PER_ROUND)
    expect(most).toBe(JOURNAL_CHECK_CONCURRENCY)
    // The same block again: those just asked wait for their next block.
    await store.set(reconcileActivityAtom, 10)
    expect(requests).toBe(2 * JOURNAL_CHECKS_PER_ROUND)
    expect(stored().filter((e) => e.status === 'pending')).toHaveLength(5_000)
  })

  it('transition: no row for the stated blocks → not found; check again → pending', async () => {
    const { store, services } = createTestContext({ apiBaseUrl: server.url })
    const start = devnet.heights().indexHeight
    services.queryClient.setQueryData(['block'], {
      info: { indexHeight: start, chainHeight: start },
      consecutiveFailures: 0,
    })
    // Journaled, but never broadcast: the indexer will never have a row.
    store.set(trackOperationAtom, input(hash(7), { p: 'wdoge' }))
    let height = start
    let transitions: readonly unknown[] = []
    while (height < start + JOURNAL_NOT_FOUND_AFTER_BLOCKS) {
      height++
      transitions = await store.set(reconcileActivityAtom, height)
      if (transitions.length > 0) break
    }
    expect(height).toBe(start + JOURNAL_NOT_FOUND_AFTER_BLOCKS)
    expect(transitions).toMatchObject([{ from: 'pending', to: 'not-found' }])
    expect(stored()).toMatchObject([{ txHash: hash(7), status: 'not-found' }])

    services.queryClient.setQueryData(['block'], {
      info: { indexHeight: height, chainHeight: height },
      consecutiveFailures: 0,
    })
    expect(await store.set(recheckActivityAtom, hash(7))).toEqual([])
    expect(stored()).toMatchObject([
      { txHash: hash(7), status: 'pending', watchFromHeight: height },
    ])
  })
})
