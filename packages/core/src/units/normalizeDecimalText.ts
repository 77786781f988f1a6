import { err, ok, type Result } from 'neverthrow'
import { assert } from '../errors/assert.js'

/** How a locale writes numbers: `1,234.5` (en-US) or `1.234,5` (vi). */
export type DecimalSeparators = {
  /** Default `.`. */
  readonly decimalSeparator?: string
  /**
   * Accepted between groups of exactly three integer digits, as the screen
   * shows amounts (`1,234,567`); anywhere else it is refused. Default: no
   * grouping accepted.
   */
  readonly groupSeparator?: string
}

/**
 * The other common decimal mark was typed, as a decimal mark: `1,5` where
 * the locale writes `1.5`, or `1.5` where it writes `1,5`. Refused, never
 * guessed: `1,500` is a thousand and a half in one locale and one and a
 * half in another.
 */
export type WrongDecimalSeparator = {
  readonly code: 'WRONG_DECIMAL_SEPARATOR'
  readonly decimalSeparator: string
}

const escapeRegExp = (text: string) =>
  text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * Rewrites typed number text in a locale's notation into the canonical
 * `digits[.digits]` form (trimmed, group separators removed), or says the
 * wrong decimal mark was used. Anything else it leaves for the caller's own
 * syntax check: it only ever removes well-placed group separators and
 * swaps the locale's decimal mark for `.`.
 *
 * @example normalizeDecimalText('1.234,5', { decimalSeparator: ',', groupSeparator: '.' }) // ok('1234.5')
 * @example normalizeDecimalText('1,5') // err({ code: 'WRONG_DECIMAL_SEPARATOR', decimalSeparator: '.' })
 */
export function normalizeDecimalText(
  text: string,
  { decimalSeparator = '.', groupSeparator }: DecimalSeparators = {},
): Result<string, WrongDecimalSeparator> {
  assert(
    decimalSeparator.length > 0 && decimalSeparator !== groupSeparator,
    'INVALID_SEPARATORS',
  )
  const trimmed = text.trim()
  const [integer = '', ...fractions] = trimmed.split(decimalSeparator)
  const fraction = fractions.length === 1 ? `.${fractions[0]}` : ''
  if (fractions.length > 1) return ok(trimmed)

  const grouped =
    groupSeparator !== undefined &&
    groupSeparator !== '' &&
    new RegExp(`^\\d{1,3}(?:${escapeRegExp(groupSeparator)}\\d{3})+$`).test(
      integer,
    )
  if (grouped) return ok(`${integer.split(groupSeparator).join('')}${fraction}`)

  const otherMark = decimalSeparator === ',' ? '.' : ','
  if (
    fractions.length === 0 &&
    new RegExp(`^\\d*${escapeRegExp(otherMark)}\\d*$`).test(integer) &&
    /\d/.test(integer)
  ) {
    return err({ code: 'WRONG_DECIMAL_SEPARATOR', decimalSeparator })
  }
  return ok(`${integer}${fraction}`)
}
