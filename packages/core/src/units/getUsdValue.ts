import type { BigNumber } from 'bignumber.js'
import { assertDecimals } from './assertDecimals.js'
import { Decimal, toNonNegativeDecimal } from './decimal.js'

/**
 * USD value of an amount: `amountRaw / 10^decimals · usdPerUnit`, exact
 * (no rounding; round when displaying, see `formatUsdValue`). `usdPerUnit`
 * is the USD price of one display unit (one DOGE, one token), as a
 * BigNumber or a decimal string. A price that is not a finite number ≥ 0
 * gives `NaN`: check `.isFinite()` before showing it.
 *
 * @example getUsdValue(250_000_000n, 8, '0.1').toString() // '0.25'
 */
export function getUsdValue(
  amountRaw: bigint,
  decimals: number,
  usdPerUnit: BigNumber | string,
): BigNumber {
  assertDecimals(decimals)
  return new Decimal(amountRaw.toString())
    .shiftedBy(-decimals)
    .times(toNonNegativeDecimal(usdPerUnit))
}
