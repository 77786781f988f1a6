import { err, ok, type Result } from 'neverthrow'
import { assertDecimals } from './assertDecimals.js'
import {
  type DecimalSeparators,
  normalizeDecimalText,
  type WrongDecimalSeparator,
} from './normalizeDecimalText.js'

/**
 * Why a typed amount could not be read.
 * - `EMPTY`: nothing but spaces.
 * - `INVALID_NUMBER`: anything but digits with at most one `.` (signs,
 *   exponents, commas, letters, a lone `.`).
 * - `TOO_MANY_DECIMALS`: more fractional digits than the token has; the
 *   amount is refused rather than rounded.
 * - `WRONG_DECIMAL_SEPARATOR`: `1,5` where the locale writes `1.5` (or the
 *   reverse); carries the mark to use.
 */
export type ParseUnitsError =
  | { readonly code: 'EMPTY' }
  | { readonly code: 'INVALID_NUMBER' }
  | { readonly code: 'TOO_MANY_DECIMALS'; readonly decimals: number }
  | WrongDecimalSeparator

const DECIMAL = /^(\d*)(?:\.(\d*))?$/

/**
 * Parses a typed decimal amount into integer base units:
 * `raw = int(text) · 10^decimals + frac`, exactly. Accepts digits with at
 * most one decimal mark, surrounding spaces, leading zeros, `.5` and `5.`;
 * refuses signs, exponents and more than `decimals` fractional digits
 * (never rounds). `decimals` must be an integer 0..255.
 *
 * The decimal mark is `.` unless `separators` name the locale's; group
 * separators are accepted only when given, and only between groups of
 * three (see {@link normalizeDecimalText}).
 *
 * @example parseUnits('1.5') // ok(150_000_000n)
 * @example parseUnits('1,5', 8, { decimalSeparator: ',' }) // ok(150_000_000n)
 * @example parseUnits('0.000000001') // err({ code: 'TOO_MANY_DECIMALS', decimals: 8 })
 */
export function parseUnits(
  text: string,
  decimals = 8,
  separators: DecimalSeparators = {},
): Result<bigint, ParseUnitsError> {
  assertDecimals(decimals)
  if (typeof text !== 'string') return err({ code: 'INVALID_NUMBER' })
  if (text.trim() === '') return err({ code: 'EMPTY' })
  const normalized = normalizeDecimalText(text, separators)
  if (normalized.isErr()) return err(normalized.error)
  const match = DECIMAL.exec(normalized.value)
  if (!match) return err({ code: 'INVALID_NUMBER' })
  const integer = match[1] ?? ''
  const fraction = match[2] ?? ''
  if (integer === '' && fraction === '') return err({ code: 'INVALID_NUMBER' })
  if (fraction.length > decimals) {
    return err({ code: 'TOO_MANY_DECIMALS', decimals })
  }
  return ok(BigInt(`${integer}${fraction.padEnd(decimals, '0')}` || '0'))
}
