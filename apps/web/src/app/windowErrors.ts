/**
 * Browser noise the spec asks to suppress: a duplicate drag variable declared
 * by a third-party script and long-task warnings. Everything else surfaces.
 */
const HARMLESS = [
  /Identifier '.*drag.*' has already been declared/i,
  /long ?task/i,
]

export function isHarmlessWindowError(message: unknown): boolean {
  return typeof message === 'string' && HARMLESS.some((re) => re.test(message))
}

const RELOADED_AT_KEY = 'drc20:preload-reloaded-at'
const RELOAD_COOLDOWN_MS = 60_000

/**
 * A lazy chunk that fails to load (usually a deploy replaced it) triggers one
 * reload; failing again within a minute, the error reaches the route's error
 * boundary instead of looping.
 */
export function installWindowErrorHandlers(target: Window = window): void {
  target.addEventListener('error', (event) => {
    if (isHarmlessWindowError(event.message)) event.preventDefault()
  })
  target.addEventListener('vite:preloadError', (event) => {
    const now = Date.now()
    let last = Number.NaN
    try {
      last = Number(target.sessionStorage.getItem(RELOADED_AT_KEY))
      target.sessionStorage.setItem(RELOADED_AT_KEY, String(now))
    } catch {
      return // no session storage: never risk a reload loop
    }
    if (!(now - last < RELOAD_COOLDOWN_MS)) {
      event.preventDefault()
      target.location.reload()
    }
  })
}
