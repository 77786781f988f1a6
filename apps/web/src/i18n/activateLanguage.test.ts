import { i18n } from '@lingui/core'
import { afterEach, describe, expect, it } from 'vitest'
import { activateLanguage } from './activateLanguage'

/** The `lang` writes on the root element while `run` runs. */
async function langWrites(run: () => Promise<unknown>) {
  const writes: MutationRecord[] = []
  const observer = new MutationObserver((records) => writes.push(...records))
  observer.observe(document.documentElement, { attributeFilter: ['lang'] })
  await run()
  writes.push(...observer.takeRecords())
  observer.disconnect()
  return writes.length
}

afterEach(() => {
  document.documentElement.lang = 'en-US'
})

describe('activateLanguage', () => {
  it('behavior: a language the page already declares is not written again (no restyle)', async () => {
    document.documentElement.lang = 'ja-JP'
    expect(await langWrites(() => activateLanguage('ja-JP'))).toBe(0)
    expect(i18n.locale).toBe('ja-JP')
  })

  it('behavior: another language is declared on the page', async () => {
    document.documentElement.lang = 'en-US'
    expect(await langWrites(() => activateLanguage('ko-KR'))).toBe(1)
    expect(document.documentElement.lang).toBe('ko-KR')
    expect(i18n.locale).toBe('ko-KR')
  })
})
