import type { PendingApproval } from './walletState.js'

type Job = {
  readonly method: string
  readonly start: () => Promise<unknown>
  readonly settle: (value: unknown) => void
  readonly fail: (error: unknown) => void
  readonly cancel: () => void
}

export type ApprovalQueue = {
  /**
   * Runs `start` once every earlier job has settled. `onCancel` gives the
   * value a job settles with if the queue is closed before it finishes.
   */
  readonly enqueue: <T>(
    method: string,
    start: () => Promise<T>,
    onCancel: () => T,
  ) => Promise<T>
  readonly getPending: () => PendingApproval | undefined
  /** Settles the running job and every waiting one with its cancel value. */
  readonly close: () => void
}

/**
 * One approval at a time (docs/wallet.md §6.2): the wallet replaces an
 * open approval popup without settling the first call, so a second request
 * waits here for its turn instead of orphaning the first.
 */
export function createApprovalQueue(
  onChange: (pending: PendingApproval | undefined) => void,
): ApprovalQueue {
  const waiting: Job[] = []
  let running: Job | undefined
  let closed = false
  const getPending = (): PendingApproval | undefined =>
    running === undefined
      ? undefined
      : { method: running.method, queued: waiting.length }
  const changed = (): void => onChange(getPending())

  const next = (): void => {
    if (running !== undefined || closed) return
    const job = waiting.shift()
    if (job === undefined) return
    running = job
    changed()
    job.start().then(
      (value) => finish(job, () => job.settle(value)),
      // `start` only rejects on a bug; surface it on the caller's promise.
      (error: unknown) => finish(job, () => job.fail(error)),
    )
  }

  const finish = (job: Job, settle: () => void): void => {
    if (running !== job) return
    running = undefined
    settle()
    next()
    changed()
  }

  return {
    enqueue: <T>(
      method: string,
      start: () => Promise<T>,
      onCancel: () => T,
    ): Promise<T> => {
      if (closed) return Promise.resolve(onCancel())
      return new Promise<T>((resolve, reject) => {
        let settled = false
        const settle = (value: unknown): void => {
          if (settled) return
          settled = true
          resolve(value as T)
        }
        waiting.push({
          method,
          start,
          settle,
          fail: (error) => {
            if (settled) return
            settled = true
            reject(error)
          },
          cancel: () => settle(onCancel()),
        })
        changed()
        next()
      })
    },
    getPending,
    close: () => {
      closed = true
      const jobs = running === undefined ? waiting : [running, ...waiting]
      running = undefined
      waiting.length = 0
      for (const job of jobs) job.cancel()
    },
  }
}
