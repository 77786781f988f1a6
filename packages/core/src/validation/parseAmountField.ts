import { err, ok, type Result } from 'neverthrow'
import { parseUnits } from '../units/parseUnits.js'

/** Codes of a typed amount that is not a usable positive amount. */
export type AmountFieldIssueCode =
  | 'INVALID_NUMBER'
  | 'TOO_MANY_DECIMALS'
  | 'AMOUNT_NOT_POSITIVE'

/**
 * Internal: reads a typed amount as base units. Blank text yields
 * `requiredCode` (each form names its own "required" code); unparsable text
 * `INVALID_NUMBER` / `TOO_MANY_DECIMALS`; zero `AMOUNT_NOT_POSITIVE`.
 * Decimals out of range are treated as unparsable (never throws).
 */
export function parseAmountField<R extends string>(
  text: unknown,
  decimals: number,
  requiredCode: R,
): Result<bigint, R | AmountFieldIssueCode> {
  if (typeof text !== 'string' || text.trim() === '') return err(requiredCode)
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 255) {
    return err('INVALID_NUMBER')
  }
  const parsed = parseUnits(text, decimals)
  if (parsed.isErr()) {
    return err(
      parsed.error.code === 'TOO_MANY_DECIMALS'
        ? 'TOO_MANY_DECIMALS'
        : 'INVALID_NUMBER',
    )
  }
  if (parsed.value <= 0n) return err('AMOUNT_NOT_POSITIVE')
  return ok(parsed.value)
}
