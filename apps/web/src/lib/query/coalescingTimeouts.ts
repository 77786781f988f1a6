import type { TimeoutProvider } from '@tanstack/react-query'

/** The platform's timers and clock, looked up at each call (so tests' fake timers apply). */
export type TimerHost = {
  now(): number
  setTimeout(callback: () => void, delayMs: number): unknown
  clearTimeout(handle: unknown): void
}

const platformHost: TimerHost = {
  now: () => Date.now(),
  setTimeout: (callback, delayMs) => globalThis.setTimeout(callback, delayMs),
  clearTimeout: (handle) =>
    globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
}

/** The longest delay a platform timer takes (about 24.8 days). */
const MAX_DELAY_MS = 2 ** 31 - 1

/**
 * Runs `callback`; an error it throws is reported as a throwing platform
 * timer's would be (uncaught, from a microtask), and the caller goes on.
 */
function runReporting(callback: () => void) {
  try {
    callback()
  } catch (error) {
    queueMicrotask(() => {
      throw error
    })
  }
}

type Timer = {
  readonly id: number
  at: number
  readonly callback: () => void
  /** Set for an interval: it runs again this long after each run. */
  readonly everyMs?: number
}

/**
 * TanStack Query's timers (`timeoutManager.setTimeoutProvider`) on one
 * platform timer: the earliest deadline's. Each query sets and clears a
 * garbage-collection timer as observers come and go, and a page mounts its
 * queries in React's deepest stacks; with DevTools attached (every
 * Lighthouse run) each platform timer call records that stack, which made
 * the timers a tenth of a data page's longest task. Here setting a later
 * timer, or clearing one, is bookkeeping; the platform timer changes only
 * when the earliest deadline moves earlier or no timer is left. Timers due
 * together run in one task, in the order they were set, as they would one
 * task each.
 */
export function createCoalescingTimeouts(
  host: TimerHost = platformHost,
): TimeoutProvider<number> {
  let nextId = 1
  /** Waiting timers by deadline, then by the order they were set. */
  const queue: Timer[] = []
  const live = new Map<number, Timer>()
  let armed: { readonly at: number; readonly handle: unknown } | undefined

  /** Where `timer` goes in the queue (or is, when it is there). */
  const indexFor = (timer: Timer): number => {
    let low = 0
    let high = queue.length
    while (low < high) {
      const mid = (low + high) >>> 1
      const other = queue[mid] as Timer
      if (other.at < timer.at || (other.at === timer.at && other.id < timer.id))
        low = mid + 1
      else high = mid
    }
    return low
  }

  const disarm = () => {
    if (armed === undefined) return
    host.clearTimeout(armed.handle)
    armed = undefined
  }

  /** Makes sure the platform timer fires by the earliest deadline. */
  const arm = () => {
    const first = queue[0]
    if (first === undefined) return disarm()
    if (armed !== undefined && armed.at <= first.at) return
    disarm()
    const delay = Math.min(MAX_DELAY_MS, Math.max(0, first.at - host.now()))
    armed = { at: first.at, handle: host.setTimeout(fire, delay) }
  }

  const enqueue = (timer: Timer) => {
    queue.splice(indexFor(timer), 0, timer)
  }

  function fire() {
    armed = undefined
    const now = host.now()
    let due = 0
    while (due < queue.length && (queue[due] as Timer).at <= now) due += 1
    const running = queue.splice(0, due)
    for (const timer of running) {
      // Cleared by a timer that ran before it in this task.
      if (live.get(timer.id) !== timer) continue
      if (timer.everyMs === undefined) live.delete(timer.id)
      else {
        timer.at = now + timer.everyMs
        enqueue(timer)
      }
      runReporting(timer.callback)
    }
    arm()
  }

  const schedule = (callback: () => void, delay: number, repeat: boolean) => {
    const delayMs = Number.isFinite(delay) ? Math.max(0, delay) : 0
    const timer: Timer = {
      id: nextId++,
      at: host.now() + delayMs,
      callback,
      ...(repeat ? { everyMs: delayMs } : {}),
    }
    live.set(timer.id, timer)
    enqueue(timer)
    arm()
    return timer.id
  }

  const cancel = (id: number | undefined) => {
    if (id === undefined) return
    const timer = live.get(id)
    if (timer === undefined) return
    live.delete(id)
    const index = indexFor(timer)
    if (queue[index] === timer) queue.splice(index, 1)
    // The platform timer stays for a deadline that is gone: it fires, finds
    // nothing due and waits for the next one. None left: it goes too.
    if (queue.length === 0) disarm()
  }

  return {
    setTimeout: (callback, delay) => schedule(callback, delay, false),
    clearTimeout: cancel,
    setInterval: (callback, delay) => schedule(callback, delay, true),
    clearInterval: cancel,
  }
}

/**
 * TanStack Query's notification scheduler (`notifyManager.setScheduler`).
 * Its default sets a platform timer for each batch of notifications, from
 * wherever the batch ends: often a React effect, deep in the commit (see
 * createCoalescingTimeouts for what that costs). Here what is scheduled in
 * one task waits for a single platform timer, set from a microtask, and runs
 * in order in the task it starts, as it would one task each.
 */
export function createNotifyScheduler(
  host: TimerHost = platformHost,
): (callback: () => void) => void {
  let waiting: (() => void)[] = []
  let queued = false
  const runWaiting = () => {
    const batch = waiting
    waiting = []
    for (const callback of batch) runReporting(callback)
  }
  return (callback) => {
    waiting.push(callback)
    if (queued) return
    queued = true
    queueMicrotask(() => {
      queued = false
      host.setTimeout(runWaiting, 0)
    })
  }
}
