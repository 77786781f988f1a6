/**
 * Gives the page's history entry the key TanStack Router's browser history
 * gives one that has none (`createBrowserHistory` in @tanstack/history: a
 * `replaceState` of `{ __TSR_index: 0, key, __TSR_key: key }`), from the
 * start-up script (app/boot.ts). The router, made later, then finds a key
 * and leaves the entry alone. In Chromium that `replaceState` costs more
 * the larger the page: 4–17 ms on a prerendered page against the preview
 * server, inside the start-up's task that builds the router; from the
 * start-up script, before the body is parsed, it costs next to nothing.
 * Should the router's key names change, it adds its own key as before
 * (historyKey.test.ts fails then).
 */
export function keyHistoryEntry(history: History): void {
  try {
    const state: unknown = history.state
    if (
      typeof state === 'object' &&
      state !== null &&
      ('__TSR_key' in state || 'key' in state)
    )
      return
    const key = (Math.random() + 1).toString(36).substring(7)
    history.replaceState({ __TSR_index: 0, key, __TSR_key: key }, '')
  } catch {
    // A history the page may not write (a sandboxed frame): the router
    // tries, and fails, as it would have.
  }
}
