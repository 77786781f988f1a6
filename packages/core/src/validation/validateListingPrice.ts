import type { Result } from 'neverthrow'
import type { DecimalSeparators } from '../units/normalizeDecimalText.js'
import {
  type AmountFieldIssueCode,
  parseAmountField,
} from './parseAmountField.js'

/** Listing price issues: a price is required and must be a positive amount. */
export type ListingPriceIssue = {
  readonly code: 'PRICE_REQUIRED' | AmountFieldIssueCode
}

/**
 * Reads a typed listing price (single, edit or batch price) as base units
 * of the payment token: required, a plain decimal, at most `decimals`
 * fractional digits, above zero, in the language's notation
 * (`separators`). Never throws.
 *
 * @example validateListingPrice('25') // ok(2_500_000_000n)
 */
export function validateListingPrice(
  text: string,
  decimals = 8,
  separators: DecimalSeparators = {},
): Result<bigint, ListingPriceIssue> {
  return parseAmountField(text, decimals, 'PRICE_REQUIRED', separators).mapErr(
    (code) => ({ code }),
  )
}
