import type { Language } from '@drc20/core'

/** Each language's name in its own script, as shown in the language menu. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  'en-US': 'English',
  'zh-TW': '繁體中文',
  'ja-JP': '日本語',
  'ko-KR': '한국어',
  vi: 'Tiếng Việt',
}

/** Short labels for the header's language button. */
export const LANGUAGE_SHORT_NAMES: Record<Language, string> = {
  'en-US': 'EN',
  'zh-TW': '繁中',
  'ja-JP': '日本',
  'ko-KR': '한국',
  vi: 'VI',
}
