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

/**
 * The tab's session storage (kept across reloads, gone with the tab), or
 * `undefined` where it is disabled.
 */
export function getSessionStorage(): Storage | undefined {
  try {
    return globalThis.sessionStorage ?? undefined
  } catch {
    return undefined
  }
}
