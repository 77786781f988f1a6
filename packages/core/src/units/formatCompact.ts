import { assertDecimals } from './assertDecimals.js'
import { formatAmount } from './formatAmount.js'

const SUFFIXES = [
  [12, 'T'],
  [9, 'B'],
  [6, 'M'],
  [3, 'K'],
] as const

/**
 * Formats large figures (supply, volume, market cap) compactly: the display
 * value `value / 10^decimals` scaled to K (10^3), M (10^6), B (10^9) or
 * T (10^12) with up to 2 decimals, truncated toward zero (so 999,999.99
 * prints `999.99K`, never `1M`). Below 1,000 it prints up to 2 decimals; a
 * non-zero value below 0.01 prints `<0.01` (or `>-0.01`) instead of `0`.
 * Above 999T the count of T is grouped (`1,000T`).
 *
 * @example formatCompact(123_456_789n * 10n ** 8n) // '123.45M'
 */
export function formatCompact(value: bigint, decimals = 8): string {
  assertDecimals(decimals)
  const magnitude = value < 0n ? -value : value
  const sign = value < 0n ? '-' : ''
  const unit = 10n ** BigInt(decimals)
  for (const [exponent, suffix] of SUFFIXES) {
    if (magnitude >= 10n ** BigInt(exponent) * unit) {
      const scaled = formatAmount(magnitude, {
        decimals: decimals + exponent,
        maxFractionDigits: 2,
      })
      return `${sign}${scaled}${suffix}`
    }
  }
  const plain = formatAmount(magnitude, { decimals, maxFractionDigits: 2 })
  if (plain === '0' && magnitude !== 0n) {
    return value < 0n ? '>-0.01' : '<0.01'
  }
  return plain === '0' ? '0' : `${sign}${plain}`
}
