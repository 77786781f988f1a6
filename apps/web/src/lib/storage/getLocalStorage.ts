/**
 * The page's local storage, or `undefined` where it is disabled (privacy
 * modes throw on access): callers then keep their state in memory.
 */
export function getLocalStorage(): Storage | undefined {
  try {
    return globalThis.localStorage ?? undefined
  } catch {
    return undefined
  }
}
