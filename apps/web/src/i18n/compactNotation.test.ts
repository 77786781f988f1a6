import { formatCompact, SUPPORTED_LANGUAGES } from '@drc20/core'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { getCompactNotation } from './compactNotation'

describe(getCompactNotation, () => {
  it.each(SUPPORTED_LANGUAGES)(
    'behavior: in %s, whole figures from 10,000 on print as Intl prints them',
    (language) => {
      const intl = new Intl.NumberFormat(language, {
        notation: 'compact',
        maximumFractionDigits: 2,
        roundingMode: 'trunc',
      } as Intl.NumberFormatOptions)
      const notation = getCompactNotation(language)
      const figure = fc.oneof(
        fc.bigInt({ min: 10_000n, max: 10n ** 24n }),
        // Every magnitude equally often, and the edges of each unit.
        fc
          .tuple(fc.integer({ min: 4, max: 24 }), fc.constantFrom(0n, -1n))
          .map(([exponent, offset]) => 10n ** BigInt(exponent) + offset)
          .filter((value) => value >= 10_000n),
      )
      fc.assert(
        fc.property(figure, fc.boolean(), (whole, negative) => {
          const value = negative ? -whole : whole
          expect(formatCompact(value * 10n ** 8n, 8, notation)).toBe(
            intl.format(value),
          )
        }),
        { numRuns: 500 },
      )
    },
  )
})
