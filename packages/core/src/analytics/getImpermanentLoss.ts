import { isqrt } from '../math/isqrt.js'
import type { PositionLot } from './getPositionLots.js'
import { getValueInToken1, type LpPoolState } from './getPositionValue.js'

/**
 * Impermanent loss of one deposit, in token1 base units (≤ 0): the standard
 * constant-product formula on the price ratio `r` between entry and now,
 * applied to the HODL value of the deposit:
 *
 *   IL = HODL × (2√r / (1 + r) − 1)
 *
 * With `r = N / D` (`N = price now × amount0`, `D = amount1`, the entry price
 * being `amount1 / amount0`), `2√r/(1+r) − 1 = (2√(N·D) − N − D) / (N + D)`,
 * which is ≤ 0 (AM–GM). `√` is the floor root and the magnitude is rounded
 * up, so the result is never positive and is 0 exactly when `N = D`.
 */
export function getLotImpermanentLoss(
  lot: PositionLot,
  pool: Pick<LpPoolState, 'reserve0' | 'reserve1'>,
): bigint {
  if (pool.reserve0 <= 0n || pool.reserve1 <= 0n) return 0n
  if (lot.amount0 <= 0n || lot.amount1 <= 0n) return 0n
  // Prices as fractions over reserve0 so that no division happens before the root.
  const n = lot.amount0 * pool.reserve1
  const d = lot.amount1 * pool.reserve0
  const gap = n + d - 2n * isqrt(n * d)
  if (gap === 0n) return 0n
  const hodl = getValueInToken1(lot.amount0, lot.amount1, pool)
  const magnitude = (hodl * gap + (n + d) - 1n) / (n + d)
  return -magnitude
}

/** The impermanent loss of every deposit still held, summed (≤ 0). */
export function getImpermanentLoss(
  lots: readonly PositionLot[],
  pool: Pick<LpPoolState, 'reserve0' | 'reserve1'>,
): bigint {
  return lots.reduce((sum, lot) => sum + getLotImpermanentLoss(lot, pool), 0n)
}
