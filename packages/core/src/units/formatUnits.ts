import { assertDecimals } from './assertDecimals.js'

/**
 * Formats integer base units as an exact decimal string:
 * `value / 10^decimals` with every digit kept, trailing fractional zeros
 * trimmed, no grouping, `-` for negatives. The inverse of `parseUnits`.
 *
 * @example formatUnits(150_000_000n) // '1.5'
 * @example formatUnits(1n, 8) // '0.00000001'
 */
export function formatUnits(value: bigint, decimals = 8): string {
  assertDecimals(decimals)
  const negative = value < 0n
  const digits = (negative ? -value : value)
    .toString()
    .padStart(decimals + 1, '0')
  const integer = digits.slice(0, digits.length - decimals)
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '')
  return `${negative ? '-' : ''}${integer}${fraction ? `.${fraction}` : ''}`
}
