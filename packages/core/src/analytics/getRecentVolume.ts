import type { TvlPoint } from '../domain/tvl.js'

const DAY_MS = 86_400_000

/**
 * The swap volume of the last `days` UTC days, today included, from a
 * pool's daily TVL rows (docs/api.md §8.4 `swap/tvl`: one row per day with
 * activity, `baseVolume` exact WDOGE koinu). Rows dated after today (a
 * server clock ahead of ours) count as today's.
 */
export function getRecentVolume(
  points: readonly TvlPoint[],
  days: number,
  nowMs: number,
): bigint {
  if (!Number.isInteger(days) || days <= 0) return 0n
  const start = (Math.floor(nowMs / DAY_MS) - (days - 1)) * DAY_MS
  let sum = 0n
  for (const p of points) if (p.lastDateMs >= start) sum += p.baseVolume
  return sum
}
