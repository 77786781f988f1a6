import { describe, expect, it } from 'vitest'
import { parseJournal, serializeJournal } from './journal'
import type { ActivityEntry, TrackOperationInput } from './types'

const ADDRESS = 'DPBEgrVmorpgKjRcQdv5W7NNtgEt8uZVGd'
const HASH = 'a'.repeat(64)

function input(overrides: Partial<TrackOperationInput> = {}) {
  return {
    txHash: HASH,
    address: ADDRESS,
    protocol: 'wdoge',
    payload: { p: 'wdoge', op: 'deposit', amt: '100000000' },
    description: { id: 'wrap', message: 'Wrap 1 DOGE' },
    ...overrides,
  } satisfies TrackOperationInput
}

function entry(overrides: Partial<ActivityEntry> = {}): ActivityEntry {
  return { ...input(), status: 'pending', submittedAtMs: 1_000, ...overrides }
}

describe(parseJournal, () => {
  it('behavior: round-trips entries with bigints in the payload', () => {
    const entries = [entry({ payload: { p: 'wdoge', amt: 10n ** 30n } })]
    expect(parseJournal(serializeJournal(entries))).toEqual(entries)
  })

  it.each([
    ['nothing stored', null],
    ['not JSON', '{oops'],
    ['not a list', '{"txHash":"x"}'],
    ['a broken bigint tag', '[{"__type":"bigint","value":"1.5"}]'],
  ])('behavior: %s gives an empty journal', (_title, text) => {
    expect(parseJournal(text)).toEqual([])
  })

  it('behavior: drops only the corrupted entries, newest first', () => {
    const good = entry({ txHash: 'b'.repeat(64), submittedAtMs: 2_000 })
    const older = entry({ submittedAtMs: 1_000 })
    const text = JSON.stringify([
      older,
      { ...good, status: 'exploded' },
      { txHash: 'c' },
      42,
      null,
      good,
    ])
    expect(parseJournal(text)).toEqual([good, older])
  })
})
