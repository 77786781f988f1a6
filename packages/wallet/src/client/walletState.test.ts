import { describe, expect, it } from 'vitest'
import { INITIAL_WALLET_STATE, isSameWalletState } from './walletState.js'

describe(isSameWalletState, () => {
  const balance = { confirmed: 1n, unconfirmed: 0n, total: 1n }
  const state = {
    ...INITIAL_WALLET_STATE,
    accounts: ['a'],
    address: 'a',
    balance,
  }

  it('behavior: equal by value, not by identity', () => {
    expect(
      isSameWalletState(state, {
        ...state,
        accounts: ['a'],
        balance: { ...balance },
      }),
    ).toBe(true)
  })

  it.each([
    [{ accounts: ['b'] }],
    [{ accounts: [] }],
    [{ balance: { ...balance, total: 2n } }],
    [{ balance: undefined }],
    [{ pendingApproval: { method: 'createSwap', queued: 0 } }],
    [{ status: 'locked' as const }],
    [{ detecting: false }],
    [{ unanswered: [{ requestId: 1, method: 'createSwap' }] }],
  ])('behavior: %o differs', (patch) => {
    expect(isSameWalletState(state, { ...state, ...patch })).toBe(false)
  })
})
