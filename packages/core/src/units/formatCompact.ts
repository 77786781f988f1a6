import { assert } from '../errors/assert.js'
import { assertDecimals } from './assertDecimals.js'
import { formatAmount } from './formatAmount.js'

/** A language's compact notation, as CLDR writes it (`notation: 'compact'`). */
export type CompactNotation = {
  /**
   * The units, largest first: a figure of at least `10^exponent` prints
   * as `figure / 10^exponent` followed by `suffix` (which carries any
   * space, e.g. Vietnamese `\u00a0N`).
   */
  readonly units: readonly (readonly [exponent: number, suffix: string])[]
  readonly groupSeparator: string
  readonly decimalSeparator: string
  /** Whole figures below this print in full, grouped. Default 1,000. */
  readonly compactFrom?: bigint
}

/** English (and the default): K, M, B, T. */
export const ENGLISH_COMPACT_NOTATION: CompactNotation = {
  units: [
    [12, 'T'],
    [9, 'B'],
    [6, 'M'],
    [3, 'K'],
  ],
  groupSeparator: ',',
  decimalSeparator: '.',
}

/**
 * Formats large figures (supply, volume, market cap) compactly: the display
 * value `value / 10^decimals` scaled to the largest unit of `notation` it
 * reaches (K, M, B, T in English; 万, 億, 兆, 京 in Japanese) with up to 2
 * decimals, truncated toward zero (so 999,999.99 prints `999.99K`, never
 * `1M`). As in CLDR, the scaled figure is grouped only from five digits on
 * (`1234.56T`, `12,345.67T`). Below `compactFrom` it prints in full with up
 * to 2 decimals; a non-zero value below 0.01 prints `<0.01` (or `>-0.01`)
 * instead of `0`. Pure bigint arithmetic: the same text as
 * `Intl.NumberFormat` with `notation: 'compact'`, `maximumFractionDigits: 2`
 * and `roundingMode: 'trunc'`, without loading the locale's data.
 *
 * @example formatCompact(123_456_789n * 10n ** 8n) // '123.45M'
 */
export function formatCompact(
  value: bigint,
  decimals = 8,
  notation: CompactNotation = ENGLISH_COMPACT_NOTATION,
): string {
  assertDecimals(decimals)
  const { units, groupSeparator, decimalSeparator } = notation
  const compactFrom = notation.compactFrom ?? 1_000n
  assert(compactFrom >= 0n, 'INVALID_COMPACT_FROM')
  const magnitude = value < 0n ? -value : value
  const sign = value < 0n ? '-' : ''
  const unit = 10n ** BigInt(decimals)
  if (magnitude >= compactFrom * unit) {
    for (const [exponent, suffix] of units) {
      const scale = 10n ** BigInt(exponent)
      if (magnitude >= scale * unit) {
        const scaled = formatAmount(magnitude, {
          decimals: decimals + exponent,
          maxFractionDigits: 2,
          // CLDR's compact patterns group from five integer digits on.
          groupSeparator:
            magnitude >= 10_000n * scale * unit ? groupSeparator : '',
          decimalSeparator,
        })
        return `${sign}${scaled}${suffix}`
      }
    }
  }
  const plain = formatAmount(magnitude, {
    decimals,
    maxFractionDigits: 2,
    groupSeparator,
    decimalSeparator,
  })
  if (plain === '0' && magnitude !== 0n) {
    return value < 0n ? `>-0${decimalSeparator}01` : `<0${decimalSeparator}01`
  }
  return plain === '0' ? '0' : `${sign}${plain}`
}
