import {
  transitionWalletConnection,
  type WalletConnectionEvent,
  type WalletConnectionState,
} from '@drc20/core'
import type { WalletBalance } from '../balance/parseBalance.js'
import type { ProviderGlobal } from '../provider/findProvider.js'
import {
  isSameWalletState,
  type PendingApproval,
  SUPPORTED_NETWORK,
  type UnansweredApproval,
  type WalletState,
} from './walletState.js'

/**
 * What the store keeps. The lifecycle lives in one field, `connection`,
 * and only core's `transitionWalletConnection` moves it; everything else
 * is data the snapshot shows beside it.
 */
export type WalletModel = {
  readonly connection: WalletConnectionState
  readonly detecting: boolean
  readonly walletType?: ProviderGlobal
  readonly version?: string
  /** The account the session is about; kept while locked. */
  readonly address?: string
  /** What the wallet last reported (`[]` while locked). */
  readonly accounts: readonly string[]
  readonly publicKey?: string
  readonly network?: string
  readonly balance?: WalletBalance
  /** The user pressed disconnect: the poll must not bring the account back. */
  readonly userDisconnected: boolean
  readonly pendingApproval?: PendingApproval
  readonly unanswered: readonly UnansweredApproval[]
}

/** Everything that can happen to the wallet, as the client reports it. */
export type WalletAction =
  | { readonly type: 'detection-ended' }
  | { readonly type: 'provider-found'; readonly walletType: ProviderGlobal }
  | { readonly type: 'provider-lost' }
  | {
      readonly type: 'version-read'
      readonly version: string | undefined
      readonly supported: boolean
    }
  /** A connect request is about to go to the wallet. */
  | { readonly type: 'connect-started' }
  | {
      readonly type: 'connect-succeeded'
      readonly accounts: readonly string[]
    }
  /** The connect request ended without an account (rejected or failed). */
  | { readonly type: 'connect-failed'; readonly userDisconnected: boolean }
  /** `accountsChanged` from the provider. */
  | { readonly type: 'accounts-changed'; readonly accounts: readonly string[] }
  /** A `getAccounts` read (poll, focus, pre-send check). */
  | { readonly type: 'accounts-read'; readonly accounts: readonly string[] }
  | { readonly type: 'network-changed'; readonly network: string }
  | {
      readonly type: 'balance-read'
      readonly balance: WalletBalance | undefined
    }
  | { readonly type: 'public-key-read'; readonly publicKey: string }
  /** The user pressed disconnect. */
  | { readonly type: 'disconnected' }
  /** An approval call went through, so the wallet is unlocked. */
  | { readonly type: 'approval-answered' }
  | {
      readonly type: 'queue-changed'
      readonly pending: PendingApproval | undefined
    }
  | {
      readonly type: 'unanswered-changed'
      readonly unanswered: readonly UnansweredApproval[]
    }

export function createInitialModel(detecting: boolean): WalletModel {
  return {
    connection: 'not-installed',
    detecting,
    accounts: [],
    userDisconnected: false,
    unanswered: [],
  }
}

/**
 * Applies core's machine events in order. An event the machine refuses in
 * the current state leaves it where it is: the data still changes, the
 * lifecycle does not jump.
 */
function advance(
  state: WalletConnectionState,
  ...events: readonly WalletConnectionEvent[]
): WalletConnectionState {
  let current = state
  for (const event of events) {
    const next = transitionWalletConnection(current, event)
    if (next.isOk()) current = next.value
  }
  return current
}

function withoutAccount(model: WalletModel): WalletModel {
  const {
    address: _address,
    publicKey: _publicKey,
    balance: _balance,
    ...rest
  } = model
  return { ...rest, accounts: [] }
}

/** A new first account drops the data read for the previous one. */
function withAccounts(
  model: WalletModel,
  accounts: readonly string[],
): WalletModel {
  const address = accounts[0]
  if (address === undefined) return withoutAccount(model)
  if (address === model.address) return { ...model, accounts }
  const { publicKey: _publicKey, balance: _balance, ...rest } = model
  return { ...rest, accounts, address }
}

/**
 * The machine's way to a session the wallet already granted (on load, or
 * when another tab connected it): a connect that needs no popup.
 */
const GRANTED: readonly WalletConnectionEvent[] = [
  { type: 'CONNECT' },
  { type: 'CONNECTED' },
]

export function reduceWallet(
  model: WalletModel,
  action: WalletAction,
): WalletModel {
  const state = model.connection
  switch (action.type) {
    case 'detection-ended':
      return { ...model, detecting: false }
    case 'provider-found':
      return {
        ...model,
        detecting: false,
        walletType: action.walletType,
        connection: advance(state, { type: 'DETECTED' }),
      }
    case 'provider-lost': {
      // Uninstalling resets address and balance (docs/product.md §4).
      const {
        walletType: _walletType,
        version: _version,
        network: _network,
        ...rest
      } = withoutAccount(model)
      return {
        ...rest,
        userDisconnected: false,
        connection: advance(state, { type: 'UNINSTALLED' }),
      }
    }
    case 'version-read': {
      const { version: _version, ...rest } = model
      return {
        ...rest,
        ...(action.version === undefined ? {} : { version: action.version }),
        connection: advance(state, {
          type: action.supported ? 'VERSION_OK' : 'VERSION_TOO_LOW',
        }),
      }
    }
    case 'connect-started':
      return { ...model, connection: advance(state, { type: 'CONNECT' }) }
    case 'connect-succeeded': {
      const next = withAccounts(
        { ...model, userDisconnected: false },
        action.accounts,
      )
      return {
        ...next,
        connection:
          state === 'installed'
            ? advance(state, ...GRANTED)
            : advance(state, { type: 'CONNECTED' }),
      }
    }
    case 'connect-failed': {
      if (state !== 'connecting') {
        return { ...model, userDisconnected: action.userDisconnected }
      }
      // Back to where the click came from: a known account was locked
      // (connect starts only from installed or locked), none is installed.
      return {
        ...model,
        userDisconnected: action.userDisconnected,
        connection: advance(state, {
          type: model.address === undefined ? 'REJECTED' : 'LOCKED',
        }),
      }
    }
    case 'accounts-changed': {
      if (model.userDisconnected) return model
      if (action.accounts.length === 0) {
        // Locked (or the site was disconnected): keep the address on
        // screen, the event is the authority until the next non-empty one.
        if (model.address === undefined) return model
        return {
          ...model,
          accounts: [],
          connection: advance(state, { type: 'LOCKED' }),
        }
      }
      const next = withAccounts(model, action.accounts)
      return { ...next, connection: toAccount(state) }
    }
    case 'accounts-read': {
      if (model.userDisconnected) return model
      if (action.accounts.length === 0) {
        // getAccounts answers [] only when the site lost its permission, so
        // that clears the account even while locked.
        const next = withoutAccount(model)
        if (state === 'connected') {
          return {
            ...next,
            connection: advance(state, {
              type: 'ACCOUNTS_CHANGED',
              hasAccount: false,
            }),
          }
        }
        if (state === 'locked') {
          return {
            ...next,
            connection: advance(state, { type: 'DISCONNECTED' }),
          }
        }
        return next
      }
      // While locked, the last `accountsChanged([])` stays the authority:
      // 1.0.x still answers getAccounts with the address.
      if (state === 'locked') return model
      const next = withAccounts(model, action.accounts)
      // A connect in progress ends with its own answer.
      if (state === 'connecting') return next
      return { ...next, connection: toAccount(state) }
    }
    case 'network-changed': {
      if (action.network === model.network) return model
      const { balance: _balance, ...rest } = model
      return { ...rest, network: action.network }
    }
    case 'balance-read': {
      const { balance: _balance, ...rest } = model
      return action.balance === undefined
        ? rest
        : { ...rest, balance: action.balance }
    }
    case 'public-key-read':
      return { ...model, publicKey: action.publicKey }
    case 'disconnected':
      return {
        ...withoutAccount(model),
        userDisconnected: true,
        connection: advance(state, { type: 'DISCONNECTED' }),
      }
    case 'approval-answered':
      if (state !== 'locked') return model
      return {
        ...model,
        accounts: model.address === undefined ? [] : [model.address],
        connection: advance(state, { type: 'CONNECTED' }),
      }
    case 'queue-changed': {
      const { pendingApproval: _pending, ...rest } = model
      return action.pending === undefined
        ? rest
        : { ...rest, pendingApproval: action.pending }
    }
    case 'unanswered-changed':
      return { ...model, unanswered: action.unanswered }
  }
}

/** The machine's step for "the wallet reports an account". */
function toAccount(state: WalletConnectionState): WalletConnectionState {
  switch (state) {
    case 'installed':
      return advance(state, ...GRANTED)
    case 'locked':
      return advance(state, { type: 'CONNECTED' })
    case 'connected':
      return advance(state, { type: 'ACCOUNTS_CHANGED', hasAccount: true })
    default:
      return state
  }
}

/**
 * The snapshot of a model. `wrong-network` is not a lifecycle state: it is
 * a connected session on a network other than livenet (an unknown network,
 * not read yet, does not count as wrong).
 */
export function toWalletState(model: WalletModel): WalletState {
  const wrongNetwork =
    model.connection === 'connected' &&
    model.network !== undefined &&
    model.network !== SUPPORTED_NETWORK
  return {
    status: wrongNetwork ? 'wrong-network' : model.connection,
    detecting: model.detecting,
    accounts: model.accounts,
    ...(model.walletType === undefined ? {} : { walletType: model.walletType }),
    ...(model.version === undefined ? {} : { version: model.version }),
    ...(model.address === undefined ? {} : { address: model.address }),
    ...(model.publicKey === undefined ? {} : { publicKey: model.publicKey }),
    ...(model.network === undefined ? {} : { network: model.network }),
    ...(model.balance === undefined ? {} : { balance: model.balance }),
    ...(model.pendingApproval === undefined
      ? {}
      : { pendingApproval: model.pendingApproval }),
    ...(model.unanswered.length === 0 ? {} : { unanswered: model.unanswered }),
  }
}

export type WalletStore = {
  readonly getModel: () => WalletModel
  readonly getSnapshot: () => WalletState
  readonly dispatch: (action: WalletAction) => void
  readonly subscribe: (listener: () => void) => () => void
  readonly clear: () => void
}

/**
 * A `subscribe`/`getSnapshot` store over {@link reduceWallet}. The snapshot
 * keeps its identity until a field changes (`useSyncExternalStore`).
 */
export function createWalletStore(detecting: boolean): WalletStore {
  const listeners = new Set<() => void>()
  let model = createInitialModel(detecting)
  let snapshot = toWalletState(model)
  return {
    getModel: () => model,
    getSnapshot: () => snapshot,
    dispatch: (action) => {
      model = reduceWallet(model, action)
      const next = toWalletState(model)
      if (isSameWalletState(snapshot, next)) return
      snapshot = next
      for (const listener of [...listeners]) listener()
    },
    subscribe: (listener) => {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    clear: () => listeners.clear(),
  }
}
