import {
  getStorageVersionAction,
  LANGUAGE_STORAGE_KEY,
  STORAGE_VERSION_KEY,
  THEME_STORAGE_KEY,
} from '@drc20/core'

/**
 * Bump when stored state changes shape: every client then starts from clean
 * local storage and is told so (spec: 'Application update,please refresh the
 * page....').
 */
export const STORAGE_VERSION = '1'

/** The keys that survive a reset: the user's theme and language choices. */
const PRESERVED_KEYS = [THEME_STORAGE_KEY, LANGUAGE_STORAGE_KEY]

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
    const action = getStorageVersionAction({
      stored: storage.getItem(STORAGE_VERSION_KEY),
      current: version,
      hasOtherData: storage.length > 0,
    })
    if (action === 'reset') {
      const keep = PRESERVED_KEYS.map((k) => [k, storage.getItem(k)] as const)
      storage.clear()
      for (const [k, value] of keep)
        if (value !== null) storage.setItem(k, value)
    }
    storage.setItem(STORAGE_VERSION_KEY, version)
    return action
  } catch (error) {
    console.warn('Local storage is unavailable', error)
    return 'keep'
  }
}
