import { DEFAULT_LANGUAGE, type Language } from '@drc20/core'
import { i18n, type Messages } from '@lingui/core'

const loaders: Record<Language, () => Promise<{ messages: Messages }>> = {
  'en-US': () => import('../locales/en-US/messages.po'),
  'zh-TW': () => import('../locales/zh-TW/messages.po'),
  'ja-JP': () => import('../locales/ja-JP/messages.po'),
  'ko-KR': () => import('../locales/ko-KR/messages.po'),
  vi: () => import('../locales/vi/messages.po'),
}

/**
 * Loads a catalog on demand and activates it. A catalog that fails to load is
 * reported and English is shown instead; the returned value says which
 * language is active.
 */
export async function activateLanguage(language: Language): Promise<Language> {
  try {
    const { messages } = await loaders[language]()
    i18n.loadAndActivate({ locale: language, messages })
    // Usually set already (app/boot.ts): written again, even unchanged, it
    // restyles every element (`:lang()` rules), a few ms after first paint.
    if (document.documentElement.lang !== language)
      document.documentElement.lang = language
    return language
  } catch (error) {
    console.error(`Could not load the ${language} catalog`, error)
    if (language === DEFAULT_LANGUAGE) throw error
    return activateLanguage(DEFAULT_LANGUAGE)
  }
}
