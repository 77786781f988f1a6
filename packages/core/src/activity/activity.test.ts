import { describe, expect, it } from 'vitest'
import type {
  IndexerRecordBase,
  IndexerRecordStatus,
} from '../domain/indexerRecord.js'
import { getOperationOutcome } from './getOperationOutcome.js'
import {
  getJournalCheckDelayBlocks,
  JOURNAL_CHECKS_PER_ROUND,
  JOURNAL_NOT_FOUND_AFTER_BLOCKS,
  selectJournalChecks,
} from './journalChecks.js'
import {
  addJournalEntry,
  clearFinishedEntries,
  getUnlistedPendingEntries,
  mergeStoredJournal,
  pruneJournal,
  recheckJournalEntry,
  reconcileJournalEntry,
} from './journalEntry.js'
import type { JournalEntry } from './journalTypes.js'
import { readJournalEntry } from './readJournalEntry.js'

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

describe(getUnlistedPendingEntries, () => {
  it('behavior: pending entries the rows do not show yet, in journal order', () => {
    const entries = [
      entry({ txHash: 'c'.repeat(64) }),
      entry({ txHash: 'B'.repeat(64) }),
      entry({ txHash: 'a'.repeat(64) }),
      entry({ txHash: 'd'.repeat(64), status: 'completed' }),
    ]
    expect(
      getUnlistedPendingEntries(entries, ['b'.repeat(64)]).map(
        (e) => e.txHash[0],
      ),
    ).toEqual(['c', 'a'])
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
    const { entry: after, transition } = reconcileJournalEntry(before, {
      rows,
      indexHeight: 5_600_011,
      nowMs: 7_000,
    })
    expect(after.status).toBe(to)
    expect(after.errorCode).toBe(errorCode)
    if (from === to) {
      expect(transition).toBeUndefined()
      if (from !== 'pending') expect(after).toBe(before)
    } else {
      expect(transition).toEqual({ entry: after, from, to })
      expect(after.settledAtMs).toBe(7_000)
      expect(after.blockNumber).toBe(5_600_010)
    }
  })

  it('behavior: keeps the indexer text of a failure', () => {
    const text = 'VerifyWdoge err: the amount of tokens exceeds the 1'
    const { entry: after } = reconcileJournalEntry(entry(), {
      rows: [row('failed', text)],
      indexHeight: 5_600_011,
      nowMs: 1,
    })
    expect(after.errInfo).toBe(text)
  })

  it('behavior: no row backs off within the window, then not-found', () => {
    let current = entry({ watchFromHeight: 1_000 })
    const checkedAt: number[] = []
    let height = 1_001
    let transition: unknown
    while (current.status === 'pending') {
      checkedAt.push(height)
      const result = reconcileJournalEntry(current, {
        rows: [],
        indexHeight: height,
        nowMs: height,
      })
      current = result.entry
      transition = result.transition
      height = current.nextCheckHeight ?? height
    }
    // 1, 1, 2, 4, 8, 16 blocks apart, and the last check at the window's end.
    expect(checkedAt).toEqual([
      1_001, 1_002, 1_004, 1_008, 1_016, 1_032, 1_048, 1_060,
    ])
    expect(current).toMatchObject({
      status: 'not-found',
      settledAtMs: 1_000 + JOURNAL_NOT_FOUND_AFTER_BLOCKS,
      missedChecks: 8,
    })
    expect(transition).toEqual({
      entry: current,
      from: 'pending',
      to: 'not-found',
    })
  })

  it('behavior: an entry without a start height starts watching at its first check', () => {
    const { entry: after } = reconcileJournalEntry(entry(), {
      rows: [],
      indexHeight: 500,
      nowMs: 1,
    })
    expect(after).toMatchObject({
      status: 'pending',
      watchFromHeight: 500,
      missedChecks: 1,
      nextCheckHeight: 501,
    })
  })

  it('behavior: a recorded, unapplied row is no longer missing', () => {
    const { entry: after } = reconcileJournalEntry(
      entry({ watchFromHeight: 0, missedChecks: 5 }),
      { rows: [row('pending')], indexHeight: 5_000, nowMs: 1 },
    )
    // Far past the window, yet not "not found": the indexer has seen it.
    expect(after).toMatchObject({ status: 'pending', nextCheckHeight: 5_001 })
  })

  it('behavior: a row that appears late still settles the entry', () => {
    const { entry: after } = reconcileJournalEntry(
      entry({ watchFromHeight: 1_000, missedChecks: 7 }),
      { rows: [row('completed')], indexHeight: 1_059, nowMs: 9 },
    )
    expect(after.status).toBe('completed')
  })
})

describe(recheckJournalEntry, () => {
  it('behavior: a not-found entry is pending again, due now, with a new window', () => {
    const lost = entry({
      status: 'not-found',
      settledAtMs: 5,
      watchFromHeight: 1_000,
      missedChecks: 8,
      nextCheckHeight: 1_060,
    })
    const again = recheckJournalEntry(lost, 2_000)
    expect(again).toEqual({
      ...entry(),
      status: 'pending',
      watchFromHeight: 2_000,
      missedChecks: 0,
      nextCheckHeight: 2_000,
    })
    expect(selectJournalChecks([again], 2_000)).toEqual([again])
  })

  it.each(['pending', 'completed', 'failed'] as const)(
    'behavior: a %s entry is left alone',
    (status) => {
      const before = entry({ status })
      expect(recheckJournalEntry(before, 9)).toBe(before)
    },
  )
})

describe(getJournalCheckDelayBlocks, () => {
  it.each([
    [0, 1],
    [1, 1],
    [2, 2],
    [3, 4],
    [4, 8],
    [5, 16],
    [6, 16],
    [60, 16],
  ])('default: %i missed checks → wait %i blocks', (missed, delay) => {
    expect(getJournalCheckDelayBlocks(missed)).toBe(delay)
  })

  it.each([-1, 1.5, Number.NaN])('behavior: %s is refused', (missed) => {
    expect(() => getJournalCheckDelayBlocks(missed)).toThrow(RangeError)
  })
})

describe(selectJournalChecks, () => {
  it('behavior: only pending entries whose backoff passed, longest waiting first', () => {
    const entries = [
      entry({ txHash: 'later', nextCheckHeight: 11 }),
      entry({ txHash: 'due-9', nextCheckHeight: 9 }),
      entry({ txHash: 'new-old', submittedAtMs: 1 }),
      entry({ txHash: 'done', status: 'completed' }),
      entry({ txHash: 'due-10', nextCheckHeight: 10 }),
      entry({ txHash: 'new-new', submittedAtMs: 2 }),
      entry({ txHash: 'lost', status: 'not-found' }),
    ]
    expect(selectJournalChecks(entries, 10).map((e) => e.txHash)).toEqual([
      'new-new',
      'new-old',
      'due-9',
      'due-10',
    ])
    expect(selectJournalChecks(entries, 10, 2)).toHaveLength(2)
  })

  it('behavior: 5,000 pending entries give one round of at most 25 checks', () => {
    const many = Array.from({ length: 5_000 }, (_, i) =>
      entry({ txHash: String(i), submittedAtMs: i }),
    )
    const round = selectJournalChecks(many, 1)
    expect(round).toHaveLength(JOURNAL_CHECKS_PER_ROUND)
    expect(round[0]?.txHash).toBe('4999')
  })
})

describe(readJournalEntry, () => {
  const stored = {
    txHash: 'AB'.repeat(32),
    status: 'failed',
    submittedAtMs: 1_000,
    description: { id: 'x' },
  }

  it('default: the journal fields are checked, the rest passed through', () => {
    expect(readJournalEntry(stored)._unsafeUnwrap()).toEqual({
      ...stored,
      txHash: 'ab'.repeat(32),
    })
  })

  it.each<[string, unknown, string]>([
    ['not an object', 42, 'NOT_AN_OBJECT'],
    ['a list', [stored], 'NOT_AN_OBJECT'],
    ['null', null, 'NOT_AN_OBJECT'],
    ['a short hash', { ...stored, txHash: 'ab' }, 'txHash'],
    ['a hash with 0x', { ...stored, txHash: `0x${'a'.repeat(62)}` }, 'txHash'],
    ['an unknown status', { ...stored, status: 'exploded' }, 'status'],
    ['a broken time', { ...stored, submittedAtMs: '12' }, 'submittedAtMs'],
    ['a negative time', { ...stored, submittedAtMs: -1 }, 'submittedAtMs'],
  ])('behavior: %s is refused', (_title, value, what) => {
    const error = readJournalEntry(value)._unsafeUnwrapErr()
    expect('field' in error ? error.field : error.code).toBe(what)
  })

  it('behavior: broken optional numbers are dropped, the entry kept', () => {
    const read = readJournalEntry({
      ...stored,
      settledAtMs: 'soon',
      blockNumber: 1.5,
      missedChecks: -2,
      nextCheckHeight: Number.NaN,
      watchFromHeight: 7,
    })._unsafeUnwrap()
    expect(read).not.toHaveProperty('settledAtMs')
    expect(read).not.toHaveProperty('blockNumber')
    expect(read).not.toHaveProperty('missedChecks')
    expect(read).not.toHaveProperty('nextCheckHeight')
    expect(read.watchFromHeight).toBe(7)
  })

  it.each<[unknown, string | undefined]>([
    ['SLIPPAGE', 'SLIPPAGE'],
    ['SOMETHING_NEW', 'UNKNOWN'],
    [42, 'UNKNOWN'],
    [null, undefined],
  ])('behavior: errorCode %j reads as %s', (errorCode, read) => {
    expect(
      readJournalEntry({ ...stored, errorCode, errInfo: 'why' })._unsafeUnwrap()
        .errorCode,
    ).toBe(read)
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
