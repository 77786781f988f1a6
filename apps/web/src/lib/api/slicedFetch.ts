import type { FetchLike } from '@drc20/api'
import { yieldToMain } from '../yieldToMain'

/**
 * How long (ms) the requests started in one task may take before the rest
 * wait for the next. Starting a request costs little in a browser on its
 * own, but 1–2 ms each when DevTools inspects the network (as Lighthouse
 * does): the pool list's ten reserve queries, started by one commit, made a
 * task of 30 ms here.
 */
export const FETCH_SLICE_MS = 2

type Clock = { now(): number }

/**
 * `fetch` that starts the requests asked for in one task at once until
 * they have taken `FETCH_SLICE_MS`, and the rest in later tasks, in the
 * order they were asked for. A request made alone starts at once, as with
 * `fetch`. What each returns, or throws, is `fetch`'s own.
 */
export function createSlicedFetch(
  fetchImpl: FetchLike,
  clock: Clock = performance,
  nextTask: () => Promise<void> = yieldToMain,
): FetchLike {
  const queue: (() => void)[] = []
  /** When the current slice's time is up. */
  let sliceEnds = Number.NEGATIVE_INFINITY
  /** The slice's time is up: what is asked for waits for a later task. */
  let waiting = false

  const afterEach = () => {
    if (waiting || clock.now() < sliceEnds) return
    waiting = true
    void nextTask().then(drain)
  }
  function drain() {
    sliceEnds = clock.now() + FETCH_SLICE_MS
    while (queue.length > 0) {
      queue.shift()?.()
      if (queue.length > 0 && clock.now() >= sliceEnds) {
        void nextTask().then(drain)
        return
      }
    }
    waiting = false
  }

  return (url, init) =>
    new Promise<Response>((resolve, reject) => {
      const start = () => {
        try {
          fetchImpl(url, init).then(resolve, reject)
        } catch (error) {
          reject(error)
        }
      }
      if (waiting) {
        queue.push(start)
        return
      }
      if (clock.now() >= sliceEnds) sliceEnds = clock.now() + FETCH_SLICE_MS
      start()
      afterEach()
    })
}
