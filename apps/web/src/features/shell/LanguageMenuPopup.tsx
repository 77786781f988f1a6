import { SUPPORTED_LANGUAGES } from '@drc20/core'
import { Menu } from '@mantine/core'
import { useAtomValue, useSetAtom } from 'jotai'
import type { ReactElement } from 'react'
import { changeLanguageAtom, languageAtom } from '../../i18n/languageAtoms'
import { LANGUAGE_NAMES } from '../../i18n/languages'

type LanguageMenuPopupProps = {
  target: ReactElement
  defaultOpened: boolean
}

/** The language menu's dropdown: each language named in itself. */
export function LanguageMenuPopup({
  target,
  defaultOpened,
}: LanguageMenuPopupProps) {
  const language = useAtomValue(languageAtom)
  const changeLanguage = useSetAtom(changeLanguageAtom)
  return (
    <Menu position="bottom-end" defaultOpened={defaultOpened} withinPortal>
      <Menu.Target>{target}</Menu.Target>
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
