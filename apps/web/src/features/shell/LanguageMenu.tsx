import { useLingui } from '@lingui/react/macro'
import { Button, VisuallyHidden } from '@mantine/core'
import { useAtomValue } from 'jotai'
import { GlobeIcon } from '../../components/icons'
import { languageAtom } from '../../i18n/languageAtoms'
import { LANGUAGE_NAMES, LANGUAGE_SHORT_NAMES } from '../../i18n/languages'
import { useHeaderPopup } from './useHeaderPopup'

export function LanguageMenu() {
  const { t } = useLingui()
  const language = useAtomValue(languageAtom)
  const { popups, intent, triggerProps } = useHeaderPopup('menu')
  const target = (
    <Button
      variant="subtle"
      size="compact-md"
      leftSection={<GlobeIcon size={16} />}
      // Focus stays on the trigger pressed before its popup had loaded.
      autoFocus={popups ? intent.focus : undefined}
      {...(popups ? {} : triggerProps)}
    >
      {/* Named "Language: English EN": the visible code stays part of it. */}
      <VisuallyHidden>{t`Language: ${LANGUAGE_NAMES[language]}`}</VisuallyHidden>
      {LANGUAGE_SHORT_NAMES[language]}
    </Button>
  )
  return popups ? (
    <popups.LanguageMenuPopup target={target} defaultOpened={intent.open} />
  ) : (
    target
  )
}
