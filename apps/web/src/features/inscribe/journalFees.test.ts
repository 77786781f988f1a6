import { getDrc20WalletCosts } from '@drc20/core'
import { describe, expect, it } from 'vitest'
import type { ActivityEntry } from '../../lib/activity/types'
import { getJournalFees } from './journalFees'

const SENDER = 'DH4dHFDxquBDYYDnEydZ2jpuFAUrG5dmU2'
const OTHER = 'DFbPc9ycKtNzWHFoywLyYGv9TyMSKyzzSm'

const entry = (payload: Record<string, unknown>): ActivityEntry =>
  ({
    txHash: 'a'.repeat(64),
    address: SENDER,
    protocol: 'drc-20',
    payload,
    description: { id: 'x' },
    status: 'pending',
    submittedAtMs: 0,
  }) as ActivityEntry

describe(getJournalFees, () => {
  it('default: a journaled mint is priced as the confirmation priced it', () => {
    const mint = {
      p: 'drc-20',
      op: 'mint',
      tick: 'UNIX',
      amt: '100',
      repeat: 3,
    } as const
    const fees = getJournalFees(entry({ ...mint, feeRate: 2_000_000 }))
    const costs = getDrc20WalletCosts({
      payload: mint,
      sender: SENDER,
      feeRatePerKb: 2_000_000n,
    })
    expect(fees).toEqual({
      feeRatePerKb: 2_000_000n,
      breakdown: costs.breakdown,
    })
  })

  it('behavior: a transfer keeps its recipient in the priced payload', () => {
    const fees = getJournalFees(
      entry({
        p: 'drc-20',
        op: 'transfer',
        tick: 'UNIX',
        amt: '5',
        to: OTHER,
        feeRate: 1_000_000,
      }),
    )
    expect(fees?.breakdown.inscription).toBe(100_000n)
    expect(fees?.breakdown.baseFee).toBe(50_000_000n)
  })

  it.each([
    ['no fee rate', { p: 'drc-20', op: 'mint', tick: 'A', amt: '1' }],
    [
      'a fee rate of 0',
      { p: 'drc-20', op: 'mint', tick: 'A', amt: '1', feeRate: 0 },
    ],
    [
      'a float amount',
      { p: 'drc-20', op: 'mint', tick: 'A', amt: '1.5', feeRate: 1 },
    ],
    ['another protocol', { p: 'pair-v1', op: 'swap', feeRate: 1 }],
    [
      'a transfer without recipient',
      { p: 'drc-20', op: 'transfer', tick: 'A', amt: '1', feeRate: 1 },
    ],
  ])('behavior: %s reads as not available', (_, payload) => {
    expect(getJournalFees(entry(payload))).toBeUndefined()
  })
})
