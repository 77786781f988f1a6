import type { Language } from '@drc20/core'

export type NumberSeparators = {
  readonly groupSeparator: string
  readonly decimalSeparator: string
}

/**
 * The separators of each shipped language, as CLDR (and so Intl) has them:
 * `numberSeparators.test.ts` checks them against Intl. Written out because
 * a page's first Intl.NumberFormat loads the locale's number data, a task
 * long enough to block a phone's main thread, and amounts need only these
 * two characters.
 */
const SEPARATORS: Record<Language, NumberSeparators> = {
  'en-US': { groupSeparator: ',', decimalSeparator: '.' },
  'zh-TW': { groupSeparator: ',', decimalSeparator: '.' },
  'ja-JP': { groupSeparator: ',', decimalSeparator: '.' },
  'ko-KR': { groupSeparator: ',', decimalSeparator: '.' },
  vi: { groupSeparator: '.', decimalSeparator: ',' },
}

/** The language's digit-group and decimal separators. */
export function getNumberSeparators(language: Language): NumberSeparators {
  return SEPARATORS[language]
}
