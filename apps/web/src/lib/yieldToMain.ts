type SchedulerWithYield = { yield?: () => Promise<void> }

/**
 * Resolves in a later task, so that the work after it does not lengthen
 * the current one (a task longer than 50 ms blocks input; on a phone the
 * start-up's steps are each several times longer than here).
 * `scheduler.yield()` where the browser has it (it resumes before other
 * queued tasks), else a timer.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: SchedulerWithYield }).scheduler
  if (typeof scheduler?.yield === 'function') return scheduler.yield()
  return new Promise((resolve) => setTimeout(resolve, 0))
}
