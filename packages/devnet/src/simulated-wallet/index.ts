import { type DevnetAccount, WALLET_ACCOUNTS } from '../seed/accounts.js'
import { createEmitter } from './createEmitter.js'
import { showApprovalDialog } from './showApprovalDialog.js'

/**
 * How approvals behave: `manual` shows the popup (a person's session);
 * `auto-approve` / `reject` / `cancel` / `hang` answer without one; `lock`
 * starts locked; `old-version` reports 1.4.2; `no-version` has no
 * getVersion; `not-installed` injects nothing.
 */
export type WalletSimMode =
  | 'manual'
  | 'auto-approve'
  | 'reject'
  | 'cancel'
  | 'hang'
  | 'lock'
  | 'old-version'
  | 'no-version'
  | 'not-installed'

export type ApprovalAnswer = 'approve' | 'reject' | 'cancel' | 'close' | 'hang'

export type WalletEnvelope = {
  code: number
  msg: string
  data: { tx_hash: string } | null
}

export type WalletCall = {
  readonly method: string
  readonly args: readonly unknown[]
  readonly at: number
}

export type InstallSimulatedWalletOptions = {
  /** Devnet base URL (provider API and admin API). */
  readonly apiBase: string
  readonly mode?: WalletSimMode
  readonly accounts?: readonly DevnetAccount[]
  /** Which globals to define (default both). */
  readonly names?: readonly ('unielon' | 'dogeuni')[]
  readonly version?: string
  /**
   * Start with this site already connected. By default the site is
   * connected when it was granted before (a reload keeps the grant, as the
   * extension does: `getAccounts` answers without a popup).
   */
  readonly connected?: boolean
  /** Latency of safe reads / "think time" of auto approvals, ms. */
  readonly latencyMs?: number
  readonly approvalDelayMs?: number
  /** Mine 2 blocks after each submission (index catches up at once). */
  readonly autoMine?: boolean
  /**
   * When the globals appear: at once (default), after `DOMContentLoaded`,
   * or this many ms after `load` (docs/wallet.md §10.1). The URL
   * parameter `walletDelay=<ms>` sets the last.
   */
  readonly injectAt?: 'immediate' | 'domcontentloaded' | number
  /** 1.0.x keeps answering getAccounts while locked (default true). */
  readonly accountsWhileLocked?: boolean
  readonly window?: Window
}

export type WalletSimControl = {
  readonly inject: () => void
  readonly uninstall: () => void
  readonly lock: () => void
  readonly unlock: () => void
  readonly switchAccount: (indexOrAddress: number | string) => void
  readonly switchNetwork: (network: 'livenet' | 'testnet') => void
  readonly setVersion: (version: string | null) => void
  readonly setMode: (mode: WalletSimMode) => void
  readonly nextApproval: (answer: ApprovalAnswer) => void
  readonly failNext: (envelope: Partial<WalletEnvelope> | undefined) => void
  /** Overrides getBalance (koinu; null clears the override). */
  readonly setBalance: (koinu: number | null) => void
  readonly calls: WalletCall[]
  readonly state: () => {
    installed: boolean
    locked: boolean
    connected: boolean
    account: string
    network: string
    version: string | null
    mode: WalletSimMode
  }
}

type Rpc = { code: number; message: string; data?: unknown }
const rejected = (message = 'User rejected the request.'): Rpc => ({
  code: 4001,
  message,
})

const SAFE = new Set([
  'getAccounts',
  'getNetwork',
  'getPublicKey',
  'getBalance',
  'getInscriptions',
  'pushTx',
  'pushPsbt',
  'getVersion',
])

/** Reads `?wallet=<mode>` (and `&walletAccount=<n>`) from the page URL. */
export function readWalletSimParams(search: string): {
  mode?: WalletSimMode
  account?: number
} {
  const params = new URLSearchParams(search)
  const mode = params.get('wallet') as WalletSimMode | null
  const account = params.get('walletAccount')
  return {
    ...(mode ? { mode } : {}),
    ...(account !== null ? { account: Number(account) } : {}),
  }
}

/**
 * Installs the simulated Unielon / Dogeuni provider (docs/wallet.md §10)
 * on `window.unielon` and `window.dogeuni`, built from the devnet's accounts.
 * Signing submits the inscription to the devnet mempool. The control handle
 * is returned and kept on `window.__walletSim`, never on the provider.
 */
export function installSimulatedWallet(
  options: InstallSimulatedWalletOptions,
): WalletSimControl {
  const win = options.window ?? window
  const fromUrl = readWalletSimParams(win.location?.search ?? '')
  let currentMode: WalletSimMode = fromUrl.mode ?? options.mode ?? 'manual'
  const accounts = options.accounts ?? WALLET_ACCOUNTS
  let accountIndex = fromUrl.account ?? 0
  let network: 'livenet' | 'testnet' = 'livenet'
  let locked = currentMode === 'lock'
  let connected = options.connected ?? readGrant(win)
  let version: string | null =
    currentMode === 'no-version'
      ? null
      : currentMode === 'old-version'
        ? '1.4.2'
        : (options.version ?? '1.4.3')
  let installed = false
  const queue: ApprovalAnswer[] = []
  let failNextEnvelope: Partial<WalletEnvelope> | undefined
  let balanceOverride: number | null = null
  const accountsWhileLocked = options.accountsWhileLocked ?? true
  const unlockWaiters: (() => void)[] = []
  const calls: WalletCall[] = []
  const emitter = createEmitter()
  const names = options.names ?? ['unielon', 'dogeuni']
  const latency = options.latencyMs ?? 30
  const approvalDelay = options.approvalDelayMs ?? 150
  const api = options.apiBase.replace(/\/$/, '')

  const account = () => accounts[accountIndex] ?? accounts[0]
  const address = () => {
    const a = account()
    if (!a) return ''
    return network === 'livenet' ? a.address : a.testnetAddress
  }
  const wait = (ms: number) => new Promise((r) => setTimeout(r, ms))

  /** Answer or mode queued through the admin API (`/devnet/wallet`). */
  async function remoteControl(): Promise<{
    mode: WalletSimMode | null
    answer: ApprovalAnswer | null
  }> {
    try {
      const res = await fetch(`${api}/devnet/wallet/next`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: '{}',
      })
      if (!res.ok) return { mode: null, answer: null }
      return (await res.json()) as {
        mode: WalletSimMode | null
        answer: ApprovalAnswer | null
      }
    } catch {
      // No devnet admin API reachable: local control only.
      return { mode: null, answer: null }
    }
  }

  async function approve(method: string, details: unknown): Promise<void> {
    const remote = queue.length > 0 ? null : await remoteControl()
    const forced = queue.shift() ?? remote?.answer ?? undefined
    const mode = remote?.mode ?? currentMode
    const answer: ApprovalAnswer =
      forced ??
      (mode === 'reject'
        ? 'reject'
        : mode === 'cancel'
          ? 'cancel'
          : mode === 'hang'
            ? 'hang'
            : mode === 'manual'
              ? 'close'
              : 'approve')
    if (answer === 'hang') return new Promise(() => {})
    if (!forced && mode === 'manual') {
      const ok = await showApprovalDialog(win.document, {
        method,
        origin: win.location?.origin ?? '',
        account: address(),
        details,
      })
      if (!ok) throw rejected()
      return
    }
    await wait(approvalDelay)
    if (answer === 'reject' || answer === 'close') throw rejected()
    if (answer === 'cancel') throw rejected('User Cancel')
  }

  /** Unlock, connect, then the method's own approval (3.0). */
  async function gate(method: string, details: unknown): Promise<void> {
    if (!account()) throw rejected('wallet must has at least one account')
    if (locked) {
      await new Promise<void>((resolve) => unlockWaiters.push(resolve))
    }
    if (!connected) {
      await approve('requestAccounts', { origin: win.location?.origin ?? '' })
      connected = true
      writeGrant(win, true)
      emitter.emit('accountsChanged', [address()])
      if (method === 'requestAccounts') return
    }
    if (method !== 'requestAccounts') await approve(method, details)
  }

  async function submit(
    payloads: unknown[],
    extra: {
      to?: string
      repeat?: number
      custodyOutput?: string
      feeRate?: number
    },
  ): Promise<WalletEnvelope> {
    if (failNextEnvelope) {
      const e = failNextEnvelope
      failNextEnvelope = undefined
      return {
        code: 500,
        msg: 'The balance is insufficient to complete this transaction',
        data: null,
        ...e,
      }
    }
    const res = await fetch(`${api}/devnet/submit`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        address: address(),
        payloads,
        ...extra,
        mine: options.autoMine === true,
      }),
    })
    const body = (await res.json()) as { tx_hash?: string; error?: string }
    if (!res.ok || !body.tx_hash) {
      return {
        code: 500,
        msg: body.error ?? 'Submission unsuccessful on-chain. Please resubmit.',
        data: null,
      }
    }
    return { code: 200, msg: 'success', data: { tx_hash: body.tx_hash } }
  }

  function method<A extends unknown[], R>(
    name: string,
    run: (...args: A) => Promise<R>,
  ) {
    return (...args: A): Promise<R> => {
      calls.push({ method: name, args, at: Date.now() })
      return (async () => {
        await wait(SAFE.has(name) ? latency : 0)
        return run(...args)
      })()
    }
  }

  async function pay(
    outputs: { address: string; amount: string }[],
    feeRate?: number,
  ): Promise<WalletEnvelope> {
    const res = await fetch(`${api}/devnet/submit`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        address: address(),
        payloads: [],
        outputs,
        ...(feeRate === undefined ? {} : { feeRate }),
        mine: options.autoMine === true,
      }),
    })
    const body = (await res.json()) as { tx_hash?: string; error?: string }
    if (!res.ok || !body.tx_hash) {
      return { code: 500, msg: body.error ?? 'Payment failed!', data: null }
    }
    return { code: 200, msg: 'success', data: { tx_hash: body.tx_hash } }
  }

  const action = (name: string) =>
    method(name, (payload: unknown) => inscribe(name, payload))

  async function inscribe(
    name: string,
    payload: unknown,
  ): Promise<WalletEnvelope> {
    const invalid = checkPayload(payload)
    if (invalid) throw { code: -32603, message: invalid }
    await gate(name, payload)
    {
      const list = Array.isArray(payload) ? payload : [payload]
      const first = (list[0] ?? {}) as Record<string, unknown>
      // The wallet's own keys are read, not inscribed (docs/wallet.md §11.11).
      const { to, to_address, repeat, custody_output, feeRate, ...rest } = first
      const cleaned = [rest, ...list.slice(1)]
      return submit(cleaned, {
        ...(typeof to === 'string'
          ? { to }
          : typeof to_address === 'string'
            ? { to: to_address }
            : {}),
        ...(typeof repeat === 'number' ? { repeat } : {}),
        // The simulated wallet lets the page set the custody output (the
        // real extension pays exactly the deposit; core getCustodyOutputs).
        ...(typeof custody_output === 'string'
          ? { custodyOutput: custody_output }
          : {}),
        ...(typeof feeRate === 'number' ? { feeRate } : {}),
      })
    }
  }

  const provider: Record<string, unknown> = {
    ...emitter,
    requestAccounts: method('requestAccounts', async () => {
      await gate('requestAccounts', {})
      return [address()]
    }),
    getAccounts: method('getAccounts', async () =>
      connected && account() && (!locked || accountsWhileLocked)
        ? [address()]
        : [],
    ),
    getPublicKey: method(
      'getPublicKey',
      async () => account()?.publicKey ?? '',
    ),
    getNetwork: method('getNetwork', async () => network),
    switchNetwork: method('switchNetwork', async (name: unknown) => {
      const target =
        name === 'livenet' || name === 'mainnet' || name === 0
          ? 'livenet'
          : name === 'testnet'
            ? 'testnet'
            : null
      if (!target)
        throw {
          code: -32603,
          message:
            'the network is invalid, supported networks: livenet,testnet',
          data: { originalError: {} },
        }
      if (target !== network) {
        await gate('switchNetwork', { network: target })
        control.switchNetwork(target)
      }
      return target
    }),
    getBalance: method('getBalance', async () => {
      if (!account()) return null
      if (balanceOverride !== null) {
        return {
          confirmed: balanceOverride,
          unconfirmed: balanceOverride,
          total: balanceOverride,
        }
      }
      const res = await fetch(`${api}/devnet/balance`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ address: address() }),
      })
      const b = (await res.json()) as { confirmed: string; total: string }
      return {
        confirmed: Number(b.confirmed),
        unconfirmed: Number(b.confirmed),
        total: Number(b.total),
      }
    }),
    getInscriptions: method('getInscriptions', async () =>
      account() ? { list: [], total: 0 } : '',
    ),
    sendDoge: method('sendDoge', async (arg: unknown) => {
      const list = (Array.isArray(arg) ? arg : [arg]) as {
        toAddress: string
        sendAmount: number
      }[]
      await gate('sendDoge', list)
      // sendAmount is DOGE as a decimal number (docs/wallet.md §3.2).
      return pay(
        list.map((x) => ({
          address: x.toAddress,
          amount: toKoinu(String(x.sendAmount)),
        })),
      )
    }),
    sendDogecoin: method(
      'sendDogecoin',
      async (
        first: unknown,
        satoshis?: unknown,
        sendOptions?: unknown,
      ): Promise<unknown> => {
        // 1.0.x form: (toAddress, satoshis, { feeRate }) resolves the bare
        // txid; the fee is priced at `feeRate` when given (docs/wallet.md §3.3).
        if (typeof first === 'string') {
          await gate('sendDogecoin', { toAddress: first, satoshis })
          const feeRate = (sendOptions as { feeRate?: unknown } | undefined)
            ?.feeRate
          const r = await pay(
            [{ address: first, amount: String(satoshis) }],
            typeof feeRate === 'number' ? feeRate : undefined,
          )
          return r.data?.tx_hash
        }
        return inscribe('sendDogecoin', first)
      },
    ),
    sendTrade: action('sendTrade'),
    createSwap: action('createSwap'),
    createLp: action('createLp'),
    sendBox: action('sendBox'),
    sendNft: action('sendNft'),
    signMessage: method('signMessage', async (text: unknown) => {
      await gate('signMessage', String(text))
      // ECDSA with the Bitcoin message prefix, as the extension signs
      // (docs/wallet.md §3.5); the four fixed accounts have no known key.
      const privateKey = account()?.privateKey
      if (privateKey === undefined)
        throw {
          code: -32603,
          message: 'the devnet knows no key for this account',
        }
      const { signMessage } = await import('../crypto/messageSignature.js')
      return signMessage(privateKey, String(text))
    }),
    signPsbt: method('signPsbt', async () => {
      throw {
        code: -32603,
        message: 'signPsbt is not supported by the devnet wallet',
      }
    }),
    pushTx: method('pushTx', async () => {
      throw {
        code: -32603,
        message: 'pushTx is not supported by the devnet wallet',
      }
    }),
  }

  const control: WalletSimControl = {
    inject() {
      if (installed) return
      const target = win as unknown as Record<string, unknown>
      const p = { ...provider }
      if (version !== null) {
        p.getVersion = method('getVersion', async () => version ?? '')
      }
      for (const name of names) {
        // Configurable (unlike the real, non-writable global) so tests reset it.
        Object.defineProperty(target, name, {
          value: p,
          configurable: true,
          writable: false,
        })
        win.dispatchEvent(new Event(`${name}#initialized`))
      }
      installed = true
      setTimeout(() => {
        emitter.emit('connect', {})
        emitter.emit('_initialized')
      }, 0)
    },
    uninstall() {
      const target = win as unknown as Record<string, unknown>
      for (const name of names) delete target[name]
      installed = false
      // Removing the extension forgets the sites it granted.
      connected = false
      writeGrant(win, false)
    },
    lock() {
      if (locked) return
      locked = true
      emitter.emit('accountsChanged', [])
    },
    unlock() {
      locked = false
      for (const resolve of unlockWaiters.splice(0)) resolve()
    },
    switchAccount(indexOrAddress) {
      const next =
        typeof indexOrAddress === 'number'
          ? indexOrAddress
          : accounts.findIndex((a) => a.address === indexOrAddress)
      if (next < 0 || next >= accounts.length) return
      const before = address()
      accountIndex = next
      if (connected && !locked && address() !== before)
        emitter.emit('accountsChanged', [address()])
    },
    switchNetwork(next) {
      if (next === network) return
      const before = address()
      network = next
      emitter.emit('networkChanged', network)
      if (connected && address() !== before)
        emitter.emit('accountsChanged', [address()])
    },
    setVersion(next) {
      version = next
      if (installed) {
        control.uninstall()
        control.inject()
      }
    },
    setMode(next) {
      currentMode = next
    },
    nextApproval(answer) {
      queue.push(answer)
    },
    failNext(envelope) {
      failNextEnvelope = envelope ?? {}
    },
    setBalance(koinu) {
      balanceOverride = koinu
    },
    calls,
    state: () => ({
      installed,
      locked,
      connected,
      account: address(),
      network,
      version,
      mode: currentMode,
    }),
  }
  ;(win as unknown as Record<string, unknown>).__walletSim = control
  if (currentMode !== 'not-installed') {
    const delay = readWalletDelay(win.location?.search ?? '')
    const at = delay ?? options.injectAt ?? 'immediate'
    if (at === 'immediate') control.inject()
    else if (
      at === 'domcontentloaded' &&
      win.document.readyState === 'loading'
    ) {
      win.document.addEventListener(
        'DOMContentLoaded',
        () => control.inject(),
        { once: true },
      )
    } else if (typeof at === 'number') {
      const later = () => setTimeout(() => control.inject(), at)
      if (win.document.readyState === 'complete') later()
      else win.addEventListener('load', later, { once: true })
    } else control.inject()
  }
  return control
}

/** Where the page's origin keeps the simulated wallet's grant. */
const GRANT_KEY = 'devnet.wallet.granted'

function readGrant(win: Window): boolean {
  try {
    return win.localStorage?.getItem(GRANT_KEY) === '1'
  } catch {
    return false
  }
}

function writeGrant(win: Window, granted: boolean): void {
  try {
    if (granted) win.localStorage?.setItem(GRANT_KEY, '1')
    else win.localStorage?.removeItem(GRANT_KEY)
  } catch {
    // Storage disabled: the grant lasts until the page closes.
  }
}

/** Decimal DOGE text → koinu text (truncating beyond 8 decimals). */
function toKoinu(doge: string): string {
  const [whole = '0', frac = ''] = doge.split('.')
  return (
    BigInt(whole || '0') * 100_000_000n +
    BigInt(`${frac}00000000`.slice(0, 8))
  ).toString()
}

function readWalletDelay(search: string): number | undefined {
  const v = new URLSearchParams(search).get('walletDelay')
  return v === null || !/^\d+$/.test(v) ? undefined : Number(v)
}

const AMOUNT_KEYS = [
  'amt',
  'amt0',
  'amt1',
  'max',
  'lim',
  'liquidity',
  'amt0_min',
  'amt1_min',
  'liqamt',
  'reward',
  'each_reward',
]
const ADDRESS = /^[DA9][1-9A-HJ-NP-Za-km-z]{25,34}$/

/**
 * The argument checks a real wallet likely makes (docs/wallet.md §10.15):
 * integer-string amounts and a main-net-looking recipient. Returns the
 * message of the -32603 rejection, or null.
 */
function checkPayload(payload: unknown): string | null {
  const list = Array.isArray(payload) ? payload : [payload]
  for (const p of list) {
    if (!p || typeof p !== 'object')
      return 'invalid params: payload must be an object'
    const record = p as Record<string, unknown>
    for (const key of AMOUNT_KEYS) {
      const v = record[key]
      if (v !== undefined && (typeof v !== 'string' || !/^\d+$/.test(v))) {
        return `invalid params: ${key} must be an integer string`
      }
    }
    for (const key of ['to', 'to_address']) {
      const v = record[key]
      if (v !== undefined && (typeof v !== 'string' || !ADDRESS.test(v))) {
        return `invalid params: ${key} is not a valid address`
      }
    }
  }
  return null
}
