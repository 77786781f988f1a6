// What the perf scripts read from a Chromium trace: the page's main-thread
// tasks, each with its wall time and its CPU time. On the shared 2-core
// machine the two differ: a task's wall time also counts the time the OS
// ran other threads while the page's main thread waited for a core (the
// browser process, the preview server, the devnet, Lighthouse itself).

/**
 * The top-level tasks (`RunTask`) of the renderers' main threads
 * (`CrRendererMain`), in time order, each as `{ pid, start, wall, cpu }` in
 * ms (start on the trace's clock). `pid` keeps only that renderer's. A task
 * run inside another (a nested message loop) is part of the outer one.
 */
export function mainThreadTasks(traceEvents, pid) {
  const main = new Set(
    traceEvents
      .filter(
        (e) =>
          e.ph === 'M' &&
          e.name === 'thread_name' &&
          e.args?.name === 'CrRendererMain' &&
          (pid === undefined || e.pid === pid),
      )
      .map((e) => `${e.pid}:${e.tid}`),
  )
  const tasks = traceEvents
    .filter(
      (e) =>
        e.ph === 'X' && e.name === 'RunTask' && main.has(`${e.pid}:${e.tid}`),
    )
    .sort((a, b) => a.ts - b.ts)
  const top = []
  const endOf = new Map()
  for (const e of tasks) {
    const thread = `${e.pid}:${e.tid}`
    if (e.ts < (endOf.get(thread) ?? 0)) continue
    endOf.set(thread, e.ts + e.dur)
    top.push({
      pid: e.pid,
      start: e.ts / 1000,
      wall: e.dur / 1000,
      cpu: (e.tdur ?? 0) / 1000,
    })
  }
  return top
}

/**
 * Lighthouse's Total Blocking Time counted on CPU time: the page's tasks
 * from its first contentful paint on, each task's main-thread CPU time
 * times `slowdown` (Lighthouse's simulated CPU throttling), the part of
 * each over 50 ms summed. Lighthouse multiplies wall time, which on a busy
 * host includes the waits for a core; this is what the page's own work
 * would block on a host where its main thread never waits. It runs to the
 * trace's end, where Lighthouse stops at its estimate of the time to
 * interactive, so it can count a late task Lighthouse does not. `undefined`
 * when the trace has no first contentful paint.
 */
export function cpuBlockingTime(traceEvents, slowdown) {
  const paints = traceEvents.filter((e) => e.name === 'firstContentfulPaint')
  const fcp = paints.at(-1)
  if (fcp === undefined) return undefined
  return mainThreadTasks(traceEvents, fcp.pid)
    .filter((t) => t.start >= fcp.ts / 1000)
    .reduce((sum, t) => sum + Math.max(0, t.cpu * slowdown - 50), 0)
}
