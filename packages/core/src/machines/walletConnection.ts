import { err, ok, type Result } from 'neverthrow'
import { assertNever, type IllegalTransitionError } from './transitionError.js'

export type WalletConnectionState =
  | 'not-installed'
  | 'installed'
  | 'connecting'
  | 'connected'
  | 'locked'
  | 'version-too-low'

export type WalletConnectionEvent =
  /** The injected provider appeared. */
  | { readonly type: 'DETECTED' }
  /** The provider disappeared: address and balance reset. */
  | { readonly type: 'UNINSTALLED' }
  /** The user clicked connect. */
  | { readonly type: 'CONNECT' }
  | { readonly type: 'CONNECTED' }
  /** WALLET_LOCKED_OR_CLOSED. */
  | { readonly type: 'LOCKED' }
  /** The user rejected the request (4001): silent, back to installed. */
  | { readonly type: 'REJECTED' }
  /** The wallet is older than 1.4.3: show the update modal. */
  | { readonly type: 'VERSION_TOO_LOW' }
  /** After an update, the version check passed. */
  | { readonly type: 'VERSION_OK' }
  | { readonly type: 'DISCONNECTED' }
  /** accountsChanged: with no account left the session is gone. */
  | { readonly type: 'ACCOUNTS_CHANGED'; readonly hasAccount: boolean }

/**
 * Wallet connection (docs/product.md §4): not-installed → installed → connecting →
 * connected | locked, `version-too-low` from any check, uninstalling resets
 * from anywhere. A second CONNECT while connecting is ignored (the spec:
 * clicks are ignored while connecting).
 */
export function transitionWalletConnection(
  state: WalletConnectionState,
  event: WalletConnectionEvent,
): Result<
  WalletConnectionState,
  IllegalTransitionError<WalletConnectionState>
> {
  const illegal = err({
    code: 'ILLEGAL_TRANSITION' as const,
    state,
    event: event.type,
  })
  switch (event.type) {
    case 'UNINSTALLED':
      return ok('not-installed')
    case 'DETECTED':
      return state === 'not-installed' ? ok('installed') : ok(state)
    case 'CONNECT':
      if (state === 'installed' || state === 'locked') return ok('connecting')
      if (state === 'connecting' || state === 'connected') return ok(state)
      return illegal
    case 'CONNECTED':
      return state === 'connecting' || state === 'locked'
        ? ok('connected')
        : illegal
    case 'LOCKED':
      return state === 'connecting' || state === 'connected'
        ? ok('locked')
        : illegal
    case 'REJECTED':
      return state === 'connecting' ? ok('installed') : illegal
    case 'VERSION_TOO_LOW':
      return state === 'not-installed' ? illegal : ok('version-too-low')
    case 'VERSION_OK':
      return state === 'version-too-low' ? ok('installed') : ok(state)
    case 'DISCONNECTED':
      return state === 'connected' || state === 'locked'
        ? ok('installed')
        : illegal
    case 'ACCOUNTS_CHANGED':
      if (state !== 'connected') return ok(state)
      return ok(event.hasAccount ? 'connected' : 'installed')
    default:
      return assertNever(event)
  }
}
