import type { ManagedTimerId, TimeoutProvider } from '@tanstack/react-query'

type Interval = { readonly id: number; readonly delayMs: number; run(): void }

/**
 * A TanStack Query timer provider (`timeoutManager.setTimeoutProvider`)
 * whose intervals (`refetchInterval`) run only when the test says so;
 * timeouts stay real. The test reads which interval delays are waiting.
 */
export function createFakeIntervals() {
  /** The platform's timers, as TanStack Query uses them by default. */
  const original: TimeoutProvider = {
    setTimeout: (callback: () => void, delay: number) =>
      globalThis.setTimeout(callback, delay),
    clearTimeout: (id: ManagedTimerId | undefined) =>
      globalThis.clearTimeout(id as ReturnType<typeof setTimeout>),
    setInterval: (callback: () => void, delay: number) =>
      globalThis.setInterval(callback, delay),
    clearInterval: (id: ManagedTimerId | undefined) =>
      globalThis.clearInterval(id as ReturnType<typeof setInterval>),
  }
  let nextId = 1_000_000
  const intervals = new Map<number, Interval>()
  const provider: TimeoutProvider = {
    setTimeout: (callback, delay) =>
      globalThis.setTimeout(callback, delay) as unknown as number,
    clearTimeout: (id) =>
      globalThis.clearTimeout(id as unknown as ReturnType<typeof setTimeout>),
    setInterval(callback, delayMs) {
      const id = nextId++
      intervals.set(id, { id, delayMs, run: () => callback() })
      return id
    },
    clearInterval(id) {
      intervals.delete(id as number)
    },
  }
  return {
    provider,
    original,
    clear: () => intervals.clear(),
    /** Delays of the intervals waiting, oldest first. */
    pendingDelays: () => [...intervals.values()].map((t) => t.delayMs),
    /** Fires the oldest interval once; returns its delay. */
    runNext(): number {
      const [interval] = intervals.values()
      if (!interval) throw new Error('no interval is waiting')
      interval.run()
      return interval.delayMs
    },
  }
}
