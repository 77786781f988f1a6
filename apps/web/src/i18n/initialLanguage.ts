import { type Language, resolveLanguage } from '@drc20/core'
import { LANGUAGE_STORAGE_KEY } from '../lib/storage/storageKeys'

function readStoredLanguage(): unknown {
  try {
    return globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY)
  } catch {
    return undefined // storage disabled: fall back to the browser's languages
  }
}

/**
 * The language to start with: stored choice, browser languages, en-US. The
 * start-up script (app/boot.ts) and the app agree through this one function.
 */
export function initialLanguage(): Language {
  return resolveLanguage({
    stored: readStoredLanguage(),
    browserLanguages: globalThis.navigator?.languages ?? [],
  })
}
