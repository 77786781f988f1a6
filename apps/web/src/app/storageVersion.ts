/**
 * Bump when stored state changes shape: every client then starts from clean
 * local storage and is told so (spec: 'Application update,please refresh the
 * page....').
 */
export const STORAGE_VERSION = '1'
export const STORAGE_VERSION_KEY = 'drc20:storage-version'

/** The keys that survive a reset: the user's theme and language choices. */
const PRESERVED_KEYS = ['theme', 'LANG']

export type StorageVersionOutcome = 'fresh' | 'current' | 'reset'

/**
 * Applies the storage-version policy: a first visit just records the version;
 * a different stored version clears everything but the preserved keys.
 */
export function applyStorageVersion(
  storage: Storage | undefined,
  version = STORAGE_VERSION,
): StorageVersionOutcome {
  if (!storage) return 'current'
  try {
    const stored = storage.getItem(STORAGE_VERSION_KEY)
    if (stored === version) return 'current'
    const hadData = storage.length > 0
    if (stored !== null || hadData) {
      const keep = PRESERVED_KEYS.map((k) => [k, storage.getItem(k)] as const)
      storage.clear()
      for (const [k, value] of keep)
        if (value !== null) storage.setItem(k, value)
    }
    storage.setItem(STORAGE_VERSION_KEY, version)
    return stored === null && !hadData ? 'fresh' : 'reset'
  } catch (error) {
    console.warn('Local storage is unavailable', error)
    return 'current'
  }
}
