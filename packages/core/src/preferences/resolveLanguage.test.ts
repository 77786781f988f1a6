import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  matchLanguage,
  resolveLanguage,
  SUPPORTED_LANGUAGES,
} from './resolveLanguage.js'

describe(resolveLanguage, () => {
  it('default: en-US with nothing to go on', () => {
    expect(resolveLanguage({})).toBe('en-US')
  })

  it('parameters: stored wins over the browser', () => {
    expect(
      resolveLanguage({ stored: 'ja-JP', browserLanguages: ['ko-KR'] }),
    ).toBe('ja-JP')
  })

  it('behavior: ignores an unsupported or corrupted stored value', () => {
    expect(
      resolveLanguage({ stored: 'fr-FR', browserLanguages: ['vi-VN'] }),
    ).toBe('vi')
    expect(resolveLanguage({ stored: { lang: 1 } })).toBe('en-US')
  })

  it.each([
    [['zh-HK'], 'zh-TW'],
    [['zh-Hant-TW'], 'zh-TW'],
    [['ja'], 'ja-JP'],
    [['ko'], 'ko-KR'],
    [['en-GB'], 'en-US'],
    [['de-DE', 'fr', 'ko-KR'], 'ko-KR'],
    [['de-DE'], 'en-US'],
  ] as const)('behavior: browser languages %j → %s', (langs, expected) => {
    expect(resolveLanguage({ browserLanguages: langs })).toBe(expected)
  })

  test.prop([fc.anything(), fc.array(fc.string())])(
    'property: always returns a supported language',
    (stored, browserLanguages) => {
      const lang = resolveLanguage({ stored, browserLanguages })
      expect(SUPPORTED_LANGUAGES).toContain(lang)
    },
  )
})

describe(matchLanguage, () => {
  it('behavior: empty tag matches nothing', () => {
    expect(matchLanguage('  ')).toBeUndefined()
  })
})

describe(isLanguage, () => {
  it('behavior: exact tags only', () => {
    expect(isLanguage(DEFAULT_LANGUAGE)).toBe(true)
    expect(isLanguage('en-us')).toBe(false)
    expect(isLanguage(42)).toBe(false)
  })
})
