import type { WalletConnectionState } from '@drc20/core'
import type { WalletBalance } from '../balance/parseBalance.js'
import type { ProviderGlobal } from '../provider/findProvider.js'

/**
 * Where the wallet stands (spec §4, wallet-provider.md §5–§8): core's
 * wallet connection states (`transitionWalletConnection`) plus
 * `wrong-network`.
 * - `not-installed`: no provider (yet; see `detecting`);
 * - `installed`: a provider, no connected account;
 * - `connecting`: a connect request is pending in the wallet;
 * - `connected`: an account on livenet;
 * - `locked`: the wallet announced `accountsChanged([])` after an account
 *   was known; actions still work but wait for the unlock popup;
 * - `version-too-low`: `getVersion` missing, failing or below 1.4.3: show
 *   the update modal and block actions (reads keep working);
 * - `wrong-network`: an account on a network other than livenet.
 */
export type WalletStatus = WalletConnectionState | 'wrong-network'

/** The approval currently open in the wallet and how many wait behind it. */
export type PendingApproval = {
  readonly method: string
  readonly queued: number
}

/**
 * An immutable snapshot of the wallet. `getSnapshot()` returns the same
 * object until something in it changes (`useSyncExternalStore` contract).
 */
export type WalletState = {
  readonly status: WalletStatus
  /** `true` while the detection window for a late-injected provider is open. */
  readonly detecting: boolean
  /** Which global the provider was found under. */
  readonly walletType?: ProviderGlobal
  /** The string `getVersion` returned, if any. */
  readonly version?: string
  readonly address?: string
  readonly publicKey?: string
  readonly network?: string
  readonly balance?: WalletBalance
  readonly accounts: readonly string[]
  readonly pendingApproval?: PendingApproval
}

export const INITIAL_WALLET_STATE: WalletState = {
  status: 'not-installed',
  detecting: true,
  accounts: [],
}

/** The inputs the status is derived from, in order of precedence. */
export type WalletStatusInputs = {
  readonly installed: boolean
  readonly versionTooOld: boolean
  readonly connecting: boolean
  readonly hasAccount: boolean
  readonly locked: boolean
  readonly network: string | undefined
}

/** The only network the product supports (wallet-provider.md §8). */
export const SUPPORTED_NETWORK = 'livenet'

/**
 * Derives the status; precedence: not installed, version too old,
 * connecting, no account, locked, wrong network, connected. An unknown
 * network (not read yet) does not count as wrong.
 */
export function getWalletStatus(inputs: WalletStatusInputs): WalletStatus {
  if (!inputs.installed) return 'not-installed'
  if (inputs.versionTooOld) return 'version-too-low'
  if (inputs.connecting) return 'connecting'
  if (!inputs.hasAccount) return 'installed'
  if (inputs.locked) return 'locked'
  if (inputs.network !== undefined && inputs.network !== SUPPORTED_NETWORK) {
    return 'wrong-network'
  }
  return 'connected'
}

function sameBalance(a?: WalletBalance, b?: WalletBalance): boolean {
  if (a === undefined || b === undefined) return a === b
  return (
    a.confirmed === b.confirmed &&
    a.unconfirmed === b.unconfirmed &&
    a.total === b.total
  )
}

/** Field-by-field equality, so unchanged polls keep the same snapshot. */
export function isSameWalletState(a: WalletState, b: WalletState): boolean {
  return (
    a.status === b.status &&
    a.detecting === b.detecting &&
    a.walletType === b.walletType &&
    a.version === b.version &&
    a.address === b.address &&
    a.publicKey === b.publicKey &&
    a.network === b.network &&
    sameBalance(a.balance, b.balance) &&
    a.accounts.length === b.accounts.length &&
    a.accounts.every((account, i) => account === b.accounts[i]) &&
    a.pendingApproval?.method === b.pendingApproval?.method &&
    a.pendingApproval?.queued === b.pendingApproval?.queued
  )
}
