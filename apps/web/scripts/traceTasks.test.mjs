import { describe, expect, it } from 'vitest'
import { cpuBlockingTime, mainThreadTasks } from './traceTasks.mjs'

const thread = (pid, tid, name) => ({
  ph: 'M',
  name: 'thread_name',
  pid,
  tid,
  args: { name },
})
/** A task at `ms` lasting `wall` ms, of which `cpu` on a core. */
const task = (pid, tid, ms, wall, cpu) => ({
  ph: 'X',
  name: 'RunTask',
  pid,
  tid,
  ts: ms * 1000,
  dur: wall * 1000,
  tdur: cpu * 1000,
})
const fcp = (pid, ms) => ({
  ph: 'I',
  name: 'firstContentfulPaint',
  pid,
  ts: ms * 1000,
})

const events = [
  thread(1, 10, 'CrRendererMain'),
  thread(1, 11, 'Compositor'),
  thread(2, 20, 'CrRendererMain'),
  fcp(1, 100),
  task(1, 10, 50, 40, 40), // before the paint
  task(1, 10, 200, 60, 20), // 80 ms of CPU at 4×: 30 blocking
  task(1, 10, 210, 10, 10), // inside the one above: part of it
  task(1, 10, 300, 30, 10), // 40 ms at 4×: none
  task(1, 11, 300, 90, 90), // not the main thread
  task(2, 20, 300, 90, 90), // another renderer
  task(1, 10, 400, 200, 25), // 100 ms at 4×: 50 blocking
]

describe('mainThreadTasks', () => {
  it("lists the renderers' main-thread tasks once each, outer ones only", () => {
    expect(mainThreadTasks(events).map((t) => [t.pid, t.start])).toEqual([
      [1, 50],
      [1, 200],
      [1, 300],
      [2, 300],
      [1, 400],
    ])
    expect(mainThreadTasks(events, 1).at(-1)).toEqual({
      pid: 1,
      start: 400,
      wall: 200,
      cpu: 25,
    })
  })
})

describe('cpuBlockingTime', () => {
  it("counts the page's tasks after its first paint by their CPU time", () => {
    expect(cpuBlockingTime(events, 4)).toBe(80)
    expect(cpuBlockingTime(events, 1)).toBe(0)
  })

  it('is undefined without a first contentful paint', () => {
    expect(cpuBlockingTime(events.slice(0, 3), 4)).toBeUndefined()
  })
})
