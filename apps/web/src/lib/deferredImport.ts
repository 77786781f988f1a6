import { startTransition, useEffect, useState } from 'react'

/**
 * A module kept out of the start-up bundle: imported when the browser is
 * first idle, or at once when the user reaches for what it renders.
 */
export type DeferredImport<T> = {
  /** Starts the import; a no-op while loading or once loaded. */
  load: () => void
  get: () => T | undefined
  subscribe: (listener: () => void) => () => void
}

export function deferImport<T>(importer: () => Promise<T>): DeferredImport<T> {
  let module: T | undefined
  let loading = false
  const listeners = new Set<() => void>()
  return {
    load() {
      if (module !== undefined || loading) return
      loading = true
      importer().then(
        (loaded) => {
          module = loaded
          for (const listener of listeners) listener()
        },
        // A failed chunk raises `vite:preloadError` (handled app-wide); the
        // next reach for it tries again.
        () => {
          loading = false
        },
      )
    },
    get: () => module,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

const IDLE_TIMEOUT_MS = 2000

type IdleEntry = { readonly callback: () => void }

/** Callbacks waiting for the idle moment, in the order they asked. */
const idleQueue = new Set<IdleEntry>()
/** Cancels the pending idle request; undefined when none is pending. */
let cancelIdleRequest: (() => void) | undefined
let requestQueued = false

function requestIdle(run: (deadline?: IdleDeadline) => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, {
      timeout: IDLE_TIMEOUT_MS,
    })
    return () => window.cancelIdleCallback(handle)
  }
  const handle = window.setTimeout(() => run(), 200)
  return () => window.clearTimeout(handle)
}

/**
 * The work one idle callback does before it leaves the rest to the next:
 * an idle period may last 50 ms, and a task that long blocks input (four
 * times longer on a phone). Each deferred import, for one, adds its chunk's
 * preload links.
 */
const IDLE_SLICE_MS = 5

function runIdleQueue(deadline?: IdleDeadline) {
  cancelIdleRequest = undefined
  const started = performance.now()
  try {
    // Those waiting now; what they ask for in turn waits for the next one.
    for (const entry of [...idleQueue]) {
      if (!idleQueue.delete(entry)) continue
      entry.callback()
      // The rest at the next idle moment, once this slice is used up.
      if (
        performance.now() - started >= IDLE_SLICE_MS ||
        (deadline && !deadline.didTimeout && deadline.timeRemaining() <= 0)
      )
        break
    }
  } finally {
    requestIdleIfWaiting()
  }
}

/** Asks for an idle moment when callbacks wait and none is asked for. */
function requestIdleIfWaiting() {
  if (idleQueue.size > 0 && cancelIdleRequest === undefined)
    cancelIdleRequest = requestIdle(runIdleQueue)
}

/**
 * Runs `callback` at the browser's first idle moment (at most 2 s away),
 * after the tasks and frames already queued; returns a cancel. Callbacks
 * share one idle request, made from a microtask: with DevTools attached
 * (every Lighthouse run) each request records the stack it is made from,
 * and the effects that ask for one run deep in React's commit.
 */
export function whenIdle(callback: () => void): () => void {
  const entry: IdleEntry = { callback }
  idleQueue.add(entry)
  if (cancelIdleRequest === undefined && !requestQueued) {
    requestQueued = true
    queueMicrotask(() => {
      requestQueued = false
      requestIdleIfWaiting()
    })
  }
  return () => {
    idleQueue.delete(entry)
    if (idleQueue.size === 0 && cancelIdleRequest !== undefined) {
      cancelIdleRequest()
      cancelIdleRequest = undefined
    }
  }
}

/**
 * The module once loaded; schedules its import for the first idle moment
 * (`when: 'idle'`, the default) or leaves it to the user's reach
 * (`'asked'`: the caller calls `load`, for a part the page seldom needs,
 * such as the mobile menu's drawer). What it renders once loaded renders in
 * a transition: in slices that leave the page responsive, where a store
 * subscription would render it in one blocking task (and in the same task
 * as the module's evaluation). Unlike `React.lazy` in a Suspense boundary,
 * nothing suspends: React holds a revealed boundary's content back until
 * 300 ms after its fallback showed, which a menu's first opening waited for.
 */
export function useDeferredImport<T>(
  deferred: DeferredImport<T>,
  when: 'idle' | 'asked' = 'idle',
) {
  // The build's prerender renders it not loaded, as the first paint shows it.
  const [module, setModule] = useState<T | undefined>(deferred.get)
  useEffect(() => {
    const show = () => {
      const loaded = deferred.get()
      // A function (a component) is the state, not an updater.
      if (loaded !== undefined) startTransition(() => setModule(() => loaded))
    }
    const unsubscribe = deferred.subscribe(show)
    // Loaded between the render and this effect.
    show()
    const cancel =
      deferred.get() === undefined && when === 'idle'
        ? whenIdle(deferred.load)
        : undefined
    return () => {
      unsubscribe()
      cancel?.()
    }
  }, [deferred, when])
  return module
}
