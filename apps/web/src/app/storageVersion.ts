import { getStorageVersionAction } from '@drc20/core'
import {
  ACTIVITY_STORAGE_PREFIX,
  LANGUAGE_STORAGE_KEY,
  STORAGE_VERSION_KEY,
  THEME_STORAGE_KEY,
} from '../lib/storage/storageKeys'

/**
 * Bump when stored state changes shape: every client then starts from clean
 * local storage and is told so (spec: 'Application update,please refresh the
 * page....').
 */
export const STORAGE_VERSION = '1'

/**
 * What survives a reset: the theme and language choices, and the journal of
 * submitted operations (nothing the user submitted is ever forgotten; the
 * journal versions its own keys).
 */
const isPreserved = (key: string) =>
  key === THEME_STORAGE_KEY ||
  key === LANGUAGE_STORAGE_KEY ||
  key.startsWith(ACTIVITY_STORAGE_PREFIX)

/**
 * Applies core's storage-version policy to real storage and says whether
 * everything but the preserved keys was cleared.
 */
export function applyStorageVersion(
  storage: Storage | undefined,
  version = STORAGE_VERSION,
): 'keep' | 'reset' {
  if (!storage) return 'keep'
  try {
    const keys = Array.from({ length: storage.length }, (_, i) =>
      storage.key(i),
    )
    // What a reset would clear: the preserved keys (a language or theme
    // chosen before the app first ran) are neither old data nor news.
    const clearable = keys.filter(
      (key): key is string =>
        key !== null && key !== STORAGE_VERSION_KEY && !isPreserved(key),
    )
    const action = getStorageVersionAction({
      stored: storage.getItem(STORAGE_VERSION_KEY),
      current: version,
      hasOtherData: clearable.length > 0,
    })
    if (action === 'reset') {
      for (const key of clearable) storage.removeItem(key)
    }
    storage.setItem(STORAGE_VERSION_KEY, version)
    return action
  } catch (error) {
    console.warn('Local storage is unavailable', error)
    return 'keep'
  }
}
