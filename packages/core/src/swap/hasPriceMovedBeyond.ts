import { BPS_DENOMINATOR } from '../math/bps.js'

export type HasPriceMovedBeyondParameters = {
  readonly reserve0Before: bigint
  readonly reserve1Before: bigint
  readonly reserve0Now: bigint
  readonly reserve1Now: bigint
  /** Allowed relative move of the price; default 50 bps (spec: 0.5%). */
  readonly toleranceBps?: bigint
}

/**
 * The supply-confirmation revert check: did the pool price (R1 / R0) move by
 * MORE than `toleranceBps` since the quote? Exact integer comparison:
 *
 *   |R1n/R0n − R1b/R0b| / (R1b/R0b) > tol / 10000
 *   ⇔ |R1n × R0b − R1b × R0n| × 10000 > tol × R1b × R0n
 *
 * A pool with an empty reserve on either side counts as moved.
 */
export function hasPriceMovedBeyond({
  reserve0Before,
  reserve1Before,
  reserve0Now,
  reserve1Now,
  toleranceBps = 50n,
}: HasPriceMovedBeyondParameters): boolean {
  if (
    reserve0Before <= 0n ||
    reserve1Before <= 0n ||
    reserve0Now <= 0n ||
    reserve1Now <= 0n
  )
    return true
  const diff = reserve1Now * reserve0Before - reserve1Before * reserve0Now
  const absDiff = diff < 0n ? -diff : diff
  return absDiff * BPS_DENOMINATOR > toleranceBps * reserve1Before * reserve0Now
}
