import type { InjectedProvider } from '../provider/types.js'
import type { ApprovalQueue } from './createApprovalQueue.js'
import type { CallOutcome, ProviderCaller } from './createProviderCaller.js'
import type { OutstandingRequests } from './outstandingRequests.js'
import type { WalletStore } from './walletStore.js'

/**
 * The provider the client talks to, and counters that are bumped whenever
 * the source of truth changes, so late answers to reads started earlier are
 * dropped instead of overwriting newer state.
 */
export type ProviderSession = {
  provider: InjectedProvider | undefined
  providerEpoch: number
  accountsEpoch: number
  networkEpoch: number
  /** Settles once the current provider's version has been read. */
  versionCheck: Promise<void>
  disposed: boolean
}

/** What every action works with; built once by `createWalletClient`. */
export type WalletContext = {
  readonly store: WalletStore
  readonly session: ProviderSession
  readonly caller: ProviderCaller
  readonly queue: ApprovalQueue
  readonly requests: OutstandingRequests
  readonly approvalTimeoutMs: number
  readonly readTimeoutMs: number
  /** Re-reads accounts, network, balance and public key. */
  readonly refresh: () => Promise<void>
  /** Settles when the detection window has ended (at once when it has). */
  readonly waitForDetection: () => Promise<void>
}

/** A safe read (no popup) with the read timeout. */
export function readProvider(
  context: WalletContext,
  target: InjectedProvider,
  method: string,
): Promise<CallOutcome> {
  return context.caller.call(target, method, [], context.readTimeoutMs)
}

export function toAccounts(value: unknown): readonly string[] {
  return Array.isArray(value)
    ? value.filter(
        (item): item is string => typeof item === 'string' && item !== '',
      )
    : []
}
