import { getProgressPercent } from '../units/getProgressPercent.js'

/**
 * The share of `supply` that `amount` is, in percent with two decimals,
 * truncated: `floor(amount · 10^4 / supply) / 100`, clamped to 0..100
 * (core's progress rule, `getProgressPercent`, so 100 shows only for the
 * whole supply). `undefined` when `supply ≤ 0`: a share of nothing is not
 * 0%, it is unknown. A display number, never an amount.
 *
 * @example getSupplyShare(1n, 3n) // 33.33
 * @example getSupplyShare(5n, 0n) // undefined
 */
export function getSupplyShare(
  amount: bigint,
  supply: bigint,
): number | undefined {
  if (supply <= 0n) return undefined
  return getProgressPercent(amount, supply)
}
