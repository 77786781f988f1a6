import type BigNumber from 'bignumber.js'
import { getRatio } from '../math/getRatio.js'

/**
 * A pool's fee APR in percent: a day's fees over its liquidity, for a year
 * (`fees × 365 × 100 ÷ tvl`), fees and TVL in the same unit (WDOGE koinu).
 * `undefined` without liquidity. A display ratio, never money.
 */
export function getFeeApr(
  feesPerDay: bigint,
  tvl: bigint,
): BigNumber | undefined {
  if (tvl <= 0n || feesPerDay < 0n) return undefined
  return getRatio(feesPerDay * 365n * 100n, tvl)
}
