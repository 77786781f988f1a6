import { describe, expect, it } from 'vitest'
import type {
  IndexerRecordBase,
  IndexerRecordStatus,
} from '../domain/indexerRecord.js'
import { getOperationOutcome } from './getOperationOutcome.js'
import {
  addJournalEntry,
  clearFinishedEntries,
  type JournalEntry,
  mergeStoredJournal,
  pruneJournal,
  reconcileJournalEntry,
} from './journalEntry.js'

const ADDRESS = 'DPBEgrVmorpgKjRcQdv5W7NNtgEt8uZVGd'
const HASH = 'a'.repeat(64)

type Entry = JournalEntry & { readonly description: string }

function entry(overrides: Partial<Entry> = {}): Entry {
  return {
    txHash: HASH,
    description: 'Wrap 1 DOGE',
    status: 'pending',
    submittedAtMs: 1_000,
    ...overrides,
  }
}

function row(
  status: IndexerRecordStatus,
  errInfo = '',
  txHash = HASH,
): IndexerRecordBase {
  return {
    id: 1,
    orderId: 'o',
    holderAddress: ADDRESS,
    feeAddress: '',
    feeTxHash: '',
    txHash,
    blockNumber: 5_600_010,
    blockHash: '',
    errInfo,
    errorCode:
      errInfo === ''
        ? null
        : errInfo.includes('minimum output')
          ? 'SLIPPAGE'
          : 'UNWRAP_BELOW_MINIMUM',
    orderStatus: status === 'completed' ? 0 : 1,
    status,
    updateDateMs: 0,
    createDateMs: 0,
  }
}

describe(addJournalEntry, () => {
  it('default: a pending entry at the top', () => {
    const first = addJournalEntry([], entry({ submittedAtMs: 5 }))
    const second = addJournalEntry(
      first,
      entry({ txHash: 'b'.repeat(64), submittedAtMs: 6 }),
    )
    expect(second.map((e) => [e.txHash[0], e.status, e.submittedAtMs])).toEqual(
      [
        ['b', 'pending', 6],
        ['a', 'pending', 5],
      ],
    )
  })

  it('behavior: the same tx hash is journaled once', () => {
    const first = addJournalEntry([], entry({ submittedAtMs: 5 }))
    expect(addJournalEntry(first, entry({ submittedAtMs: 9 }))).toBe(first)
  })
})

describe(pruneJournal, () => {
  it('behavior: keeps every pending entry and the newest finished ones', () => {
    const entries = [
      entry({ txHash: 'p1', status: 'pending', submittedAtMs: 1 }),
      entry({ txHash: 'f1', status: 'failed', settledAtMs: 10 }),
      entry({ txHash: 'c1', status: 'completed', settledAtMs: 30 }),
      entry({ txHash: 'c2', status: 'completed', settledAtMs: 20 }),
      entry({ txHash: 'p2', status: 'pending', submittedAtMs: 0 }),
    ]
    expect(pruneJournal(entries, 2).map((e) => e.txHash)).toEqual([
      'p1',
      'c1',
      'c2',
      'p2',
    ])
  })
})

describe(clearFinishedEntries, () => {
  it('behavior: only pending entries stay', () => {
    const entries = [
      entry({ txHash: 'p', status: 'pending' }),
      entry({ txHash: 'c', status: 'completed' }),
      entry({ txHash: 'f', status: 'failed' }),
    ]
    expect(clearFinishedEntries(entries).map((e) => e.txHash)).toEqual(['p'])
  })
})

describe(getOperationOutcome, () => {
  it.each<[string, IndexerRecordBase[], string]>([
    ['no row yet', [], 'pending'],
    ['recorded, not applied', [row('pending')], 'pending'],
    ['applied', [row('completed')], 'completed'],
    ['every input applied', [row('completed'), row('completed')], 'completed'],
    ['one input still pending', [row('completed'), row('pending')], 'pending'],
    [
      'one input failed',
      [row('pending'), row('failed', 'the amount of tokens exceeds the 1')],
      'failed',
    ],
  ])('behavior: %s → %s', (_title, rows, status) => {
    expect(getOperationOutcome(rows).status).toBe(status)
  })
})

describe(reconcileJournalEntry, () => {
  it.each<
    [
      IndexerRecordStatus,
      IndexerRecordBase[],
      IndexerRecordStatus,
      string | undefined,
    ]
  >([
    ['pending', [], 'pending', undefined],
    ['pending', [row('pending')], 'pending', undefined],
    ['pending', [row('completed')], 'completed', undefined],
    [
      'pending',
      [
        row(
          'failed',
          'VerifySwap err: the minimum output less than the limit.',
        ),
      ],
      'failed',
      'SLIPPAGE',
    ],
    [
      'pending',
      [row('failed', 'VerifyWdoge err: the amount of tokens exceeds the 1')],
      'failed',
      'UNWRAP_BELOW_MINIMUM',
    ],
    // Terminal states absorb every later answer.
    ['completed', [row('failed', 'x exceeds the 1')], 'completed', undefined],
    ['failed', [row('completed')], 'failed', undefined],
  ])('transition: %s + %j → %s (%s)', (from, rows, to, errorCode) => {
    const before = entry({ status: from })
    const { entry: after, transition } = reconcileJournalEntry(
      before,
      rows,
      7_000,
    )
    expect(after.status).toBe(to)
    expect(after.errorCode).toBe(errorCode)
    if (from === to) {
      expect(transition).toBeUndefined()
      expect(after).toBe(before)
    } else {
      expect(transition).toEqual({ entry: after, from, to })
      expect(after.settledAtMs).toBe(7_000)
      expect(after.blockNumber).toBe(5_600_010)
    }
  })

  it('behavior: keeps the indexer text of a failure', () => {
    const text = 'VerifyWdoge err: the amount of tokens exceeds the 1'
    const { entry: after } = reconcileJournalEntry(
      entry(),
      [row('failed', text)],
      1,
    )
    expect(after.errInfo).toBe(text)
  })
})

describe(mergeStoredJournal, () => {
  it('behavior: keeps stored pending entries we lack, not cleared finished ones', () => {
    const ours = [entry({ txHash: 'ours', submittedAtMs: 2 })]
    const stored = [
      entry({ txHash: 'other-tab', submittedAtMs: 3 }),
      entry({ txHash: 'cleared', status: 'completed', submittedAtMs: 1 }),
      entry({ txHash: 'ours', submittedAtMs: 2, status: 'failed' }),
    ]
    expect(mergeStoredJournal(ours, stored).map((e) => e.txHash)).toEqual([
      'other-tab',
      'ours',
    ])
    expect(mergeStoredJournal(ours, [])).toBe(ours)
  })
})
