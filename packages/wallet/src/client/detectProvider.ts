import type { WalletHost, WalletTimers } from '../provider/types.js'

/** Poll for a late-injected provider this often during detection (docs/wallet.md §1.3). */
export const DETECTION_POLL_MS = 100
/** Give up waiting for the provider this long after `load` (docs/wallet.md §1.3). */
export const DETECTION_WINDOW_MS = 3_000

/** The initialisation events the extension dispatches on `window` (docs/wallet.md §1.2). */
export const PROVIDER_INITIALIZED_EVENTS = [
  'unielon#initialized',
  'dogeuni#initialized',
] as const

export type ProviderDetection = {
  readonly isDetecting: () => boolean
  /** Settles when the window has ended (at once when it has). */
  readonly waitForEnd: () => Promise<void>
  /** Ends the window early: the provider was found. */
  readonly end: () => void
  /** Removes every listener and timer. */
  readonly stop: () => void
}

/**
 * Detection of a provider injected after the page's own scripts (docs/wallet.md §1.3): the
 * init events, a 100 ms poll, and a window of `windowMs` counted from `load`
 * (or from now when the page has loaded). `check` looks for the provider
 * and answers whether one is there, which ends the window; `onEnd` runs
 * once when the window closes. Without a host nothing starts and nothing is detecting.
 */
export function detectProvider({
  host,
  timers,
  windowMs,
  check,
  onEnd,
}: {
  readonly host: WalletHost | undefined
  readonly timers: WalletTimers
  readonly windowMs: number
  readonly check: () => boolean
  readonly onEnd: () => void
}): ProviderDetection {
  let detecting = host !== undefined
  let interval: unknown
  let windowTimer: unknown
  const waiters: (() => void)[] = []

  const end = (): void => {
    if (interval !== undefined) timers.clearInterval(interval)
    interval = undefined
    if (windowTimer !== undefined) timers.clearTimeout(windowTimer)
    windowTimer = undefined
    host?.removeEventListener?.('load', onLoad)
    if (!detecting) return
    detecting = false
    for (const resolve of waiters.splice(0)) resolve()
    onEnd()
  }

  const startWindow = (): void => {
    windowTimer = timers.setTimeout(() => {
      windowTimer = undefined
      end()
    }, windowMs)
  }

  const poll = (): void => {
    if (check()) end()
  }

  function onLoad(): void {
    host?.removeEventListener?.('load', onLoad)
    if (detecting && windowTimer === undefined) startWindow()
  }

  const detection: ProviderDetection = {
    isDetecting: () => detecting,
    waitForEnd: () =>
      detecting
        ? new Promise<void>((resolve) => waiters.push(resolve))
        : Promise.resolve(),
    end,
    stop: () => {
      end()
      if (host === undefined) return
      for (const name of PROVIDER_INITIALIZED_EVENTS) {
        host.removeEventListener?.(name, poll)
      }
    },
  }

  if (host !== undefined) {
    for (const name of PROVIDER_INITIALIZED_EVENTS) {
      host.addEventListener?.(name, poll)
    }
  }
  // A provider already there ends detection in this first check.
  poll()
  if (detecting && host !== undefined) {
    interval = timers.setInterval(poll, DETECTION_POLL_MS)
    const readyState = host.document?.readyState
    if (readyState === undefined || readyState === 'complete') startWindow()
    else host.addEventListener?.('load', onLoad)
  }
  return detection
}
