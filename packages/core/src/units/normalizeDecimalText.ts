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

/**
 * A typed amount whose only mark was read as the group separator, which
 * someone used to the other notation may have meant as a decimal mark:
 * `1.234` is 1234 in Vietnamese notation and 1.234 in English; `1,234` is
 * 1234 in English notation and 1,234 (one and a bit) in Vietnamese.
 */
export type DecimalMarkHint = {
  readonly code: 'GROUP_MARK_MAY_BE_DECIMAL'
  /** The mark that was read as grouping thousands (`.` in Vietnamese). */
  readonly groupSeparator: string
  /**
   * The other reading, in the locale's notation (`1,234` in Vietnamese):
   * 1000 times smaller than the amount as typed.
   */
  readonly suggestion: string
}

/**
 * Detects the separator mix-up that signs an amount 1000 times too large:
 * in a locale whose group mark is the other locale's decimal mark (`.` and
 * `,`), text with exactly one group mark followed by exactly three digits
 * and no decimal mark (`1.234` in Vietnamese, `1,234` in English) is read
 * as a whole number of thousands, yet it is how a reader of the other
 * notation writes a decimal. The hint gives that decimal reading in the
 * locale's notation, for the app to ask "did you mean …?"; the amount as
 * typed stays what is read.
 *
 * Nothing when the text is unambiguous: it reads the same in both
 * notations, or one of them refuses it (`1.234.567`, `1.234,5`, `1234`,
 * `1,5`), or its other reading is the larger (`1,234` in Vietnamese is
 * already the small amount), or it is zero (`0.000`). Nothing for
 * separators other than `.` and `,` swapped.
 *
 * @example getDecimalMarkHint('1.234', { decimalSeparator: ',', groupSeparator: '.' }) // { code: 'GROUP_MARK_MAY_BE_DECIMAL', groupSeparator: '.', suggestion: '1,234' }
 * @example getDecimalMarkHint('1,234', { decimalSeparator: '.', groupSeparator: ',' }) // { code: 'GROUP_MARK_MAY_BE_DECIMAL', groupSeparator: ',', suggestion: '1.234' }
 * @example getDecimalMarkHint('1.234.567', { decimalSeparator: ',', groupSeparator: '.' }) // undefined
 */
export function getDecimalMarkHint(
  text: string,
  { decimalSeparator = '.', groupSeparator }: DecimalSeparators = {},
): DecimalMarkHint | undefined {
  // Only `.` and `,` swapped: one locale's group mark, the other's decimal.
  const match = /^(\d{1,3})([.,])(\d{3})$/.exec(text.trim())
  const [, whole, mark, part] = match ?? []
  if (
    mark !== groupSeparator ||
    decimalSeparator !== (mark === '.' ? ',' : '.') ||
    mark === undefined ||
    whole === undefined ||
    part === undefined
  )
    return undefined
  // Zero reads as zero either way.
  if (Number(whole + part) === 0) return undefined
  return {
    code: 'GROUP_MARK_MAY_BE_DECIMAL',
    groupSeparator: mark,
    suggestion: `${whole}${decimalSeparator}${part}`,
  }
}
