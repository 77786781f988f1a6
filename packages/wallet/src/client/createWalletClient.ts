import {
  type InscriptionPayload,
  isWalletVersionSupported,
  WALLET_POLL_MS,
} from '@drc20/core'
import type { ResultAsync } from 'neverthrow'
import type { WalletBalance } from '../balance/parseBalance.js'
import type { WalletError } from '../errors/walletError.js'
import type { DogeSend } from '../payload/validateDogeSend.js'
import { findProvider } from '../provider/findProvider.js'
import type {
  InjectedProvider,
  WalletHost,
  WalletTimers,
} from '../provider/types.js'
import { type ConnectResult, createConnect } from './actions/connect.js'
import { disconnect } from './actions/disconnect.js'
import { getBalance, getNetwork } from './actions/readAccount.js'
import { createRefresh } from './actions/refresh.js'
import { sendDogecoin } from './actions/sendDogecoin.js'
import { type SignMessageResult, signMessage } from './actions/signMessage.js'
import {
  type SendOptions,
  type SubmitResult,
  submitPayload,
} from './actions/submitPayload.js'
import { createApprovalQueue } from './createApprovalQueue.js'
import {
  APPROVAL_TIMEOUT_MS,
  createProviderCaller,
  READ_TIMEOUT_MS,
  VERSION_TIMEOUT_MS,
} from './createProviderCaller.js'
import { DETECTION_WINDOW_MS, detectProvider } from './detectProvider.js'
import { getGlobalTimers } from './getGlobalTimers.js'
import {
  createOutstandingRequests,
  type LateAnswer,
} from './outstandingRequests.js'
import {
  type ProviderSession,
  toAccounts,
  type WalletContext,
} from './walletContext.js'
import type { WalletState } from './walletState.js'
import { createWalletStore } from './walletStore.js'

export type { ConnectResult } from './actions/connect.js'
export type { SignMessageResult } from './actions/signMessage.js'
export type { SendOptions, SubmitResult } from './actions/submitPayload.js'

export type CreateWalletClientParameters = {
  /** The window-like object to find the provider on; `globalThis` when it looks like a browser window. */
  readonly host?: WalletHost
  readonly setTimeout?: WalletTimers['setTimeout']
  readonly clearTimeout?: WalletTimers['clearTimeout']
  readonly setInterval?: WalletTimers['setInterval']
  readonly clearInterval?: WalletTimers['clearInterval']
  readonly pollIntervalMs?: number
  readonly detectionWindowMs?: number
  readonly approvalTimeoutMs?: number
  readonly readTimeoutMs?: number
}

type PayloadFor<P extends InscriptionPayload['p']> = Extract<
  InscriptionPayload,
  { readonly p: P }
>

/** What each operation accepts: the output of core's payload builders. */
export type Drc20Payload = PayloadFor<'drc-20'>
export type TradePayload = PayloadFor<'order-v1' | 'order-v2'>
export type SwapPayload = PayloadFor<'pair-v1' | 'pair-v2' | 'wdoge'>
export type StakePayload = PayloadFor<'stake-v1'>
export type BoxPayload = PayloadFor<'box-v1'>
export type NftPayload = PayloadFor<'nft/ai' | 'file'>

export type WalletClient = {
  readonly getSnapshot: () => WalletState
  /** Calls `listener` after every change of the snapshot; returns the unsubscribe. */
  readonly subscribe: (listener: () => void) => () => void
  /** `requestAccounts`; while one is pending, returns that same request. */
  readonly connect: () => ResultAsync<ConnectResult, WalletError>
  /** Forgets the account locally (the extension has no disconnect method). */
  readonly disconnect: () => void
  /** Re-reads accounts, network, balance and public key now. */
  readonly refresh: () => Promise<void>
  /**
   * Removes every listener, clears every timer, settles queued requests;
   * late answers are no longer listened to.
   */
  readonly dispose: () => void
  /** A DRC-20 deploy/mint/transfer payload, or a plain DOGE payment. */
  readonly sendDogecoin: (
    input: Drc20Payload | DogeSend,
    options?: SendOptions,
  ) => ResultAsync<SubmitResult, WalletError>
  /** order-v1 / order-v2. */
  readonly sendTrade: (
    payload: TradePayload,
  ) => ResultAsync<SubmitResult, WalletError>
  /** pair-v1 / pair-v2 / wdoge. */
  readonly createSwap: (
    payload: SwapPayload,
  ) => ResultAsync<SubmitResult, WalletError>
  /** stake-v1. */
  readonly createLp: (
    payload: StakePayload,
  ) => ResultAsync<SubmitResult, WalletError>
  /** box-v1. */
  readonly sendBox: (
    payload: BoxPayload,
  ) => ResultAsync<SubmitResult, WalletError>
  /** nft/ai, file transfer. */
  readonly sendNft: (
    payload: NftPayload,
    options?: SendOptions,
  ) => ResultAsync<SubmitResult, WalletError>
  readonly signMessage: (
    text: string,
    type?: 'ecdsa' | 'bip322-simple',
  ) => ResultAsync<SignMessageResult, WalletError>
  /** Reads the balance now (safe, no popup) and stores it in the snapshot. */
  readonly getBalance: () => ResultAsync<WalletBalance | undefined, WalletError>
  /** Reads the network now (safe, no popup) and stores it in the snapshot. */
  readonly getNetwork: () => ResultAsync<string, WalletError>
  /**
   * Calls `listener` when the wallet answers a request after its approval
   * timeout ended it with `WALLET_NO_ANSWER` (a late tx hash, a late
   * rejection, …); returns the unsubscribe. Journal a late `submitted`
   * answer and tell the user: the wallet did send it.
   */
  readonly onLateAnswer: (listener: (answer: LateAnswer) => void) => () => void
  /**
   * Stops refusing the identical request of an unanswered one (after the
   * user checked the wallet and wants to send again). Its late answer, if
   * it ever comes, is still reported. `false` when no such request waits.
   */
  readonly forgetUnanswered: (requestId: number) => boolean
}

type BrowserLike = WalletHost & { readonly window?: unknown }

function getDefaultHost(): WalletHost | undefined {
  const candidate = globalThis as BrowserLike
  return candidate.window === globalThis &&
    typeof candidate.addEventListener === 'function'
    ? candidate
    : undefined
}

/**
 * The wallet client. It wires together the store (`walletStore.ts`: a
 * reducer over core's wallet-connection machine), provider detection
 * (`detectProvider.ts`, including late injection), the provider's events,
 * the 1 s poll and window focus, the version gate, and one action per file
 * in `actions/`, all approvals serialised through one queue. Works without
 * a window (server side, tests): it then stays `not-installed` and starts
 * no timers.
 */
export function createWalletClient(
  parameters: CreateWalletClientParameters = {},
): WalletClient {
  const host = parameters.host ?? getDefaultHost()
  const globalTimers = getGlobalTimers()
  const timers: WalletTimers = {
    setTimeout: parameters.setTimeout ?? globalTimers.setTimeout,
    clearTimeout: parameters.clearTimeout ?? globalTimers.clearTimeout,
    setInterval: parameters.setInterval ?? globalTimers.setInterval,
    clearInterval: parameters.clearInterval ?? globalTimers.clearInterval,
  }

  const store = createWalletStore(host !== undefined)
  const session: ProviderSession = {
    provider: undefined,
    providerEpoch: 0,
    accountsEpoch: 0,
    networkEpoch: 0,
    versionCheck: Promise.resolve(),
    disposed: false,
  }
  const queue = createApprovalQueue((pending) =>
    store.dispatch({ type: 'queue-changed', pending }),
  )
  const caller = createProviderCaller(timers, host)
  const requests = createOutstandingRequests((unanswered) =>
    store.dispatch({ type: 'unanswered-changed', unanswered }),
  )
  const refresh = createRefresh(() => context)
  // Assigned below, once detection has its first look.
  let waitForDetection: () => Promise<void> = () => Promise.resolve()
  const context: WalletContext = {
    store,
    session,
    caller,
    queue,
    requests,
    approvalTimeoutMs: parameters.approvalTimeoutMs ?? APPROVAL_TIMEOUT_MS,
    readTimeoutMs: parameters.readTimeoutMs ?? READ_TIMEOUT_MS,
    refresh,
    waitForDetection: () => waitForDetection(),
  }

  // ---- provider events (docs/wallet.md §5): handlers keep one identity for removeListener

  const onAccountsChanged = (payload: unknown): void => {
    session.accountsEpoch++
    const before = store.getModel()
    store.dispatch({ type: 'accounts-changed', accounts: toAccounts(payload) })
    if (!before.userDisconnected && toAccounts(payload).length > 0) {
      void refresh()
    }
  }

  const onNetworkChanged = (payload: unknown): void => {
    if (typeof payload !== 'string') return
    session.networkEpoch++
    store.dispatch({ type: 'network-changed', network: payload })
    store.dispatch({ type: 'balance-read', balance: undefined })
    void refresh()
  }

  const listen = (target: InjectedProvider, on: boolean): void => {
    const member = on
      ? target.on
      : typeof target.removeListener === 'function'
        ? target.removeListener
        : target.off
    if (typeof member !== 'function') return
    member.call(target, 'accountsChanged', onAccountsChanged)
    member.call(target, 'networkChanged', onNetworkChanged)
  }

  const detachProvider = (): void => {
    const previous = session.provider
    if (previous === undefined) return
    listen(previous, false)
    session.provider = undefined
    session.providerEpoch++
    session.accountsEpoch++
    session.networkEpoch++
    caller.abortAll('PROVIDER_GONE')
    requests.clear()
    store.dispatch({ type: 'provider-lost' })
  }

  const checkVersion = async (target: InjectedProvider): Promise<void> => {
    const epoch = session.providerEpoch
    // Missing, failing or timing out all count as too old (docs/wallet.md §7).
    const outcome = await caller.call(
      target,
      'getVersion',
      [],
      VERSION_TIMEOUT_MS,
    )
    if (epoch !== session.providerEpoch) return
    const version =
      outcome.isOk() && typeof outcome.value === 'string'
        ? outcome.value
        : undefined
    store.dispatch({
      type: 'version-read',
      version,
      supported: isWalletVersionSupported(version),
    })
  }

  /** Looks for the provider; answers whether one is there. */
  const detect = (): boolean => {
    if (session.disposed) return false
    const found = findProvider(host)
    const next = found?.provider as InjectedProvider | undefined
    if (next === session.provider) return next !== undefined
    detachProvider()
    if (found === undefined || next === undefined) return false
    session.provider = next
    session.providerEpoch++
    listen(next, true)
    store.dispatch({ type: 'provider-found', walletType: found.via })
    session.versionCheck = checkVersion(next).then(() => refresh())
    return true
  }

  const detection = detectProvider({
    host,
    timers,
    windowMs: parameters.detectionWindowMs ?? DETECTION_WINDOW_MS,
    check: detect,
    onEnd: () => store.dispatch({ type: 'detection-ended' }),
  })
  waitForDetection = detection.waitForEnd

  const look = (): void => {
    if (detect()) detection.end()
  }

  // Unlocking is not re-broadcast in 1.0.x: re-query on focus (docs/wallet.md §5).
  const onFocus = (): void => {
    look()
    if (session.provider !== undefined) void refresh()
  }
  let pollInterval: unknown
  if (host !== undefined) {
    host.addEventListener?.('focus', onFocus)
    pollInterval = timers.setInterval(
      onFocus,
      parameters.pollIntervalMs ?? WALLET_POLL_MS,
    )
  }

  const connect = createConnect(context)

  return {
    getSnapshot: store.getSnapshot,
    subscribe: store.subscribe,
    connect,
    disconnect: () => disconnect(context),
    refresh: () => {
      look()
      return refresh()
    },
    dispose: () => {
      if (session.disposed) return
      session.disposed = true
      host?.removeEventListener?.('focus', onFocus)
      if (pollInterval !== undefined) timers.clearInterval(pollInterval)
      pollInterval = undefined
      detection.stop()
      if (session.provider !== undefined) listen(session.provider, false)
      queue.close()
      caller.abortAll('DISPOSED')
      requests.clear()
      store.clear()
    },
    sendDogecoin: (input, options) => sendDogecoin(context, input, options),
    sendTrade: (payload) => submitPayload(context, 'sendTrade', payload),
    createSwap: (payload) => submitPayload(context, 'createSwap', payload),
    createLp: (payload) => submitPayload(context, 'createLp', payload),
    sendBox: (payload) => submitPayload(context, 'sendBox', payload),
    sendNft: (payload, options) =>
      submitPayload(context, 'sendNft', payload, options),
    signMessage: (text, type) => signMessage(context, text, type),
    getBalance: () => getBalance(context),
    getNetwork: () => getNetwork(context),
    onLateAnswer: requests.onLateAnswer,
    forgetUnanswered: requests.forget,
  }
}
