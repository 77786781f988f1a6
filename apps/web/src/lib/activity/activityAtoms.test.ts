import {
  createWdogeDepositPayload,
  createWdogeWithdrawPayload,
} from '@drc20/core'
import {
  createDevnet,
  type DevnetServer,
  startDevnetServer,
  WALLET_ACCOUNTS,
} from '@drc20/devnet'
import { createStore } from 'jotai'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext } from '../../test/createTestContext'
import { reconcileActivityAtom, trackOperationAtom } from './activityAtoms'
import { getJournalStorageKey, parseJournal } from './journal'
import type { TrackOperationInput } from './types'

const ADDRESS = WALLET_ACCOUNTS[2]?.address ?? ''

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

describe('trackOperationAtom', () => {
  it('behavior: persisted at once (a reload right after keeps it), bigints intact', () => {
    const store = createStore()
    store.set(trackOperationAtom, input('a'.repeat(64), { amt: 5n }))
    expect(stored()).toMatchObject([
      { txHash: 'a'.repeat(64), status: 'pending', payload: { amt: 5n } },
    ])
  })

  it('behavior: a reload keeps what was journaled before', () => {
    createStore().set(trackOperationAtom, input('a'.repeat(64), {}))
    // A new page: a fresh store reads the journal back and adds to it.
    createStore().set(trackOperationAtom, input('b'.repeat(64), {}))
    expect(stored().map((e) => e.txHash[0])).toEqual(['b', 'a'])
  })

  it('behavior: two tabs journaling at once lose nothing', () => {
    const tabA = createStore()
    const tabB = createStore()
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

  it('behavior: corrupted storage is replaced without a crash', () => {
    localStorage.setItem(getJournalStorageKey(ADDRESS), '[{"txHash":')
    const store = createStore()
    expect(() =>
      store.set(trackOperationAtom, input('c'.repeat(64), {})),
    ).not.toThrow()
    expect(stored().map((e) => e.txHash[0])).toEqual(['c'])
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
    expect(await store.set(reconcileActivityAtom)).toEqual([])

    devnet.mine(2)
    const transitions = await store.set(reconcileActivityAtom)
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
    expect(await store.set(reconcileActivityAtom)).toEqual([])
    expect(
      Object.fromEntries(stored().map((e) => [e.txHash, e.status])),
    ).toEqual({ [depositHash]: 'completed', [withdrawHash]: 'failed' })
  })
})
