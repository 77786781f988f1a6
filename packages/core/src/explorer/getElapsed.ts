/** How long ago a moment was, in the largest whole unit that fits. */
export type Elapsed =
  | { readonly unit: 'now' }
  | { readonly unit: 'minute' | 'hour' | 'day'; readonly count: number }

const MINUTE_MS = 60_000
const HOUR_MS = 60 * MINUTE_MS
const DAY_MS = 24 * HOUR_MS

/**
 * How long before `nowMs` the moment `epochMs` was, truncated to the
 * largest whole unit: under a minute (or a moment still to come) is
 * `now`, then minutes, hours and days. What "updated 3 minutes ago" says.
 *
 * @example getElapsed(0, 3 * 60_000 + 5_000) // { unit: 'minute', count: 3 }
 */
export function getElapsed(epochMs: number, nowMs: number): Elapsed {
  const ms = nowMs - epochMs
  if (!(ms >= MINUTE_MS)) return { unit: 'now' }
  if (ms < HOUR_MS) return { unit: 'minute', count: Math.trunc(ms / MINUTE_MS) }
  if (ms < DAY_MS) return { unit: 'hour', count: Math.trunc(ms / HOUR_MS) }
  return { unit: 'day', count: Math.trunc(ms / DAY_MS) }
}
