import {
  type InscriptionPayload,
  isWalletVersionSupported,
  WALLET_POLL_MS,
} from '@drc20/core'
import { err, errAsync, ok, type Result, ResultAsync } from 'neverthrow'
import { parseBalance, type WalletBalance } from '../balance/parseBalance.js'
import { isRejected, type Rejected } from '../errors/mapRejection.js'
import {
  normalizeEnvelope,
  type Submitted,
} from '../errors/normalizeEnvelope.js'
import type { WalletError } from '../errors/walletError.js'
import { type DogeSend, validateDogeSend } from '../payload/validateDogeSend.js'
import {
  type PayloadMethod,
  validateWalletPayload,
} from '../payload/validateWalletPayload.js'
import { findProvider, type ProviderGlobal } from '../provider/findProvider.js'
import type {
  InjectedProvider,
  WalletHost,
  WalletTimers,
} from '../provider/types.js'
import { createApprovalQueue } from './createApprovalQueue.js'
import {
  APPROVAL_TIMEOUT_MS,
  type CallOutcome,
  createProviderCaller,
  READ_TIMEOUT_MS,
  VERSION_TIMEOUT_MS,
} from './createProviderCaller.js'
import { getGlobalTimers } from './getGlobalTimers.js'
import {
  getWalletStatus,
  INITIAL_WALLET_STATE,
  isSameWalletState,
  SUPPORTED_NETWORK,
  type WalletState,
} from './walletState.js'

/** Poll for a late-injected provider this often during detection (§1.3). */
export const DETECTION_POLL_MS = 100
/** Give up waiting for the provider this long after `load` (§1.3). */
export const DETECTION_WINDOW_MS = 3_000

/** The initialisation events the extension dispatches on `window` (§1.2). */
export const PROVIDER_INITIALIZED_EVENTS = [
  'unielon#initialized',
  'dogeuni#initialized',
] as const

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

export type ConnectResult =
  | { readonly kind: 'connected'; readonly address: string }
  | Rejected
export type SubmitResult = Submitted | Rejected
export type SignMessageResult =
  | { readonly kind: 'signed'; readonly signature: string }
  | Rejected

/** What the wallet needs beside the inscription payload itself. */
export type SendOptions = {
  /**
   * Recipient of a transfer (drc-20, file, nft/ai), sent as `to` the way
   * S1 does (wallet-provider.md §3.3); it becomes reveal out0.
   */
  readonly to?: string
  /**
   * drc-20 mint repeat, sent as `repeat` ([U] §11: the wire key is not
   * confirmed). 1..30 except 9, 13, 18, 26.
   */
  readonly repeat?: number
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
  /** Removes every listener, clears every timer, settles queued requests. */
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
}

type BrowserLike = WalletHost & { readonly window?: unknown }

function getDefaultHost(): WalletHost | undefined {
  const candidate = globalThis as BrowserLike
  return candidate.window === globalThis &&
    typeof candidate.addEventListener === 'function'
    ? candidate
    : undefined
}

function toAccounts(value: unknown): readonly string[] {
  return Array.isArray(value)
    ? value.filter(
        (item): item is string => typeof item === 'string' && item !== '',
      )
    : []
}

/** A user rejection where only an error makes sense (reads, no popup). */
function asError(outcome: Rejected | WalletError, method: string): WalletError {
  return isRejected(outcome)
    ? { code: 'WALLET_FAILED', reason: 'RPC_ERROR', method }
    : outcome
}

/**
 * The wallet client: detection (including late injection), a
 * subscribe/getSnapshot store, connect/disconnect, the 1 s poll plus
 * `accountsChanged`/`networkChanged`, the version gate, and one typed
 * operation per wallet method, all serialised through one approval queue.
 * Works without a window (server side, tests): it then stays
 * `not-installed` and starts no timers.
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
  const pollIntervalMs = parameters.pollIntervalMs ?? WALLET_POLL_MS
  const detectionWindowMs = parameters.detectionWindowMs ?? DETECTION_WINDOW_MS
  const approvalTimeoutMs = parameters.approvalTimeoutMs ?? APPROVAL_TIMEOUT_MS
  const readTimeoutMs = parameters.readTimeoutMs ?? READ_TIMEOUT_MS

  const subscribers = new Set<() => void>()
  let snapshot: WalletState = { ...INITIAL_WALLET_STATE, detecting: !!host }

  // The model the snapshot is derived from.
  let provider: InjectedProvider | undefined
  let walletType: ProviderGlobal | undefined
  let version: string | undefined
  let versionTooOld = false
  let versionCheck: Promise<void> = Promise.resolve()
  let detecting = host !== undefined
  let connecting: ResultAsync<ConnectResult, WalletError> | undefined
  let userDisconnected = false
  let locked = false
  let accounts: readonly string[] = []
  let address: string | undefined
  let publicKey: string | undefined
  let network: string | undefined
  let balance: WalletBalance | undefined
  // Bumped whenever the source of truth changes, so late answers to reads
  // started earlier are dropped instead of overwriting newer state.
  let providerEpoch = 0
  let accountsEpoch = 0
  let networkEpoch = 0
  let disposed = false

  const queue = createApprovalQueue(() => publish())
  const caller = createProviderCaller(timers, host)

  const publish = (): void => {
    const next: WalletState = {
      status: getWalletStatus({
        installed: provider !== undefined,
        versionTooOld,
        connecting: connecting !== undefined,
        hasAccount: address !== undefined,
        locked,
        network,
      }),
      detecting,
      accounts,
      ...(walletType === undefined ? {} : { walletType }),
      ...(version === undefined ? {} : { version }),
      ...(address === undefined ? {} : { address }),
      ...(publicKey === undefined ? {} : { publicKey }),
      ...(network === undefined ? {} : { network }),
      ...(balance === undefined ? {} : { balance }),
      ...(() => {
        const pending = queue.getPending()
        return pending === undefined ? {} : { pendingApproval: pending }
      })(),
    }
    if (isSameWalletState(snapshot, next)) return
    snapshot = next
    for (const listener of [...subscribers]) listener()
  }

  const clearAccount = (): void => {
    accounts = []
    address = undefined
    publicKey = undefined
    balance = undefined
    locked = false
  }

  const setAccounts = (list: readonly string[]): void => {
    if (list[0] !== address) {
      publicKey = undefined
      balance = undefined
    }
    accounts = list
    address = list[0]
  }

  // ---- provider events (§5): handlers keep one identity for removeListener

  const onAccountsChanged = (payload: unknown): void => {
    accountsEpoch++
    if (userDisconnected) return
    const list = toAccounts(payload)
    if (list.length === 0) {
      // Locked (or the site was disconnected): keep the address on screen,
      // the event is the authority until the next non-empty one (§3.1).
      if (address !== undefined) {
        locked = true
        accounts = []
      }
      publish()
      return
    }
    locked = false
    setAccounts(list)
    publish()
    void refresh()
  }

  const onNetworkChanged = (payload: unknown): void => {
    if (typeof payload !== 'string') return
    networkEpoch++
    network = payload
    balance = undefined
    publish()
    void refresh()
  }

  const providerOn = (name: string, listener: (payload: unknown) => void) => {
    const on = provider?.on
    if (typeof on === 'function') on.call(provider, name, listener)
  }

  const providerOff = (
    target: InjectedProvider,
    name: string,
    listener: (payload: unknown) => void,
  ) => {
    const off =
      typeof target.removeListener === 'function'
        ? target.removeListener
        : target.off
    if (typeof off === 'function') off.call(target, name, listener)
  }

  // ---- detection (§1.3)

  let detectionInterval: unknown
  let detectionTimer: unknown
  let pollInterval: unknown
  const detectionWaiters: (() => void)[] = []

  const endDetection = (): void => {
    if (detectionInterval !== undefined) {
      timers.clearInterval(detectionInterval)
      detectionInterval = undefined
    }
    if (detectionTimer !== undefined) {
      timers.clearTimeout(detectionTimer)
      detectionTimer = undefined
    }
    host?.removeEventListener?.('load', onLoad)
    detecting = false
    for (const resolve of detectionWaiters.splice(0)) resolve()
    publish()
  }

  const waitForDetection = (): Promise<void> =>
    detecting
      ? new Promise<void>((resolve) => detectionWaiters.push(resolve))
      : Promise.resolve()

  const detachProvider = (): void => {
    const previous = provider
    if (previous === undefined) return
    providerOff(previous, 'accountsChanged', onAccountsChanged)
    providerOff(previous, 'networkChanged', onNetworkChanged)
    provider = undefined
    walletType = undefined
    providerEpoch++
    accountsEpoch++
    networkEpoch++
    // Uninstalling resets address and balance (spec §4).
    clearAccount()
    network = undefined
    version = undefined
    versionTooOld = false
    userDisconnected = false
    caller.abortAll('PROVIDER_GONE')
  }

  const checkVersion = async (target: InjectedProvider): Promise<void> => {
    const epoch = providerEpoch
    // Missing, failing or timing out all count as too old (§7).
    const outcome = await caller.call(
      target,
      'getVersion',
      [],
      VERSION_TIMEOUT_MS,
    )
    if (epoch !== providerEpoch) return
    const text =
      outcome.isOk() && typeof outcome.value === 'string'
        ? outcome.value
        : undefined
    version = text
    versionTooOld = !isWalletVersionSupported(text)
    publish()
  }

  const detect = (): void => {
    if (disposed) return
    const found = findProvider(host)
    const next = found?.provider as InjectedProvider | undefined
    if (next === provider) return
    detachProvider()
    if (found === undefined || next === undefined) {
      publish()
      return
    }
    provider = next
    walletType = found.via
    providerEpoch++
    providerOn('accountsChanged', onAccountsChanged)
    providerOn('networkChanged', onNetworkChanged)
    if (detecting) endDetection()
    versionCheck = checkVersion(next).then(() => refresh())
    publish()
  }

  const onInitialized = (): void => detect()

  // Unlocking is not re-broadcast in 1.0.x: re-query on focus (§5).
  const onFocus = (): void => {
    detect()
    if (provider !== undefined) void refresh()
  }

  const startDetectionWindow = (): void => {
    detectionTimer = timers.setTimeout(() => {
      detectionTimer = undefined
      endDetection()
    }, detectionWindowMs)
  }

  function onLoad(): void {
    host?.removeEventListener?.('load', onLoad)
    if (detecting && detectionTimer === undefined) startDetectionWindow()
  }

  // ---- reads

  const read = (
    target: InjectedProvider,
    method: string,
  ): Promise<CallOutcome> => caller.call(target, method, [], readTimeoutMs)

  let refreshing: Promise<void> | undefined
  let refreshAgain = false

  const refreshOnce = async (): Promise<void> => {
    const target = provider
    if (target === undefined || disposed) return
    const epoch = providerEpoch
    const startAccounts = accountsEpoch
    const startNetwork = networkEpoch
    const [accountsRead, networkRead] = await Promise.all([
      read(target, 'getAccounts'),
      read(target, 'getNetwork'),
    ])
    if (epoch !== providerEpoch) return
    if (
      networkRead.isOk() &&
      typeof networkRead.value === 'string' &&
      startNetwork === networkEpoch
    ) {
      network = networkRead.value
    }
    if (
      accountsRead.isOk() &&
      startAccounts === accountsEpoch &&
      !userDisconnected
    ) {
      const list = toAccounts(accountsRead.value)
      // getAccounts answers [] only when the site lost its permission, so
      // that clears the account even while locked. Otherwise, while locked,
      // the last `accountsChanged([])` stays the authority: 1.0.x still
      // answers getAccounts with the address (§3.1).
      if (list.length === 0) clearAccount()
      else if (!locked) setAccounts(list)
    }
    publish()
    const current = address
    if (current === undefined) return
    const [balanceRead, keyRead] = await Promise.all([
      read(target, 'getBalance'),
      publicKey === undefined ? read(target, 'getPublicKey') : undefined,
    ])
    if (epoch !== providerEpoch || address !== current) return
    if (balanceRead.isOk()) balance = parseBalance(balanceRead.value)
    if (keyRead?.isOk() && typeof keyRead.value === 'string' && keyRead.value) {
      publicKey = keyRead.value
    }
    publish()
  }

  const refresh = (): Promise<void> => {
    if (refreshing !== undefined) {
      // Something changed mid-read: read again once this round finishes.
      refreshAgain = true
      return refreshing
    }
    const loop = async (): Promise<void> => {
      do {
        refreshAgain = false
        await refreshOnce()
      } while (refreshAgain && !disposed)
    }
    refreshing = loop().finally(() => {
      refreshing = undefined
    })
    return refreshing
  }

  // ---- actions

  const cancelled = (method: string) => (): Result<never, WalletError> =>
    err({ code: 'WALLET_LOCKED_OR_CLOSED', reason: 'DISPOSED', method })

  /** Why an action cannot be sent right now, checked before queueing. */
  const checkReady = (): Result<string, WalletError> => {
    if (provider === undefined) return err({ code: 'WALLET_NOT_INSTALLED' })
    if (versionTooOld) {
      return err({
        code: 'WALLET_VERSION_TOO_OLD',
        ...(version === undefined ? {} : { version }),
      })
    }
    if (address === undefined || userDisconnected) {
      return err({ code: 'NOT_CONNECTED' })
    }
    if (network !== undefined && network !== SUPPORTED_NETWORK) {
      return err({ code: 'WRONG_NETWORK', network })
    }
    return ok(address)
  }

  /**
   * Queues one approval call: re-checks the account right before the popup
   * (§5: re-query before actions), calls, maps rejection and failures.
   */
  const runApproval = <T>(
    method: string,
    args: readonly unknown[],
    interpret: (value: unknown) => Result<T, WalletError>,
  ): ResultAsync<T | Rejected, WalletError> => {
    const ready = checkReady()
    if (ready.isErr()) return errAsync(ready.error)
    const expected = ready.value
    const target = provider as InjectedProvider
    const job = async (): Promise<Result<T | Rejected, WalletError>> => {
      if (provider !== target) {
        return err(
          provider === undefined
            ? { code: 'WALLET_NOT_INSTALLED' }
            : {
                code: 'WALLET_LOCKED_OR_CLOSED',
                reason: 'PROVIDER_GONE',
                method,
              },
        )
      }
      const current = await read(target, 'getAccounts')
      const list = current.isOk() ? toAccounts(current.value) : []
      const actual = list[0]
      if (actual !== undefined && actual !== expected) {
        if (!userDisconnected) {
          accountsEpoch++
          locked = false
          setAccounts(list)
          publish()
          void refresh()
        }
        return err({ code: 'ACCOUNT_CHANGED', expected, actual })
      }
      const outcome = await caller.call(target, method, args, approvalTimeoutMs)
      if (outcome.isErr()) {
        return isRejected(outcome.error)
          ? ok(outcome.error)
          : err(outcome.error)
      }
      // The call went through, so the wallet is unlocked again.
      if (locked) {
        locked = false
        accounts = address === undefined ? [] : [address]
        publish()
      }
      void refresh()
      return interpret(outcome.value)
    }
    return new ResultAsync(queue.enqueue(method, job, cancelled(method)))
  }

  const submitPayload = (
    method: PayloadMethod,
    payload: unknown,
    options: SendOptions = {},
  ): ResultAsync<SubmitResult, WalletError> => {
    const wire =
      typeof payload === 'object' && payload !== null
        ? {
            ...payload,
            ...(options.to === undefined ? {} : { to: options.to }),
            ...(options.repeat === undefined ? {} : { repeat: options.repeat }),
          }
        : payload
    const checked = validateWalletPayload(method, wire)
    if (checked.isErr()) return errAsync(checked.error)
    return runApproval(method, [checked.value], (value) =>
      normalizeEnvelope(value, method),
    )
  }

  // ---- lifecycle

  if (host !== undefined) {
    for (const name of PROVIDER_INITIALIZED_EVENTS) {
      host.addEventListener?.(name, onInitialized)
    }
    host.addEventListener?.('focus', onFocus)
    detect()
    if (detecting) {
      detectionInterval = timers.setInterval(detect, DETECTION_POLL_MS)
      const readyState = host.document?.readyState
      if (readyState === undefined || readyState === 'complete') {
        startDetectionWindow()
      } else {
        host.addEventListener?.('load', onLoad)
      }
    }
    pollInterval = timers.setInterval(() => {
      detect()
      if (provider !== undefined) void refresh()
    }, pollIntervalMs)
  }

  return {
    getSnapshot: () => snapshot,
    subscribe: (listener) => {
      subscribers.add(listener)
      return () => {
        subscribers.delete(listener)
      }
    },
    connect: () => {
      if (connecting !== undefined) return connecting
      const wasDisconnected = userDisconnected
      const run = async (): Promise<Result<ConnectResult, WalletError>> => {
        await waitForDetection()
        const target = provider
        if (target === undefined) return err({ code: 'WALLET_NOT_INSTALLED' })
        await versionCheck
        if (versionTooOld) {
          return err({
            code: 'WALLET_VERSION_TOO_OLD',
            ...(version === undefined ? {} : { version }),
          })
        }
        const outcome = await queue.enqueue(
          'requestAccounts',
          () => caller.call(target, 'requestAccounts', [], approvalTimeoutMs),
          cancelled('requestAccounts'),
        )
        if (outcome.isErr()) {
          return isRejected(outcome.error)
            ? ok(outcome.error)
            : err(outcome.error)
        }
        if (provider !== target) {
          return err({
            code: 'WALLET_LOCKED_OR_CLOSED',
            reason: 'PROVIDER_GONE',
            method: 'requestAccounts',
          })
        }
        const list = toAccounts(outcome.value)
        const first = list[0]
        if (first === undefined) {
          return err({
            code: 'WALLET_FAILED',
            reason: 'NO_ACCOUNT',
            method: 'requestAccounts',
          })
        }
        userDisconnected = false
        accountsEpoch++
        locked = false
        setAccounts(list)
        publish()
        await refresh()
        return ok({ kind: 'connected', address: first })
      }
      const pending = run().then((result) => {
        if (result.isErr() || result.value.kind === 'rejected') {
          userDisconnected = wasDisconnected
        }
        connecting = undefined
        publish()
        return result
      })
      connecting = new ResultAsync(pending)
      publish()
      return connecting
    },
    disconnect: () => {
      userDisconnected = true
      accountsEpoch++
      clearAccount()
      publish()
    },
    refresh: () => {
      detect()
      return refresh()
    },
    dispose: () => {
      if (disposed) return
      disposed = true
      if (host !== undefined) {
        for (const name of PROVIDER_INITIALIZED_EVENTS) {
          host.removeEventListener?.(name, onInitialized)
        }
        host.removeEventListener?.('focus', onFocus)
      }
      if (pollInterval !== undefined) timers.clearInterval(pollInterval)
      pollInterval = undefined
      endDetection()
      const target = provider
      if (target !== undefined) {
        providerOff(target, 'accountsChanged', onAccountsChanged)
        providerOff(target, 'networkChanged', onNetworkChanged)
      }
      queue.close()
      caller.abortAll('DISPOSED')
      subscribers.clear()
    },
    sendDogecoin: (input, options) => {
      if (typeof input === 'object' && input !== null && 'p' in input) {
        return submitPayload('sendDogecoin', input, options)
      }
      const checked = validateDogeSend(input)
      if (checked.isErr()) return errAsync(checked.error)
      return runApproval('sendDogecoin', checked.value, (value) =>
        normalizeEnvelope(value, 'sendDogecoin'),
      )
    },
    sendTrade: (payload) => submitPayload('sendTrade', payload),
    createSwap: (payload) => submitPayload('createSwap', payload),
    createLp: (payload) => submitPayload('createLp', payload),
    sendBox: (payload) => submitPayload('sendBox', payload),
    sendNft: (payload, options) => submitPayload('sendNft', payload, options),
    signMessage: (text, type) => {
      if (typeof text !== 'string' || text === '') {
        return errAsync({ code: 'INVALID_PAYLOAD', issue: 'EMPTY_MESSAGE' })
      }
      const args = type === undefined ? [text] : [text, type]
      return runApproval('signMessage', args, (value) =>
        typeof value === 'string' && value !== ''
          ? ok({ kind: 'signed' as const, signature: value })
          : err({
              code: 'WALLET_FAILED' as const,
              reason: 'NO_SIGNATURE' as const,
              method: 'signMessage',
            }),
      )
    },
    getBalance: () => {
      const target = provider
      if (target === undefined) {
        return errAsync({ code: 'WALLET_NOT_INSTALLED' })
      }
      const epoch = providerEpoch
      const current = address
      return new ResultAsync(read(target, 'getBalance'))
        .mapErr((e) => asError(e, 'getBalance'))
        .map((value) => {
          const parsed = parseBalance(value)
          if (
            epoch === providerEpoch &&
            current !== undefined &&
            address === current
          ) {
            balance = parsed
            publish()
          }
          return parsed
        })
    },
    getNetwork: () => {
      const target = provider
      if (target === undefined) {
        return errAsync({ code: 'WALLET_NOT_INSTALLED' })
      }
      const epoch = providerEpoch
      const startNetwork = networkEpoch
      return new ResultAsync(read(target, 'getNetwork'))
        .mapErr((e) => asError(e, 'getNetwork'))
        .andThen((value) =>
          typeof value === 'string'
            ? ok(value)
            : err<string, WalletError>({
                code: 'WALLET_FAILED',
                reason: 'RPC_ERROR',
                method: 'getNetwork',
              }),
        )
        .map((value) => {
          if (epoch === providerEpoch && startNetwork === networkEpoch) {
            network = value
            publish()
          }
          return value
        })
    },
  }
}
