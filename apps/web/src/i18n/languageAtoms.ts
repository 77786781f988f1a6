import type { Language } from '@drc20/core'
import { atom } from 'jotai'
import { LANGUAGE_STORAGE_KEY } from '../lib/storage/storageKeys'
import { activateLanguage } from './activateLanguage'
import { initialLanguage } from './initialLanguage'

const languageBaseAtom = atom<Language>(initialLanguage())

/** The active language. */
export const languageAtom = atom((get) => get(languageBaseAtom))

/** Activates the start-up language without storing it as a choice. */
export const startLanguageAtom = atom(null, async (_get, set) => {
  set(languageBaseAtom, await activateLanguage(initialLanguage()))
})

/** Loads the catalog, activates it, then remembers the choice. */
export const changeLanguageAtom = atom(
  null,
  async (_get, set, language: Language) => {
    const active = await activateLanguage(language)
    set(languageBaseAtom, active)
    try {
      globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, active)
    } catch (error) {
      console.warn('Could not store the language choice', error)
    }
  },
)
