import { assert } from '../errors/assert.js'
import { assertDecimals } from './assertDecimals.js'
import { groupDigits } from './groupDigits.js'

/** Options of {@link formatAmount}. */
export type FormatAmountOptions = {
  /** Decimals of the token (`value` is in base units). Default 8. */
  readonly decimals?: number
  /** Fractional digits shown at most; extra digits are cut, not rounded. Default 8. */
  readonly maxFractionDigits?: number
  /** Thousands separator of the integer part. Default `,`. */
  readonly groupSeparator?: string
  /** Default `.`. */
  readonly decimalSeparator?: string
}

/**
 * Formats base units for display: `value / 10^decimals`, truncated toward
 * zero to `maxFractionDigits` (never rounded up: a balance is never shown
 * larger than it is), trailing zeros trimmed, integer part grouped by
 * thousands. Pure bigint arithmetic, no floats. A value that truncates to
 * zero prints `0`, never `-0`.
 *
 * @example formatAmount(123_456_789_012_345n) // '1,234,567.89012345'
 * @example formatAmount(123_456_789_012_345n, { maxFractionDigits: 2 }) // '1,234,567.89'
 */
export function formatAmount(
  value: bigint,
  {
    decimals = 8,
    maxFractionDigits = 8,
    groupSeparator = ',',
    decimalSeparator = '.',
  }: FormatAmountOptions = {},
): string {
  assertDecimals(decimals)
  assert(
    Number.isInteger(maxFractionDigits) && maxFractionDigits >= 0,
    'INVALID_MAX_FRACTION_DIGITS',
  )
  const magnitude = value < 0n ? -value : value
  const digits = magnitude.toString().padStart(decimals + 1, '0')
  const integer = digits.slice(0, digits.length - decimals)
  const fraction = digits
    .slice(digits.length - decimals)
    .slice(0, maxFractionDigits)
    .replace(/0+$/, '')
  const isZero = /^0*$/.test(integer) && fraction === ''
  const sign = value < 0n && !isZero ? '-' : ''
  const grouped = groupDigits(integer, groupSeparator)
  return `${sign}${grouped}${fraction ? `${decimalSeparator}${fraction}` : ''}`
}
