const DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d{1,6}))?$/

/** Exponents beyond this are refused rather than building huge bigints. */
const MAX_EXPONENT = 400

export type ScaleDecimalRounding = 'exact' | 'towardZero'

/**
 * Converts decimal text (`"12.5"`, `"4.8e+12"`, `"6.006e-05"`) to an integer
 * of `value x 10^scale`, with no float arithmetic. `exact` returns `null`
 * when digits would be lost; `towardZero` drops them (rounds toward zero).
 * Returns `null` for anything that is not decimal text.
 *
 * Example: `scaleDecimal('0.12345678', 8)` = 12345678n (DOGE -> koinu).
 */
export function scaleDecimal(
  text: string,
  scale: number,
  rounding: ScaleDecimalRounding = 'exact',
): bigint | null {
  const match = DECIMAL.exec(text)
  if (match === null) return null
  const [, sign = '', whole = '', fraction = '', exponentText] = match
  if (whole === '' && fraction === '') return null
  const exponent = Number(exponentText ?? '0') - fraction.length + scale
  if (Math.abs(exponent) > MAX_EXPONENT) return null
  const digits = BigInt(`${whole}${fraction}` || '0')
  let magnitude: bigint
  if (exponent >= 0) {
    magnitude = digits * 10n ** BigInt(exponent)
  } else {
    const divisor = 10n ** BigInt(-exponent)
    if (rounding === 'exact' && digits % divisor !== 0n) return null
    magnitude = digits / divisor
  }
  return sign === '-' ? -magnitude : magnitude
}
