import { describe, expect, it } from 'vitest'
import {
  getWalletStatus,
  INITIAL_WALLET_STATE,
  isSameWalletState,
  type WalletStatusInputs,
} from './walletState.js'

const connected: WalletStatusInputs = {
  installed: true,
  versionTooOld: false,
  connecting: false,
  hasAccount: true,
  locked: false,
  network: 'livenet',
}

describe(getWalletStatus, () => {
  it.each<[Partial<WalletStatusInputs>, string]>([
    [{}, 'connected'],
    [{ network: undefined }, 'connected'],
    [{ installed: false }, 'not-installed'],
    [
      { installed: false, versionTooOld: true, connecting: true },
      'not-installed',
    ],
    [{ versionTooOld: true }, 'version-too-low'],
    [{ versionTooOld: true, connecting: true }, 'version-too-low'],
    [{ connecting: true }, 'connecting'],
    [{ connecting: true, hasAccount: false }, 'connecting'],
    [{ hasAccount: false }, 'installed'],
    [{ hasAccount: false, locked: true }, 'installed'],
    [{ locked: true }, 'locked'],
    [{ locked: true, network: 'testnet' }, 'locked'],
    [{ network: 'testnet' }, 'wrong-network'],
    [{ network: 'regtest' }, 'wrong-network'],
  ])('behavior: %j → %s', (patch, status) => {
    expect(getWalletStatus({ ...connected, ...patch })).toBe(status)
  })
})

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
  ])('behavior: %o differs', (patch) => {
    expect(isSameWalletState(state, { ...state, ...patch })).toBe(false)
  })
})
