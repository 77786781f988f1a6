import type { CompactNotation, Language } from '@drc20/core'
import { getNumberSeparators } from './numberSeparators'

type Units = CompactNotation['units']

/**
 * The short compact units of each shipped language, as CLDR (and so
 * `Intl.NumberFormat` with `notation: 'compact'`) has them:
 * `compactNotation.test.ts` checks core's `formatCompact` with them against
 * Intl. Written out for the same reason as the separators: a page's first
 * Intl.NumberFormat loads the locale's number data, a long task on a phone,
 * and an overview table's first screen is full of compact figures.
 */
const UNITS: Record<Language, Units> = {
  'en-US': [
    [12, 'T'],
    [9, 'B'],
    [6, 'M'],
    [3, 'K'],
  ],
  'zh-TW': [
    [12, '兆'],
    [8, '億'],
    [4, '萬'],
  ],
  'ja-JP': [
    [16, '京'],
    [12, '兆'],
    [8, '億'],
    [4, '万'],
  ],
  'ko-KR': [
    [12, '조'],
    [8, '억'],
    [4, '만'],
  ],
  vi: [
    [12, '\u00a0NT'],
    [9, '\u00a0T'],
    [6, '\u00a0Tr'],
    [3, '\u00a0N'],
  ],
}

/**
 * The language's compact notation for overview figures: in full (up to 2
 * decimals) below 10,000, then its compact units.
 */
export function getCompactNotation(language: Language): CompactNotation {
  return {
    units: UNITS[language],
    ...getNumberSeparators(language),
    compactFrom: 10_000n,
  }
}
