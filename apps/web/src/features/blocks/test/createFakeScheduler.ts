import type { BlockScheduler } from '../createBlockPoller'

type Timer = { readonly id: number; readonly delayMs: number; run(): void }

/**
 * Fake timers for the block refresh: nothing runs until the test says so,
 * and the test can read which delays are waiting.
 */
export function createFakeScheduler() {
  let nextId = 1
  const timers = new Map<number, Timer>()
  const scheduler: BlockScheduler = {
    setTimeout(callback, delayMs) {
      const id = nextId++
      timers.set(id, { id, delayMs, run: callback })
      return id
    },
    clearTimeout(handle) {
      timers.delete(handle as number)
    },
  }
  return {
    scheduler,
    /** Delays of the timers waiting, oldest first. */
    pendingDelays: () => [...timers.values()].map((t) => t.delayMs),
    /** Fires the oldest waiting timer; returns its delay. */
    runNext(): number {
      const [timer] = timers.values()
      if (!timer) throw new Error('no timer is waiting')
      timers.delete(timer.id)
      timer.run()
      return timer.delayMs
    },
  }
}
