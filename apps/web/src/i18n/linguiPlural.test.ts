import { setupI18n } from '@lingui/core'
import { afterEach, describe, expect, it, vi } from 'vitest'

// patches/@lingui__core@5.9.5.patch: a plural's chosen case is formatted
// with Intl.NumberFormat only when it shows the count ("#"). A page's first
// Intl.NumberFormat loads the language's number data, a long task on a
// phone, and the header's block badge renders "Up to date" on every page.
const BEHIND = [
  [
    'behind',
    'plural',
    {
      0: 'Up to date',
      one: ['#', ' block behind'],
      other: ['#', ' blocks behind'],
    },
  ],
]

function i18nWith(locale: string) {
  const i18n = setupI18n()
  i18n.loadAndActivate({ locale, messages: { behind: BEHIND as never } })
  return i18n
}

describe('Lingui plurals (patched)', () => {
  afterEach(() => vi.restoreAllMocks())

  it('builds no number format for a case without "#"', () => {
    // A language no other test here formats in: Lingui keeps its
    // formatters per language.
    const i18n = i18nWith('ko-KR')
    const numberFormat = vi.spyOn(Intl, 'NumberFormat')
    expect(i18n._('behind', { behind: 0 })).toBe('Up to date')
    expect(numberFormat).not.toHaveBeenCalled()
  })

  it('formats "#" in the language, as before', () => {
    expect(i18nWith('en-US')._('behind', { behind: 12345 })).toBe(
      '12,345 blocks behind',
    )
    expect(i18nWith('en-US')._('behind', { behind: 1 })).toBe('1 block behind')
    expect(i18nWith('vi')._('behind', { behind: 12345 })).toBe(
      '12.345 blocks behind',
    )
  })
})
