import type { ApiError } from '@drc20/api'
import { type BlockInfo, getBlockRefreshDelay } from '@drc20/core'
import { err, type Result } from 'neverthrow'

/** The timers the poller uses; tests pass fake ones. */
export type BlockScheduler = {
  setTimeout(callback: () => void, delayMs: number): unknown
  clearTimeout(handle: unknown): void
}

/** The page's own timers, looked up at call time (fake-timer friendly). */
export const browserScheduler: BlockScheduler = {
  setTimeout: (callback, delayMs) => globalThis.setTimeout(callback, delayMs),
  clearTimeout: (handle) =>
    globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
}

export type BlockPollSnapshot = {
  /** Last heights received; kept through failures. */
  readonly info?: BlockInfo
  /** Failed refreshes in a row (each one already retried by the client). */
  readonly consecutiveFailures: number
  readonly online: boolean
  readonly fetching: boolean
  readonly lastError?: ApiError
  /**
   * Replaced only when the index height changes: the "new block" signal
   * (swap quotes refresh on it).
   */
  readonly newBlock?: { readonly indexHeight: number }
  /** Delay of the scheduled refresh; `undefined` while none is scheduled. */
  readonly nextRefreshMs?: number
}

export const INITIAL_BLOCK_POLL_SNAPSHOT: BlockPollSnapshot = {
  consecutiveFailures: 0,
  online: true,
  fetching: false,
}

export type CreateBlockPollerParameters = {
  readonly fetchBlockInfo: (
    signal: AbortSignal,
  ) => PromiseLike<Result<BlockInfo, ApiError>>
  readonly scheduler: BlockScheduler
  readonly online: boolean
  readonly onSwapPage: boolean
  /** Carried over when the poller is re-created (StrictMode remounts). */
  readonly initial?: BlockPollSnapshot
}

export type BlockPoller = {
  getSnapshot(): BlockPollSnapshot
  subscribe(listener: () => void): () => void
  start(): void
  stop(): void
  /** Refreshes now and restarts the schedule (the badge's click to retry). */
  retry(): void
  setOnline(online: boolean): void
  setOnSwapPage(onSwapPage: boolean): void
}

/**
 * The block-height refresh loop (spec §4, §9). Delays come from core's
 * `getBlockRefreshDelay`; after 5 failures in a row nothing is scheduled
 * until `retry()` or the browser comes back online. While offline nothing
 * is fetched.
 */
export function createBlockPoller(
  parameters: CreateBlockPollerParameters,
): BlockPoller {
  const { scheduler } = parameters
  let snapshot: BlockPollSnapshot = {
    ...(parameters.initial ?? INITIAL_BLOCK_POLL_SNAPSHOT),
    online: parameters.online,
    fetching: false,
    nextRefreshMs: undefined,
  }
  let onSwapPage = parameters.onSwapPage
  let running = false
  let timer: unknown
  let inflight: AbortController | undefined
  const listeners = new Set<() => void>()

  function update(patch: Partial<BlockPollSnapshot>) {
    snapshot = { ...snapshot, ...patch }
    for (const listener of listeners) listener()
  }

  function clearTimer() {
    if (timer === undefined) return
    scheduler.clearTimeout(timer)
    timer = undefined
  }

  function cancel() {
    clearTimer()
    inflight?.abort()
    inflight = undefined
  }

  function schedule() {
    clearTimer()
    const next = getBlockRefreshDelay({
      consecutiveFailures: snapshot.consecutiveFailures,
      onSwapPage,
    })
    if (next.kind === 'stop') {
      update({ nextRefreshMs: undefined })
      return
    }
    timer = scheduler.setTimeout(() => {
      timer = undefined
      void refresh()
    }, next.delayMs)
    update({ nextRefreshMs: next.delayMs })
  }

  async function refresh() {
    if (!running || !snapshot.online) return
    cancel()
    const controller = new AbortController()
    inflight = controller
    update({ fetching: true, nextRefreshMs: undefined })
    const result = await Promise.resolve(
      parameters.fetchBlockInfo(controller.signal),
    ).then(
      (value) => value,
      // A failed chunk load or a bug in the client still counts as a failure.
      (cause: unknown) => err<BlockInfo, ApiError>({ kind: 'network', cause }),
    )
    if (inflight !== controller) return // cancelled or superseded
    inflight = undefined
    if (result.isOk()) {
      const info = result.value
      const changed = snapshot.newBlock?.indexHeight !== info.indexHeight
      update({
        fetching: false,
        info,
        consecutiveFailures: 0,
        lastError: undefined,
        ...(changed ? { newBlock: { indexHeight: info.indexHeight } } : {}),
      })
    } else {
      update({
        fetching: false,
        consecutiveFailures: snapshot.consecutiveFailures + 1,
        lastError: result.error,
      })
    }
    schedule()
  }

  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    start() {
      if (running) return
      running = true
      void refresh()
    },
    stop() {
      running = false
      cancel()
    },
    retry() {
      update({ consecutiveFailures: 0, lastError: undefined })
      void refresh()
    },
    setOnline(online) {
      if (online === snapshot.online) return
      if (!online) {
        cancel()
        update({ online: false, fetching: false, nextRefreshMs: undefined })
        return
      }
      // Back online: forget the failures and refresh at once (spec §4).
      update({ online: true, consecutiveFailures: 0, lastError: undefined })
      void refresh()
    },
    setOnSwapPage(next) {
      if (next === onSwapPage) return
      onSwapPage = next
      // A pending wait is re-planned on the page's own schedule.
      if (running && timer !== undefined) schedule()
    },
  }
}
