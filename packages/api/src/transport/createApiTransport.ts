import type {
  ApiClientConfig,
  ApiTransport,
  FetchLike,
  Sleep,
} from './types.js'

export const DEFAULT_TIMEOUT_MS = 15_000
/** The default cap on a response body: 20 MB. */
export const DEFAULT_MAX_RESPONSE_BYTES = 20 * 1024 * 1024

/** Default sleep: a timer that ends early (resolving) when `signal` aborts. */
export const defaultSleep: Sleep = (ms, signal) =>
  new Promise((resolve) => {
    if (signal?.aborted) return resolve()
    const timer = setTimeout(done, ms)
    function done() {
      clearTimeout(timer)
      signal?.removeEventListener('abort', done)
      resolve()
    }
    signal?.addEventListener('abort', done, { once: true })
  })

/** Calls the global fetch late, with the right `this` (browsers need it). */
const globalFetch: FetchLike = (url, init) => globalThis.fetch(url, init)

/** Resolves the configuration once; the caller's object is not kept. */
export function createApiTransport(config: ApiClientConfig): ApiTransport {
  return {
    baseUrl: config.baseUrl.replace(/\/+$/, ''),
    version: config.version ?? 'v4',
    fetch: config.fetch ?? globalFetch,
    timeoutMs: config.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    maxResponseBytes: config.maxResponseBytes ?? DEFAULT_MAX_RESPONSE_BYTES,
    services: { ...config.services },
    sleep: config.sleep ?? defaultSleep,
    now: config.now ?? Date.now,
    cache: new Map(),
  }
}
