/**
 * Narrow local types for the injected wallet (docs/wallet.md §12). The
 * adapter never trusts these: every member is checked with `typeof` before
 * use, because any method can be missing from an older build (docs/wallet.md §3.0).
 */

/** Network names the wallet reports (docs/wallet.md §8). Only `livenet` is supported. */
export type WalletNetworkName = 'livenet' | 'testnet' | (string & {})

/** What an action method resolves with (docs/wallet.md §2.2); any field may be missing. */
export type WalletEnvelope = {
  readonly code?: number
  readonly msg?: string | null
  readonly message?: string | null
  readonly data?: { readonly tx_hash?: string } | null
  readonly tx_hash?: string
  readonly fee_address?: string
}

/** What a rejection carries: a plain object, not an `Error` (docs/wallet.md §2.3). */
export type WalletRpcError = {
  readonly code: number
  readonly message?: string
  readonly data?: unknown
}

/**
 * The provider as the adapter sees it: an object whose members may or may
 * not be functions. Methods are own-property closures (docs/wallet.md §1.1), so calling
 * them detached is fine, but we still call them as `provider[name](…)`.
 */
export type InjectedProvider = {
  readonly [member: string]: unknown
}

/**
 * The window-like object the adapter reads the provider from. A real
 * `window` satisfies it; tests pass a plain object. Methods use method
 * syntax so a DOM `window` is assignable despite its wider listener types.
 */
export type WalletHost = {
  readonly dogeuni?: unknown
  readonly unielon?: unknown
  addEventListener?(type: string, listener: () => void): void
  removeEventListener?(type: string, listener: () => void): void
  readonly document?: {
    readonly readyState?: string
    readonly visibilityState?: string
  }
}

/** Timer functions, injected so tests run on fake timers and no DOM. */
export type WalletTimers = {
  readonly setTimeout: (callback: () => void, delayMs: number) => unknown
  readonly clearTimeout: (id: unknown) => void
  readonly setInterval: (callback: () => void, delayMs: number) => unknown
  readonly clearInterval: (id: unknown) => void
}
