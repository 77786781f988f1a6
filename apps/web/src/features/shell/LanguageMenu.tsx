import { SUPPORTED_LANGUAGES } from '@drc20/core'
import { useLingui } from '@lingui/react/macro'
import { Button, Menu, VisuallyHidden } from '@mantine/core'
import { useAtomValue, useSetAtom } from 'jotai'
import { GlobeIcon } from '../../components/icons'
import { LANGUAGE_NAMES, LANGUAGE_SHORT_NAMES } from '../../i18n/languages'
import { changeLanguageAtom, languageAtom } from '../i18n/atoms'

export function LanguageMenu() {
  const { t } = useLingui()
  const language = useAtomValue(languageAtom)
  const changeLanguage = useSetAtom(changeLanguageAtom)
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="subtle"
          size="compact-md"
          leftSection={<GlobeIcon size={16} />}
        >
          {/* Named "Language: English EN": the visible code stays part of it. */}
          <VisuallyHidden>{t`Language: ${LANGUAGE_NAMES[language]}`}</VisuallyHidden>
          {LANGUAGE_SHORT_NAMES[language]}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {SUPPORTED_LANGUAGES.map((lang) => (
          <Menu.Item
            key={lang}
            lang={lang}
            aria-current={lang === language ? 'true' : undefined}
            onClick={() => void changeLanguage(lang)}
          >
            {LANGUAGE_NAMES[lang]}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  )
}
