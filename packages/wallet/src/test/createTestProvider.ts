import { getGlobalTimers } from '../client/getGlobalTimers.js'
import type { WalletHost } from '../provider/types.js'

/**
 * An in-memory stand-in for the Unielon / Dogeuni extension and the window
 * it injects into, reproducing the behaviours of docs/wallet.md §10
 * that the adapter depends on. Test-only: the control surface lives on
 * `control`, never on the provider object (docs/wallet.md §10.16).
 */

export type TestNetwork = 'livenet' | 'testnet'

/** What the next approval does (docs/wallet.md §10.16 `nextApproval`). */
export type ApprovalMode =
  | 'approve'
  | 'reject'
  | 'cancel'
  | 'close'
  | 'hang'
  | 'manual'

export type TestBalance = {
  readonly confirmed: number | string
  readonly unconfirmed: number | string
  readonly total: number | string
} | null

export type CreateTestProviderParameters = {
  /** Inject at creation (default) or only when `control.inject()` runs. */
  readonly inject?: 'now' | 'later'
  /** Which globals to define, and which init events to dispatch. */
  readonly globals?: 'dogeuni' | 'unielon' | 'both'
  /** `getVersion`'s answer; `null` removes the method; `'fail'` rejects. */
  readonly version?: string | null | 'fail'
  readonly network?: TestNetwork
  /** The site is already approved (connected on load). */
  readonly connected?: boolean
  readonly locked?: boolean
  /** 1.0.x answers getAccounts with the address while locked (default). */
  readonly accountsWhileLocked?: boolean
  /** Re-broadcast the account on unlock (1.0.x does not: default false). */
  readonly emitOnUnlock?: boolean
  readonly balance?: TestBalance
  /** Methods this build lacks. */
  readonly missing?: readonly string[]
  /** What approvals do unless `nextApproval` says otherwise. */
  readonly approval?: ApprovalMode
  /** A second approval replaces the open one without settling it (docs/wallet.md §6.1). */
  readonly orphanOnSecondApproval?: boolean
  readonly readLatencyMs?: number
  readonly approvalLatencyMs?: number
  /** Addresses per network (docs/wallet.md §8: a distinct address per network). */
  readonly addresses?: Readonly<Record<TestNetwork, string>>
  readonly readyState?: 'loading' | 'interactive' | 'complete'
}

/** Fixed addresses from docs/wallet.md §9.3. */
export const TEST_ADDRESSES = {
  livenet: 'DPBEgrVmorpgKjRcQdv5W7NNtgEt8uZVGd',
  livenet2: 'D596YFweJQuHY1BbjazZYmAbt8jJPbKehC',
  testnet: 'nnEJQsEgjqHQChzoSTZXkWxg8YdBACGrJp',
  p2sh: 'ACVFwT9QnXtUyRiuKpDiso4xLFRnfcy8Kf',
} as const

export const TEST_PUBLIC_KEY = `02${'ab'.repeat(32)}`

const SAFE = new Set([
  'getAccounts',
  'getNetwork',
  'getPublicKey',
  'getBalance',
  'getVersion',
  'getInscriptions',
  'pushTx',
  'pushPsbt',
])

const APPROVAL_METHODS = [
  'requestAccounts',
  'sendDoge',
  'sendDogecoin',
  'sendTrade',
  'createSwap',
  'createLp',
  'sendBox',
  'sendNft',
  'createPump',
  'createInvite',
  'signMessage',
  'switchNetwork',
] as const

export type RpcRejection = {
  readonly code: number
  readonly message: string
  readonly data?: unknown
}

export const USER_REJECTED: RpcRejection = {
  code: 4001,
  message: 'User rejected the request.',
}

export type PendingTestApproval = {
  readonly method: string
  readonly args: readonly unknown[]
  readonly approve: (result?: unknown) => void
  readonly reject: (error?: RpcRejection) => void
}

export type TestCall = {
  readonly method: string
  readonly args: readonly unknown[]
}

type Listener = (...args: unknown[]) => void

export type TestHost = WalletHost & {
  dogeuni?: unknown
  unielon?: unknown
  document: { readyState: string; visibilityState: string }
  /** Listeners the page has on the window, optionally for one event. */
  listenerCount(type?: string): number
  dispatch(type: string): void
}

export type TestProvider = {
  readonly host: TestHost
  /** The provider object (also reachable on the host once injected). */
  readonly provider: Readonly<Record<string, unknown>>
  readonly control: TestProviderControl
}

export type TestProviderControl = {
  inject(): void
  uninstall(): void
  lock(): void
  unlock(): void
  /** Closes an open unlock or approval popup: the call rejects with 4001. */
  closePopup(): void
  /** `silent`: the page misses the event (it only sees the next poll). */
  switchAccount(address: string, options?: { silent?: boolean }): void
  /** The user removes this site from the wallet's connected sites. */
  disconnectSite(): void
  switchNetwork(network: TestNetwork): void
  setVersion(version: string | null | 'fail'): void
  setBalance(balance: TestBalance): void
  nextApproval(mode: ApprovalMode): void
  /** The next action method resolves this (or rejects it, with `reject`). */
  failNext(outcome: { resolve: unknown } | { reject: unknown }): void
  pending(): readonly PendingTestApproval[]
  calls(method?: string): readonly TestCall[]
  /** Listeners the page has on the provider, optionally for one event. */
  listenerCount(event?: string): number
  state(): { locked: boolean; connected: boolean; network: TestNetwork }
}

let hashCounter = 0
function nextTxHash(): string {
  hashCounter += 1
  return hashCounter.toString(16).padStart(64, '0')
}

export function createTestProvider(
  parameters: CreateTestProviderParameters = {},
): TestProvider {
  const addresses = parameters.addresses ?? {
    livenet: TEST_ADDRESSES.livenet,
    testnet: TEST_ADDRESSES.testnet,
  }
  const { setTimeout } = getGlobalTimers()
  const readLatencyMs = parameters.readLatencyMs ?? 20
  const approvalLatencyMs = parameters.approvalLatencyMs ?? 50
  const globals = parameters.globals ?? 'dogeuni'
  const missing = new Set(parameters.missing ?? [])
  let version = parameters.version === undefined ? '1.4.3' : parameters.version
  let network: TestNetwork = parameters.network ?? 'livenet'
  let connected = parameters.connected ?? false
  let locked = parameters.locked ?? false
  let balance: TestBalance =
    parameters.balance === undefined
      ? { confirmed: 500_000_000, unconfirmed: 500_000_000, total: 700_000_000 }
      : parameters.balance
  let currentAddress: string = addresses[network]
  const modes: ApprovalMode[] = []
  const failures: ({ resolve: unknown } | { reject: unknown })[] = []
  const log: TestCall[] = []
  const open: PendingTestApproval[] = []
  const unlockWaiters: {
    resolve: () => void
    reject: (e: RpcRejection) => void
  }[] = []
  // The page script emits only on change (docs/wallet.md §5).
  let lastEmittedAccount: string | undefined = connected
    ? currentAddress
    : undefined
  let lastEmittedNetwork: string | undefined = network

  // ---- window-like host
  const hostListeners = new Map<string, Set<() => void>>()
  const host: TestHost = {
    document: {
      readyState: parameters.readyState ?? 'complete',
      visibilityState: 'visible',
    },
    addEventListener(type, listener) {
      const set = hostListeners.get(type) ?? new Set()
      set.add(listener)
      hostListeners.set(type, set)
    },
    removeEventListener(type, listener) {
      hostListeners.get(type)?.delete(listener)
    },
    listenerCount(type) {
      if (type !== undefined) return hostListeners.get(type)?.size ?? 0
      let count = 0
      for (const set of hostListeners.values()) count += set.size
      return count
    },
    dispatch(type) {
      for (const listener of [...(hostListeners.get(type) ?? [])]) listener()
    },
  }

  // ---- EventEmitter (docs/wallet.md §5)
  const events = new Map<string, Listener[]>()
  const emit = (event: string, ...args: unknown[]): void => {
    for (const listener of [...(events.get(event) ?? [])]) listener(...args)
  }
  const on = (event: string, listener: Listener): void => {
    events.set(event, [...(events.get(event) ?? []), listener])
  }
  const removeListener = (event: string, listener: Listener): void => {
    const list = events.get(event) ?? []
    const index = list.indexOf(listener)
    if (index >= 0) {
      events.set(event, [...list.slice(0, index), ...list.slice(index + 1)])
    }
  }

  const emitAccounts = (accounts: string[]): void => {
    if (accounts[0] === lastEmittedAccount) return
    lastEmittedAccount = accounts[0]
    emit('accountsChanged', accounts)
  }
  const emitNetwork = (name: string): void => {
    if (name === lastEmittedNetwork) return
    lastEmittedNetwork = name
    emit('networkChanged', name)
  }

  const later = <T>(ms: number, produce: () => T): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      setTimeout(() => {
        try {
          resolve(produce())
        } catch (error) {
          reject(error)
        }
      }, ms)
    })

  const safeResult = (method: string): unknown => {
    const visible =
      connected && (!locked || parameters.accountsWhileLocked !== false)
    switch (method) {
      case 'getAccounts':
        return visible ? [currentAddress] : []
      case 'getNetwork':
        return network
      case 'getPublicKey':
        return connected ? TEST_PUBLIC_KEY : ''
      case 'getBalance':
        return connected ? balance : null
      case 'getVersion':
        if (version === 'fail') {
          throw { code: -32603, message: 'internal error' }
        }
        return version
      default:
        return ''
    }
  }

  const approvalResult = (method: string): unknown => {
    switch (method) {
      case 'requestAccounts':
        connected = true
        emitAccounts([currentAddress])
        emitNetwork(network)
        return [currentAddress]
      case 'signMessage':
        return `${'A'.repeat(87)}=`
      case 'switchNetwork':
        return network
      default: {
        const failure = failures.shift()
        if (failure !== undefined) {
          if ('reject' in failure) throw failure.reject
          return failure.resolve
        }
        return { code: 200, msg: 'success', data: { tx_hash: nextTxHash() } }
      }
    }
  }

  const waitForUnlock = (): Promise<void> =>
    locked
      ? new Promise<void>((resolve, reject) =>
          unlockWaiters.push({ resolve, reject }),
        )
      : Promise.resolve()

  const approve = (
    method: string,
    args: readonly unknown[],
  ): Promise<unknown> =>
    waitForUnlock().then(
      () =>
        new Promise<unknown>((resolve, reject) => {
          const mode = modes.shift() ?? parameters.approval ?? 'approve'
          if (parameters.orphanOnSecondApproval && open.length > 0) {
            // The open popup is replaced; its call never settles.
            open.length = 0
          }
          const entry: PendingTestApproval = {
            method,
            args,
            approve: (result) => {
              const index = open.indexOf(entry)
              if (index < 0) return
              open.splice(index, 1)
              try {
                resolve(result === undefined ? approvalResult(method) : result)
              } catch (error) {
                reject(error)
              }
            },
            reject: (error = USER_REJECTED) => {
              const index = open.indexOf(entry)
              if (index < 0) return
              open.splice(index, 1)
              reject(error)
            },
          }
          open.push(entry)
          switch (mode) {
            case 'approve':
              setTimeout(() => entry.approve(), approvalLatencyMs)
              return
            case 'reject':
            case 'close':
              setTimeout(() => entry.reject(USER_REJECTED), approvalLatencyMs)
              return
            case 'cancel':
              setTimeout(
                () => entry.reject({ code: 4001, message: 'User Cancel' }),
                approvalLatencyMs,
              )
              return
            case 'hang':
            case 'manual':
              return
          }
        }),
    )

  const provider: Record<string, unknown> = {
    on,
    addListener: on,
    removeListener,
    off: removeListener,
  }
  const safeMethod =
    (method: string) =>
    (...args: unknown[]): Promise<unknown> => {
      log.push({ method, args })
      return later(readLatencyMs, () => safeResult(method))
    }
  for (const method of SAFE) provider[method] = safeMethod(method)
  for (const method of APPROVAL_METHODS) {
    provider[method] = (...args: unknown[]) => {
      log.push({ method, args })
      return approve(method, args)
    }
  }
  for (const method of missing) delete provider[method]
  if (version === null) delete provider.getVersion

  const globalNames =
    globals === 'both' ? (['dogeuni', 'unielon'] as const) : [globals]

  const control: TestProviderControl = {
    inject() {
      for (const name of globalNames) host[name] = provider
      host.dispatch('unielon#initialized')
      if (globals !== 'unielon') host.dispatch('dogeuni#initialized')
    },
    uninstall() {
      for (const name of globalNames) delete host[name]
    },
    lock() {
      locked = true
      emitAccounts([])
    },
    unlock() {
      locked = false
      for (const waiter of unlockWaiters.splice(0)) waiter.resolve()
      if (parameters.emitOnUnlock && connected) emitAccounts([currentAddress])
    },
    closePopup() {
      for (const waiter of unlockWaiters.splice(0)) waiter.reject(USER_REJECTED)
      for (const entry of [...open]) entry.reject(USER_REJECTED)
    },
    switchAccount(address, options) {
      currentAddress = address
      if (options?.silent) lastEmittedAccount = address
      else if (connected && !locked) emitAccounts([address])
    },
    disconnectSite() {
      connected = false
      emitAccounts([])
    },
    switchNetwork(next) {
      network = next
      currentAddress = addresses[next]
      if (connected) {
        emitNetwork(next)
        if (!locked) emitAccounts([currentAddress])
      }
    },
    setVersion(next) {
      version = next
      if (next === null) delete provider.getVersion
      else provider.getVersion = safeMethod('getVersion')
    },
    setBalance(next) {
      balance = next
    },
    nextApproval(mode) {
      modes.push(mode)
    },
    failNext(outcome) {
      failures.push(outcome)
    },
    pending: () => [...open],
    calls: (method) =>
      method === undefined ? [...log] : log.filter((c) => c.method === method),
    listenerCount(event) {
      if (event !== undefined) return events.get(event)?.length ?? 0
      let count = 0
      for (const list of events.values()) count += list.length
      return count
    },
    state: () => ({ locked, connected, network }),
  }

  if ((parameters.inject ?? 'now') === 'now') {
    for (const name of globalNames) host[name] = provider
  }
  return { host, provider, control }
}
