/**
 * Progress of `value` towards `total` as a percentage with two decimals,
 * truncated (so 99.999% shows 99.99, and 100 only when done), clamped to
 * 0..100. `0` when `total ≤ 0`. Computed as
 * `floor(value · 10^4 / total) / 100` on bigints; the result is a display
 * number, never an amount.
 *
 * @example getProgressPercent(1n, 3n) // 33.33
 */
export function getProgressPercent(value: bigint, total: bigint): number {
  if (total <= 0n || value <= 0n) return 0
  if (value >= total) return 100
  return Number((value * 10_000n) / total) / 100
}
