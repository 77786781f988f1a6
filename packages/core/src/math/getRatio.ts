import BigNumber from 'bignumber.js'

/**
 * A private BigNumber constructor for ratios, so the global BigNumber
 * configuration of other code cannot change our precision. 36 decimals,
 * rounded half-even.
 */
const Ratio = BigNumber.clone({
  DECIMAL_PLACES: 36,
  ROUNDING_MODE: BigNumber.ROUND_HALF_EVEN,
})

/** `numerator / denominator` as a BigNumber; 0 when the denominator is 0. */
export function getRatio(numerator: bigint, denominator: bigint): BigNumber {
  if (denominator === 0n) return new Ratio(0)
  return new Ratio(numerator.toString()).div(denominator.toString())
}
