import { DEFAULT_LANGUAGE, isLanguage } from '@drc20/core'
import { useLingui } from '@lingui/react'
import { useMemo } from 'react'
import { createFormatters } from '../i18n/useFormatters'

/**
 * The app's formatters (`createFormatters`) for the language Lingui has
 * active, so kit components follow the language without reading app state.
 */
export function useKitFormatters() {
  const { i18n } = useLingui()
  const language = isLanguage(i18n.locale) ? i18n.locale : DEFAULT_LANGUAGE
  return useMemo(() => createFormatters(language), [language])
}
