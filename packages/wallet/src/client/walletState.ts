import type { WalletConnectionState } from '@drc20/core'
import type { WalletBalance } from '../balance/parseBalance.js'
import type { ProviderGlobal } from '../provider/findProvider.js'

/**
 * Where the wallet stands (docs/product.md §4, docs/wallet.md §5–§8): core's
 * wallet connection states, moved only by `transitionWalletConnection`
 * (see `walletStore.ts`), plus `wrong-network`, a connected session on a
 * network other than livenet.
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
 * An approval the wallet did not answer within the approval timeout. The
 * client keeps listening: a late answer arrives through `onLateAnswer`,
 * and the same request is refused (`SAME_REQUEST_OUTSTANDING`) meanwhile.
 */
export type UnansweredApproval = {
  /** The id the `WALLET_NO_ANSWER` error carried. */
  readonly requestId: number
  readonly method: string
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
  /** Approvals past their timeout that the wallet may still answer. */
  readonly unanswered?: readonly UnansweredApproval[]
}

export const INITIAL_WALLET_STATE: WalletState = {
  status: 'not-installed',
  detecting: true,
  accounts: [],
}

/** The only network the product supports (docs/wallet.md §8). */
export const SUPPORTED_NETWORK = 'livenet'

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
    a.pendingApproval?.queued === b.pendingApproval?.queued &&
    (a.unanswered ?? []).length === (b.unanswered ?? []).length &&
    (a.unanswered ?? []).every(
      (entry, i) => entry.requestId === b.unanswered?.[i]?.requestId,
    )
  )
}
