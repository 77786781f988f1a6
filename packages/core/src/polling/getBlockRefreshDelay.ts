/** After this many consecutive failures the block poll stops (docs/product.md §4). */
export const BLOCK_REFRESH_MAX_FAILURES = 5

type Schedule = {
  readonly baseMs: number
  readonly maxDoublings: number
  readonly capMs: number
}

/** docs/product.md §9: normally 60 s doubling per failure, ≤ 3 doublings, cap 300 s. */
export const BLOCK_REFRESH_SCHEDULE: Schedule = Object.freeze({
  baseMs: 60_000,
  maxDoublings: 3,
  capMs: 300_000,
})

/** On /swap pages: 15 s doubling, ≤ 2 doublings, cap 60 s. */
export const SWAP_BLOCK_REFRESH_SCHEDULE: Schedule = Object.freeze({
  baseMs: 15_000,
  maxDoublings: 2,
  capMs: 60_000,
})

export type BlockRefreshDelay =
  | { readonly kind: 'wait'; readonly delayMs: number }
  | { readonly kind: 'stop' }

/**
 * When to poll the block height next, given the consecutive failures so far
 * (0 after a success): `min(base × 2^min(failures, maxDoublings), cap)`,
 * and `stop` once 5 failures in a row have happened (the indicator then
 * shows the connection error; a click or coming back online restarts).
 *
 *   failures      0    1    2    3    4    5
 *   normal (s)   60  120  240  300  300  stop
 *   /swap  (s)   15   30   60   60   60  stop
 */
export function getBlockRefreshDelay({
  consecutiveFailures,
  onSwapPage,
}: {
  readonly consecutiveFailures: number
  readonly onSwapPage: boolean
}): BlockRefreshDelay {
  if (!Number.isSafeInteger(consecutiveFailures) || consecutiveFailures < 0)
    throw new RangeError('consecutiveFailures must be a non-negative integer')
  if (consecutiveFailures >= BLOCK_REFRESH_MAX_FAILURES) return { kind: 'stop' }
  const s = onSwapPage ? SWAP_BLOCK_REFRESH_SCHEDULE : BLOCK_REFRESH_SCHEDULE
  const doublings = Math.min(consecutiveFailures, s.maxDoublings)
  return { kind: 'wait', delayMs: Math.min(s.baseMs * 2 ** doublings, s.capMs) }
}

/** Retries of one block-number request: 3, backing off 1 s, 2 s, 4 s. */
export const BLOCK_NUMBER_MAX_RETRIES = 3
export const BLOCK_NUMBER_RETRY_BASE_MS = 1_000
export const BLOCK_NUMBER_RETRY_MAX_MS = 10_000

/**
 * Delay before retry number `attempt` (1-based) of a failed block-number
 * request: `min(1000 × 2^(attempt − 1), 10000)` ms, i.e. 1 s, 2 s, 4 s;
 * `undefined` when no retry is left (attempt > 3) or attempt < 1.
 */
export function getBlockNumberRetryDelay(attempt: number): number | undefined {
  if (
    !Number.isSafeInteger(attempt) ||
    attempt < 1 ||
    attempt > BLOCK_NUMBER_MAX_RETRIES
  )
    return undefined
  return Math.min(
    BLOCK_NUMBER_RETRY_BASE_MS * 2 ** (attempt - 1),
    BLOCK_NUMBER_RETRY_MAX_MS,
  )
}
