import type BigNumber from 'bignumber.js'
import { getRatio } from '../math/getRatio.js'

export type GetPoolPositionParameters = {
  /** The user's LP balance, base units. */
  readonly liquidity: bigint
  readonly reserve0: bigint
  readonly reserve1: bigint
  /** `liquidity_total`, including the 1000 locked units. */
  readonly totalSupply: bigint
}

export type PoolPosition = {
  /** liquidity / liquidity_total (docs/spec-vs-indexer.md §2.4). */
  readonly shareOfPool: BigNumber
  /** What removing all of it would pay now, rounded down as the indexer. */
  readonly amount0: bigint
  readonly amount1: bigint
}

/**
 * A "my positions" row: the user's pool share and underlying amounts
 * (`liquidity × R // LT`, the remove formula). Zeros for an empty pool or
 * no LP; never more than the reserves.
 */
export function getPoolPosition({
  liquidity,
  reserve0,
  reserve1,
  totalSupply,
}: GetPoolPositionParameters): PoolPosition {
  if (liquidity <= 0n || totalSupply <= 0n || reserve0 < 0n || reserve1 < 0n)
    return { shareOfPool: getRatio(0n, 1n), amount0: 0n, amount1: 0n }
  const lp = liquidity > totalSupply ? totalSupply : liquidity
  return {
    shareOfPool: getRatio(lp, totalSupply),
    amount0: (lp * reserve0) / totalSupply,
    amount1: (lp * reserve1) / totalSupply,
  }
}

/**
 * Fees earned by a pool over a set of swaps (for "24h fees"): the sum of
 * each swap's `(amountIn // 1000) × 3`, in the input token. Sum per input
 * token; never `volume × 0.003` (it differs by the truncation).
 */
export function getSwapFeesTotal(
  amountsIn: readonly bigint[],
  feeOf: (amountIn: bigint) => bigint,
): bigint {
  return amountsIn.reduce((total, a) => total + feeOf(a), 0n)
}
