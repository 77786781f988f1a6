import { BLOCK_REFRESH_MAX_FAILURES } from '../polling/getBlockRefreshDelay.js'

/** More than this many blocks behind shows the warning style (docs/product.md §4). */
export const BLOCK_LAG_WARNING = 5

export type BlockIndicatorState =
  | 'normal'
  | 'warning'
  | 'halted'
  | 'stale'
  | 'offline'
  | 'connection-error'

export type GetBlockIndicatorStateParameters = {
  /** navigator.onLine, passed in. */
  readonly online: boolean
  readonly consecutiveFailures: number
  readonly indexHeight?: number
  readonly chainHeight?: number
  /** No new chain height for a while (`isChainHalted`). */
  readonly halted?: boolean
}

/**
 * The block-height badge (docs/product.md §4), first match wins: offline when the
 * browser is offline; connection-error after 5 consecutive refresh
 * failures (polling has stopped; a click retries); stale after any failed
 * refresh (the provider did not answer: what the page shows may be out of
 * date, and submitting waits for fresh data; `isDataStale`); halted when
 * the chain height has not moved for a while (`isChainHalted`); warning
 * when the index is MORE than 5 blocks behind the chain; else normal.
 */
export function getBlockIndicatorState({
  online,
  consecutiveFailures,
  indexHeight,
  chainHeight,
  halted = false,
}: GetBlockIndicatorStateParameters): BlockIndicatorState {
  if (!online) return 'offline'
  if (consecutiveFailures >= BLOCK_REFRESH_MAX_FAILURES)
    return 'connection-error'
  if (isDataStale({ consecutiveFailures })) return 'stale'
  if (halted) return 'halted'
  if (
    indexHeight !== undefined &&
    chainHeight !== undefined &&
    chainHeight - indexHeight > BLOCK_LAG_WARNING
  )
    return 'warning'
  return 'normal'
}

/**
 * Whether what the page shows may be out of date: the last refresh of the
 * block heights failed (each refresh is already retried), so the provider
 * is not answering and every figure read from it may have moved. It stays
 * stale until a refresh succeeds.
 */
export function isDataStale({
  consecutiveFailures,
}: {
  readonly consecutiveFailures: number
}): boolean {
  return consecutiveFailures > 0
}

/** How many block intervals without a new chain height make a halt. */
export const CHAIN_HALT_INTERVALS = 3

/**
 * Whether the chain looks halted: its height has not changed for
 * `CHAIN_HALT_INTERVALS` (3) times the configured block interval or more.
 * `sinceMs` is when the current chain height was first seen, `nowMs` the
 * last time it was read again.
 *
 * @example isChainHalted({ sinceMs: 0, nowMs: 180_000, blockIntervalMs: 60_000 }) // true
 */
export function isChainHalted({
  sinceMs,
  nowMs,
  blockIntervalMs,
}: {
  readonly sinceMs: number
  readonly nowMs: number
  readonly blockIntervalMs: number
}): boolean {
  if (!(blockIntervalMs > 0)) return false
  return nowMs - sinceMs >= CHAIN_HALT_INTERVALS * blockIntervalMs
}

/**
 * The trading gate: quotes use the indexer's reserves, which are stale
 * while it lags, so swaps, adds and trades are paused when the index is
 * more than `maxLagBlocks` (default 5, the warning threshold) behind, when
 * either height is unknown, or while the data is stale (`isDataStale`: the
 * provider stopped answering). A product rule, not a protocol one.
 */
export function isTradingPaused({
  indexHeight,
  chainHeight,
  maxLagBlocks = BLOCK_LAG_WARNING,
  stale = false,
}: {
  readonly indexHeight?: number
  readonly chainHeight?: number
  readonly maxLagBlocks?: number
  readonly stale?: boolean
}): boolean {
  if (stale) return true
  if (indexHeight === undefined || chainHeight === undefined) return true
  return chainHeight - indexHeight > maxLagBlocks
}

/**
 * Blocks the indexer is behind the chain (the spec's `blocks`), never
 * negative; `undefined` while either height is unknown.
 *
 * @example getBlocksBehind({ indexHeight: 1200, chainHeight: 1206 }) // 6
 */
export function getBlocksBehind({
  indexHeight,
  chainHeight,
}: {
  readonly indexHeight?: number
  readonly chainHeight?: number
}): number | undefined {
  if (indexHeight === undefined || chainHeight === undefined) return undefined
  return Math.max(0, chainHeight - indexHeight)
}
