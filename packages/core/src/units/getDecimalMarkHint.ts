import type { DecimalSeparators } from './normalizeDecimalText.js'

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
