import {
  transitionWalletConnection,
  type WalletConnectionState,
} from '@drc20/core'
import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import { WALLET_CONNECTION_EVENTS as EVENTS } from '../test/walletConnectionEvents.js'
import {
  createInitialModel,
  createWalletStore,
  reduceWallet,
  toWalletState,
  type WalletAction,
  type WalletModel,
} from './walletStore.js'

const A = 'DPBEgrVmorpgKjRcQdv5W7NNtgEt8uZVGd'
const B = 'D596YFweJQuHY1BbjazZYmAbt8jJPbKehC'

function run(...actions: readonly WalletAction[]): WalletModel {
  return actions.reduce(reduceWallet, createInitialModel(true))
}

const found: WalletAction = { type: 'provider-found', walletType: 'dogeuni' }
const versionOk: WalletAction = {
  type: 'version-read',
  version: '1.4.3',
  supported: true,
}

/** `to` is reachable from `from` in at most two of the machine's steps. */
function reachable(from: WalletConnectionState, to: WalletConnectionState) {
  if (from === to) return true
  return EVENTS.some((first) => {
    const middle = transitionWalletConnection(from, first)
    if (middle.isErr()) return false
    if (middle.value === to) return true
    return EVENTS.some((second) => {
      const end = transitionWalletConnection(middle.value, second)
      return end.isOk() && end.value === to
    })
  })
}

describe(reduceWallet, () => {
  it('default: detected, version read, granted on load: connected', () => {
    const model = run(found, versionOk, {
      type: 'accounts-read',
      accounts: [A],
    })
    expect(toWalletState(model)).toMatchObject({
      status: 'connected',
      detecting: false,
      address: A,
      accounts: [A],
    })
  })

  it('behavior: a connect goes installed → connecting → connected', () => {
    const installed = run(found, versionOk)
    const connecting = reduceWallet(installed, { type: 'connect-started' })
    expect(connecting.connection).toBe('connecting')
    const connected = reduceWallet(connecting, {
      type: 'connect-succeeded',
      accounts: [A],
    })
    expect(connected.connection).toBe('connected')
  })

  it('behavior: a rejected connect is installed again, a locked one locked', () => {
    const rejected = run(
      found,
      { type: 'connect-started' },
      {
        type: 'connect-failed',
        userDisconnected: false,
      },
    )
    expect(rejected.connection).toBe('installed')
    const locked = run(
      found,
      { type: 'accounts-read', accounts: [A] },
      { type: 'accounts-changed', accounts: [] },
      { type: 'connect-started' },
      { type: 'connect-failed', userDisconnected: false },
    )
    expect(toWalletState(locked)).toMatchObject({
      status: 'locked',
      address: A,
    })
  })

  it('behavior: while locked the poll does not unlock, the event does', () => {
    const locked = run(
      found,
      { type: 'accounts-read', accounts: [A] },
      { type: 'accounts-changed', accounts: [] },
      { type: 'accounts-read', accounts: [A] },
    )
    expect(toWalletState(locked)).toMatchObject({
      status: 'locked',
      accounts: [],
    })
    const unlocked = reduceWallet(locked, {
      type: 'accounts-changed',
      accounts: [A],
    })
    expect(unlocked.connection).toBe('connected')
  })

  it('behavior: a connected session on testnet is wrong-network, livenet is not', () => {
    const model = run(found, { type: 'accounts-read', accounts: [A] })
    expect(
      toWalletState(
        reduceWallet(model, { type: 'network-changed', network: 'testnet' }),
      ).status,
    ).toBe('wrong-network')
    expect(toWalletState(model).status).toBe('connected')
  })

  it('behavior: an old version gates everything, account or not', () => {
    const model = run(
      found,
      { type: 'accounts-read', accounts: [A] },
      { type: 'version-read', version: '1.4.2', supported: false },
      { type: 'connect-started' },
    )
    expect(toWalletState(model)).toMatchObject({
      status: 'version-too-low',
      version: '1.4.2',
      address: A,
    })
  })

  it('behavior: another account drops the old account data', () => {
    const model = run(
      found,
      { type: 'accounts-read', accounts: [A] },
      { type: 'public-key-read', publicKey: '02ab' },
      {
        type: 'balance-read',
        balance: { confirmed: 1n, unconfirmed: 0n, total: 1n },
      },
      { type: 'accounts-changed', accounts: [B] },
    )
    expect(model).toMatchObject({ address: B, connection: 'connected' })
    expect(model.publicKey).toBeUndefined()
    expect(model.balance).toBeUndefined()
  })

  it('behavior: disconnect and uninstall clear the account', () => {
    const connected = run(found, { type: 'accounts-read', accounts: [A] })
    const disconnected = reduceWallet(connected, { type: 'disconnected' })
    expect(disconnected).toMatchObject({
      connection: 'installed',
      userDisconnected: true,
      accounts: [],
    })
    expect(
      reduceWallet(disconnected, { type: 'accounts-read', accounts: [A] })
        .address,
    ).toBeUndefined()
    expect(reduceWallet(connected, { type: 'provider-lost' })).toEqual({
      ...createInitialModel(false),
      connection: 'not-installed',
    })
  })

  const actionArbitrary: fc.Arbitrary<WalletAction> = fc.oneof(
    fc.constant<WalletAction>({ type: 'detection-ended' }),
    fc.constant<WalletAction>(found),
    fc.constant<WalletAction>({ type: 'provider-lost' }),
    fc.boolean().map<WalletAction>((supported) => ({
      type: 'version-read',
      version: supported ? '1.4.3' : '1.0.0',
      supported,
    })),
    fc.constant<WalletAction>({ type: 'connect-started' }),
    fc.subarray([A, B], { minLength: 1 }).map<WalletAction>((accounts) => ({
      type: 'connect-succeeded',
      accounts,
    })),
    fc.boolean().map<WalletAction>((userDisconnected) => ({
      type: 'connect-failed',
      userDisconnected,
    })),
    fc.subarray([A, B]).map<WalletAction>((accounts) => ({
      type: 'accounts-changed',
      accounts,
    })),
    fc
      .subarray([A, B])
      .map<WalletAction>((accounts) => ({ type: 'accounts-read', accounts })),
    fc
      .constantFrom('livenet', 'testnet')
      .map<WalletAction>((network) => ({ type: 'network-changed', network })),
    fc.constant<WalletAction>({ type: 'disconnected' }),
    fc.constant<WalletAction>({ type: 'approval-answered' }),
  )

  test.prop([fc.array(actionArbitrary, { maxLength: 40 })])(
    'property: every step is one of core’s machine steps (a granted session is CONNECT then CONNECTED)',
    (actions) => {
      let model = createInitialModel(true)
      for (const action of actions) {
        const next = reduceWallet(model, action)
        expect(
          reachable(model.connection, next.connection),
          `${model.connection} → ${next.connection} on ${action.type}`,
        ).toBe(true)
        if (next.connection !== 'not-installed') {
          expect(
            next.connection === 'connected' || next.connection === 'locked'
              ? next.address
              : A,
          ).toBeDefined()
        }
        model = next
      }
    },
  )
})

describe(createWalletStore, () => {
  it('behavior: notifies only when the snapshot changes, keeping its identity otherwise', () => {
    const store = createWalletStore(true)
    let calls = 0
    store.subscribe(() => calls++)
    const before = store.getSnapshot()
    store.dispatch({ type: 'queue-changed', pending: undefined })
    expect(store.getSnapshot()).toBe(before)
    expect(calls).toBe(0)
    store.dispatch(found)
    expect(store.getSnapshot().status).toBe('installed')
    expect(calls).toBe(1)
  })
})
