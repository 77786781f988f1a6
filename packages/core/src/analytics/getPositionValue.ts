import { minBigInt } from '../math/minMax.js'

/** A pool's state now (docs/api.md §8.2 `swap/pools`). */
export type LpPoolState = {
  readonly reserve0: bigint
  readonly reserve1: bigint
  /** `liquidity_total`, including the 1000 locked units. */
  readonly totalSupply: bigint
}

/**
 * Token0 base units valued in token1 base units at the pool's price now
 * (`amount0 × reserve1 // reserve0`), rounded down. 0 for an empty pool.
 */
export function getValueInToken1(
  amount0: bigint,
  amount1: bigint,
  pool: Pick<LpPoolState, 'reserve0' | 'reserve1'>,
): bigint {
  if (pool.reserve0 <= 0n) return amount1
  return (amount0 * pool.reserve1) / pool.reserve0 + amount1
}

/**
 * Value now of an LP balance, in token1 base units: what removing it would
 * pay (`liquidity × R // LT` per token, docs/protocol.md §5.5), token0
 * valued at the pool's price. Never more than the pool.
 */
export function getPositionValue(liquidity: bigint, pool: LpPoolState): bigint {
  if (liquidity <= 0n || pool.totalSupply <= 0n) return 0n
  const lp = minBigInt(liquidity, pool.totalSupply)
  return getValueInToken1(
    (lp * pool.reserve0) / pool.totalSupply,
    (lp * pool.reserve1) / pool.totalSupply,
    pool,
  )
}
