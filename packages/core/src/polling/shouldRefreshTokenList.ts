/** No token-list refresh more often than once a minute. */
export const TOKEN_LIST_MIN_INTERVAL_MS = 60_000
/** The cached list is re-fetched when older than 15 minutes… */
export const TOKEN_LIST_CACHE_TTL_MS = 15 * 60_000
/** …or when the chain has advanced 500 blocks since it was fetched. */
export const TOKEN_LIST_BLOCK_GAP = 500

export type ShouldRefreshTokenListParameters = {
  readonly nowMs: number
  /** When a refresh was last STARTED (undefined: never). */
  readonly lastRefreshMs?: number
  /** When the cached list was last written (undefined: no cache). */
  readonly cacheUpdatedMs?: number
  /** Index height when the cache was written. */
  readonly lastHeight?: number
  /** Current index height. */
  readonly height?: number
}

/**
 * The token-list throttle (docs/product.md §9: "60 s, 15 min cache update, 500 block
 * gap"), read as:
 * 1. never start a refresh within 60 s of the previous one (throttle wins);
 * 2. otherwise refresh when there is no cache, when the cache is 15 min old
 *    or older, or when the height moved ≥ 500 blocks from the cache's
 *    height (either way: a reset chain also invalidates it);
 * 3. otherwise serve the cache.
 */
export function shouldRefreshTokenList({
  nowMs,
  lastRefreshMs,
  cacheUpdatedMs,
  lastHeight,
  height,
}: ShouldRefreshTokenListParameters): boolean {
  if (
    lastRefreshMs !== undefined &&
    nowMs - lastRefreshMs < TOKEN_LIST_MIN_INTERVAL_MS
  )
    return false
  if (cacheUpdatedMs === undefined) return true
  if (nowMs - cacheUpdatedMs >= TOKEN_LIST_CACHE_TTL_MS) return true
  if (
    lastHeight !== undefined &&
    height !== undefined &&
    Math.abs(height - lastHeight) >= TOKEN_LIST_BLOCK_GAP
  )
    return true
  return false
}
