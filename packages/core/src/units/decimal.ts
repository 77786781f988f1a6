import { BigNumber } from 'bignumber.js'

/**
 * A private bignumber.js constructor for ratios (prices, USD values), so a
 * global `BigNumber.config` elsewhere cannot change our rounding: divisions
 * keep 36 decimals and round toward zero; `toString` never uses exponents;
 * unreadable input is NaN.
 * Instances are ordinary `BigNumber`s.
 */
export const Decimal = BigNumber.clone({
  DECIMAL_PLACES: 36,
  ROUNDING_MODE: BigNumber.ROUND_DOWN,
  EXPONENTIAL_AT: [-1e9, 1e9],
  // Unreadable input (a corrupted price string) becomes NaN, not a throw.
  STRICT: false,
})

/** Reads a price-like value; anything but a finite number ≥ 0 becomes NaN. */
export function toNonNegativeDecimal(value: BigNumber.Value): BigNumber {
  const parsed = new Decimal(typeof value === 'string' ? value.trim() : value)
  return parsed.isFinite() && !parsed.isNegative()
    ? parsed
    : new Decimal(Number.NaN)
}
