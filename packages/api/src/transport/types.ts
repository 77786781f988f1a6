export type ApiVersion = 'v3' | 'v4'

/** The subset of `fetch` the client needs (Node 18+ and browsers). */
export type FetchLike = (url: string, init: RequestInit) => Promise<Response>

/** Waits `ms`; resolves early (or rejects) when `signal` aborts is allowed. */
export type Sleep = (ms: number, signal?: AbortSignal) => Promise<void>

/** Options every call accepts. */
export type CallOptions = {
  /** Cancels the call; the result is then `{ kind: 'aborted' }`. */
  readonly signal?: AbortSignal
  /** Overrides the client's timeout for this call. */
  readonly timeoutMs?: number
}

/** A service endpoint (side services are plain URLs, GET unless said). */
export type ServiceEndpoint = {
  readonly url: string
  readonly method?: 'GET' | 'POST'
}

/**
 * A fee service, tried in the order given (docs/api.md §9, docs/product.md §7):
 * - `mempool`: `{ fastestFee, halfHourFee, hourFee }` in koinu per byte;
 * - `chainExplorer`: `{ data: { suggested_fee_per_kb } }` in DOGE per kB;
 * - `perKb`: `{ low_fee_per_kb, medium_fee_per_kb, high_fee_per_kb }` in
 *   koinu per kB (top level, or under `data`), e.g. `/v4/info/dogegas`.
 */
export type FeeServiceEndpoint = ServiceEndpoint & {
  readonly kind: 'mempool' | 'chainExplorer' | 'perKb'
}

export type ApiServices = {
  /** Base URL of the utxo service; the client POSTs `${url}/getBalance`. */
  readonly utxoBaseUrl?: string
  /** DOGE/USD price: `dogecoin.usd` (coingecko style) or top-level `last`. */
  readonly dogePrice?: ServiceEndpoint
  /** Tried when `dogePrice` fails. */
  readonly dogePriceProxy?: ServiceEndpoint
  readonly fees?: readonly FeeServiceEndpoint[]
  /** Base URL of the file upload-order service (docs/upload-service.md). */
  readonly uploadBaseUrl?: string
}

export type ApiClientConfig = {
  /** Provider base URL without version, e.g. `https://api.dogeuni.com`. */
  readonly baseUrl: string
  /** Version used by routes served identically under v3 and v4. */
  readonly version?: ApiVersion
  readonly fetch?: FetchLike
  readonly timeoutMs?: number
  /**
   * The largest response body read, in bytes (default 20 MB); a larger
   * one is aborted while streaming and fails as a `decode` error.
   */
  readonly maxResponseBytes?: number
  readonly services?: ApiServices
  /** Injected for tests: pauses of the paging helpers and retries. */
  readonly sleep?: Sleep
  /** Injected for tests: clock of the 5-minute service caches (epoch ms). */
  readonly now?: () => number
}

type CacheEntry = { readonly value: unknown; readonly expiresAtMs: number }

/** What every endpoint function receives: the resolved configuration. */
export type ApiTransport = {
  readonly baseUrl: string
  readonly version: ApiVersion
  readonly fetch: FetchLike
  readonly timeoutMs: number
  readonly maxResponseBytes: number
  readonly services: ApiServices
  readonly sleep: Sleep
  readonly now: () => number
  /** Per-client cache of the side services (price, fees). */
  readonly cache: Map<string, CacheEntry>
}

/** A page of a list route: rows plus the server's `total` (see quirks). */
export type Page<T> = {
  readonly items: readonly T[]
  readonly total: number
}
