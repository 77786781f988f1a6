import { BigNumber } from 'bignumber.js'
import { Decimal } from './decimal.js'
import { groupDigits } from './groupDigits.js'

/** Options of {@link formatUsdValue}. */
export type FormatUsdValueOptions = {
  /** Default `,`. */
  readonly groupSeparator?: string
  /** Default `.`. */
  readonly decimalSeparator?: string
}

/**
 * Formats a USD value with exactly two decimals, truncated toward zero, the
 * integer part grouped (no currency sign: the app adds `$` per locale).
 * `undefined` for NaN or infinite values so the caller shows a placeholder.
 *
 * @example formatUsdValue(getUsdValue(123_456_789n, 8, '1000')) // '1,234.56'
 */
export function formatUsdValue(
  value: BigNumber.Value,
  { groupSeparator = ',', decimalSeparator = '.' }: FormatUsdValueOptions = {},
): string | undefined {
  const decimal = new Decimal(value)
  if (!decimal.isFinite()) return undefined
  const fixed = decimal.abs().toFixed(2, BigNumber.ROUND_DOWN)
  const [integer = '0', fraction = '00'] = fixed.split('.')
  const sign = decimal.isNegative() && fixed !== '0.00' ? '-' : ''
  return `${sign}${groupDigits(integer, groupSeparator)}${decimalSeparator}${fraction}`
}
