import { err, ok, type Result } from 'neverthrow'
import type { DecimalSeparators } from '../units/normalizeDecimalText.js'
import { parseUnits } from '../units/parseUnits.js'

/** Codes of a typed amount that is not a usable positive amount. */
export type AmountFieldIssueCode =
  | 'INVALID_NUMBER'
  | 'TOO_MANY_DECIMALS'
  | 'AMOUNT_NOT_POSITIVE'
  /** `1,5` where the language writes `1.5` (or the reverse). */
  | 'WRONG_DECIMAL_SEPARATOR'

/**
 * Internal: reads a typed amount as base units. Blank text yields
 * `requiredCode` (each form names its own "required" code); unparsable text
 * `INVALID_NUMBER` / `TOO_MANY_DECIMALS` / `WRONG_DECIMAL_SEPARATOR`; zero
 * `AMOUNT_NOT_POSITIVE`. Decimals out of range are treated as unparsable
 * (never throws). `separators` are the language's (default: `.`, no
 * grouping).
 */
export function parseAmountField<R extends string>(
  text: unknown,
  decimals: number,
  requiredCode: R,
  separators: DecimalSeparators = {},
): Result<bigint, R | AmountFieldIssueCode> {
  if (typeof text !== 'string' || text.trim() === '') return err(requiredCode)
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 255) {
    return err('INVALID_NUMBER')
  }
  const parsed = parseUnits(text, decimals, separators)
  if (parsed.isErr()) {
    const { code } = parsed.error
    return err(
      code === 'TOO_MANY_DECIMALS' || code === 'WRONG_DECIMAL_SEPARATOR'
        ? code
        : 'INVALID_NUMBER',
    )
  }
  if (parsed.value <= 0n) return err('AMOUNT_NOT_POSITIVE')
  return ok(parsed.value)
}
