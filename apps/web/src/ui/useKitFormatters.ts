import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@drc20/core'
import { useLingui } from '@lingui/react'
import { useMemo } from 'react'
import { createFormatters } from '../i18n/useFormatters'

/**
 * The language Lingui has active, so kit components follow the language
 * without reading app state.
 */
export function useKitLanguage(): Language {
  const { i18n } = useLingui()
  return isLanguage(i18n.locale) ? i18n.locale : DEFAULT_LANGUAGE
}

/** The app's formatters (`createFormatters`) for the active language. */
export function useKitFormatters() {
  const language = useKitLanguage()
  return useMemo(() => createFormatters(language), [language])
}
