import type BigNumber from 'bignumber.js'
import { getRatio } from '../math/getRatio.js'
import type { PoolRef } from './poolForm.js'

/** A pool's price both ways, as ratios of base units. */
export type PoolPrices = {
  /** Token1 per token0: reserve1 / reserve0. */
  readonly price0In1: BigNumber
  /** Token0 per token1: reserve0 / reserve1. */
  readonly price1In0: BigNumber
}

/** The pool's price both ways: token0 in token1 and token1 in token0. */
export function getPoolPrices(
  pool: Pick<PoolRef, 'reserve0' | 'reserve1'>,
): PoolPrices {
  return {
    price0In1: getRatio(pool.reserve1, pool.reserve0),
    price1In0: getRatio(pool.reserve0, pool.reserve1),
  }
}
