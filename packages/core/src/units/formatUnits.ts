import { formatAmount } from './formatAmount.js'

/**
 * Formats integer base units as an exact decimal string:
 * `value / 10^decimals` with every digit kept, trailing fractional zeros
 * trimmed, no grouping, `-` for negatives. The inverse of `parseUnits`.
 *
 * @example formatUnits(150_000_000n) // '1.5'
 * @example formatUnits(1n, 8) // '0.00000001'
 */
export function formatUnits(value: bigint, decimals = 8): string {
  return formatAmount(value, {
    decimals,
    maxFractionDigits: decimals,
    groupSeparator: '',
  })
}
