import { BigNumber } from 'bignumber.js'
import { assert } from '../errors/assert.js'
import { Decimal } from './decimal.js'
import { groupDigits } from './groupDigits.js'

/** Options of {@link formatPrice}. */
export type FormatPriceOptions = {
  /** Significant digits kept when the price is below 1, and in the fraction above 1. Default 8. */
  readonly maxSignificantDigits?: number
  /** Fractional digits shown at most. Default 8. */
  readonly maxFractionDigits?: number
  /** Default `,`. */
  readonly groupSeparator?: string
  /** Default `.`. */
  readonly decimalSeparator?: string
}

/**
 * Formats a price, truncating toward zero (never rounding up):
 * - integer digits are always kept in full;
 * - the fraction keeps digits while the total stays within
 *   `maxSignificantDigits` (leading zeros of a price below 1 do not count)
 *   and within `maxFractionDigits`;
 * - trailing zeros are trimmed; a positive price that truncates to 0 prints
 *   `<0.00000001` (the smallest step shown);
 * - `undefined` for NaN or infinite prices (no price).
 *
 * @example formatPrice(new BigNumber('1234.56789123')) // '1,234.5678'
 * @example formatPrice('0.000123456789') // '0.00012345'
 */
export function formatPrice(
  price: BigNumber.Value,
  {
    maxSignificantDigits = 8,
    maxFractionDigits = 8,
    groupSeparator = ',',
    decimalSeparator = '.',
  }: FormatPriceOptions = {},
): string | undefined {
  assert(
    Number.isInteger(maxSignificantDigits) && maxSignificantDigits >= 1,
    'INVALID_MAX_SIGNIFICANT_DIGITS',
  )
  assert(
    Number.isInteger(maxFractionDigits) && maxFractionDigits >= 0,
    'INVALID_MAX_FRACTION_DIGITS',
  )
  const value = new Decimal(price)
  if (!value.isFinite()) return undefined
  const magnitude = value.abs()
  const integerDigits = magnitude
    .integerValue(BigNumber.ROUND_DOWN)
    .toFixed().length
  let truncated: BigNumber
  if (magnitude.gte(1)) {
    const places = Math.min(
      maxFractionDigits,
      Math.max(0, maxSignificantDigits - integerDigits),
    )
    truncated = magnitude.decimalPlaces(places, BigNumber.ROUND_DOWN)
  } else if (magnitude.isZero()) {
    truncated = magnitude
  } else {
    truncated = magnitude
      .precision(maxSignificantDigits, BigNumber.ROUND_DOWN)
      .decimalPlaces(maxFractionDigits, BigNumber.ROUND_DOWN)
  }
  const sign = value.isNegative() ? '-' : ''
  if (truncated.isZero() && !magnitude.isZero()) {
    const step = new Decimal(1).shiftedBy(-maxFractionDigits).toFixed()
    return `${sign === '-' ? '>-' : '<'}${step.replace('.', decimalSeparator)}`
  }
  if (truncated.isZero()) return '0'
  const [integer = '0', fraction] = truncated.toFixed().split('.')
  return `${sign}${groupDigits(integer, groupSeparator)}${fraction ? `${decimalSeparator}${fraction}` : ''}`
}
