import type { PositionLot } from './getPositionLots.js'
import { getValueInToken1, type LpPoolState } from './getPositionValue.js'

/**
 * What the deposited tokens still held (the lots of `getPositionLots`)
 * would be worth now had they been kept instead of deposited, in token1
 * base units at the pool's price now. Rounded down once per lot.
 */
export function getHodlValue(
  lots: readonly PositionLot[],
  pool: Pick<LpPoolState, 'reserve0' | 'reserve1'>,
): bigint {
  return lots.reduce(
    (sum, lot) => sum + getValueInToken1(lot.amount0, lot.amount1, pool),
    0n,
  )
}
