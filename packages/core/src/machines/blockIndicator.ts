import { BLOCK_REFRESH_MAX_FAILURES } from '../polling/getBlockRefreshDelay.js'

/** More than this many blocks behind shows the warning style (docs/product.md §4). */
export const BLOCK_LAG_WARNING = 5

export type BlockIndicatorState =
  | 'normal'
  | 'warning'
  | 'offline'
  | 'connection-error'

export type GetBlockIndicatorStateParameters = {
  /** navigator.onLine, passed in. */
  readonly online: boolean
  readonly consecutiveFailures: number
  readonly indexHeight?: number
  readonly chainHeight?: number
}

/**
 * The block-height badge (docs/product.md §4), first match wins: offline when the
 * browser is offline; connection-error after 5 consecutive refresh
 * failures (polling has stopped; a click retries); warning when the index
 * is MORE than 5 blocks behind the chain; else normal.
 */
export function getBlockIndicatorState({
  online,
  consecutiveFailures,
  indexHeight,
  chainHeight,
}: GetBlockIndicatorStateParameters): BlockIndicatorState {
  if (!online) return 'offline'
  if (consecutiveFailures >= BLOCK_REFRESH_MAX_FAILURES)
    return 'connection-error'
  if (
    indexHeight !== undefined &&
    chainHeight !== undefined &&
    chainHeight - indexHeight > BLOCK_LAG_WARNING
  )
    return 'warning'
  return 'normal'
}

/**
 * The index-lag trading gate: quotes use the indexer's reserves, which are
 * stale while it lags, so swaps, adds and trades are paused when the index
 * is more than `maxLagBlocks` (default 5, the warning threshold) behind,
 * or when either height is unknown. A product rule, not a protocol one.
 */
export function isTradingPaused({
  indexHeight,
  chainHeight,
  maxLagBlocks = BLOCK_LAG_WARNING,
}: {
  readonly indexHeight?: number
  readonly chainHeight?: number
  readonly maxLagBlocks?: number
}): boolean {
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
