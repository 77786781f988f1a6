import type { DecimalSeparators } from './normalizeDecimalText.js'

/**
 * A typed amount that was read with a dot as the group separator, which
 * someone used to a decimal dot may have meant as a decimal mark:
 * `1.234` is 1234 in Vietnamese notation, 1.234 in English.
 */
export type DecimalMarkHint = {
  readonly code: 'DOT_READ_AS_GROUP'
  /** The other reading, in the locale's notation (`1,234`). */
  readonly asDecimal: string
}

/**
 * Detects the likely separator mix-up before an amount 1000× too large is
 * signed: in a locale that groups thousands with a dot (Vietnamese: `1.234,5`),
 * text with exactly one dot followed by exactly three digits and no decimal
 * mark (`1.234`, `0.500`) is read as a whole number, yet it is how every
 * wallet, explorer and English-speaking reader writes a decimal. The hint
 * gives the decimal reading in the locale's notation (`1,234`), for the
 * app to ask "did you mean …?". Nothing for other text or other locales: a
 * comma grouping thousands (`1,234` in English) is what its readers mean.
 *
 * @example getDecimalMarkHint('1.234', { decimalSeparator: ',', groupSeparator: '.' }) // { code: 'DOT_READ_AS_GROUP', asDecimal: '1,234' }
 * @example getDecimalMarkHint('1.234.567', { decimalSeparator: ',', groupSeparator: '.' }) // undefined
 * @example getDecimalMarkHint('1,234', { decimalSeparator: '.', groupSeparator: ',' }) // undefined
 */
export function getDecimalMarkHint(
  text: string,
  { decimalSeparator = '.', groupSeparator }: DecimalSeparators = {},
): DecimalMarkHint | undefined {
  if (groupSeparator !== '.' || decimalSeparator === '.') return undefined
  const match = /^(\d{1,3})\.(\d{3})$/.exec(text.trim())
  if (!match) return undefined
  return {
    code: 'DOT_READ_AS_GROUP',
    asDecimal: `${match[1]}${decimalSeparator}${match[2]}`,
  }
}
