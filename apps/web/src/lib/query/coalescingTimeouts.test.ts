import { fc, test } from '@fast-check/vitest'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  createCoalescingTimeouts,
  createNotifyScheduler,
  type TimerHost,
} from './coalescingTimeouts'

/** The platform's (fake) timers, counting the calls made to them. */
function countingHost() {
  const calls = { set: 0, clear: 0 }
  const host: TimerHost = {
    now: () => Date.now(),
    setTimeout(callback, delayMs) {
      calls.set += 1
      return globalThis.setTimeout(callback, delayMs)
    },
    clearTimeout(handle) {
      calls.clear += 1
      globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>)
    },
  }
  return { host, calls }
}

/**
 * The error the next microtask throws (how a failing timer callback is
 * reported), caught instead of left uncaught.
 */
function catchReportedError(): Promise<unknown> {
  return new Promise((resolve) => {
    const original = globalThis.queueMicrotask
    vi.spyOn(globalThis, 'queueMicrotask').mockImplementationOnce((task) =>
      original(() => {
        try {
          task()
        } catch (error) {
          resolve(error)
        }
      }),
    )
  })
}

type Op =
  | { readonly kind: 'timeout' | 'interval'; readonly delay: number }
  | { readonly kind: 'clear'; readonly pick: number }
  | { readonly kind: 'advance'; readonly ms: number }

const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    kind: fc.constantFrom('timeout' as const, 'interval' as const),
    delay: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 500 })),
  }),
  fc.record({ kind: fc.constant('clear' as const), pick: fc.nat() }),
  fc.record({
    kind: fc.constant('advance' as const),
    ms: fc.integer({ min: 0, max: 400 }),
  }),
)

/**
 * Runs `ops` on a timer API under fake timers; returns each run as
 * `name@time`. An interval clears itself after its third run.
 */
function runOps(
  ops: readonly Op[],
  api: {
    setTimeout(cb: () => void, ms: number): unknown
    setInterval(cb: () => void, ms: number): unknown
    clear(id: unknown): void
  },
): string[] {
  const start = Date.now()
  const log: string[] = []
  const ids: unknown[] = []
  ops.forEach((op, index) => {
    if (op.kind === 'advance') vi.advanceTimersByTime(op.ms)
    else if (op.kind === 'clear') {
      if (ids.length > 0) api.clear(ids[op.pick % ids.length])
    } else if (op.kind === 'timeout') {
      ids.push(
        api.setTimeout(
          () => log.push(`t${index}@${Date.now() - start}`),
          op.delay,
        ),
      )
    } else {
      let runs = 0
      const id = api.setInterval(
        () => {
          runs += 1
          log.push(`i${index}@${Date.now() - start}`)
          if (runs === 3) api.clear(id)
        },
        Math.max(1, op.delay),
      )
      ids.push(id)
    }
  })
  vi.advanceTimersByTime(5_000)
  return log
}

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('createCoalescingTimeouts', () => {
  test.prop([fc.array(opArb, { maxLength: 40 })])(
    'runs what the platform timers would run, when and in the order they would',
    (ops) => {
      const platform = runOps(ops, {
        setTimeout: (cb, ms) => globalThis.setTimeout(cb, ms),
        setInterval: (cb, ms) => globalThis.setInterval(cb, ms),
        clear: (id) =>
          globalThis.clearTimeout(id as ReturnType<typeof setTimeout>),
      })
      const timers = createCoalescingTimeouts()
      const coalesced = runOps(ops, {
        setTimeout: timers.setTimeout,
        setInterval: timers.setInterval,
        clear: (id) => timers.clearTimeout(id as number),
      })
      expect(coalesced).toEqual(platform)
    },
  )

  it('keeps one platform timer for many, and sets it again only for an earlier deadline', () => {
    const { host, calls } = countingHost()
    const timers = createCoalescingTimeouts(host)
    const ids = Array.from({ length: 50 }, () =>
      timers.setTimeout(() => {}, 300_000),
    )
    for (const id of ids.slice(0, 49)) timers.clearTimeout(id)
    expect(calls).toEqual({ set: 1, clear: 0 })
    timers.setTimeout(() => {}, 10_000)
    expect(calls).toEqual({ set: 2, clear: 1 })
    expect(vi.getTimerCount()).toBe(1)
  })

  it('leaves no platform timer once every timer is cleared', () => {
    const timers = createCoalescingTimeouts()
    const a = timers.setTimeout(() => {}, 100)
    const b = timers.setInterval(() => {}, 50)
    timers.clearTimeout(a)
    timers.clearInterval(b)
    timers.clearTimeout(undefined)
    expect(vi.getTimerCount()).toBe(0)
  })

  it('runs the other timers due when one throws, and reports the error', async () => {
    const timers = createCoalescingTimeouts()
    const ran: string[] = []
    timers.setTimeout(() => {
      ran.push('a')
      throw new Error('boom')
    }, 10)
    timers.setTimeout(() => ran.push('b'), 10)
    const reported = catchReportedError()
    vi.advanceTimersByTime(10)
    expect(ran).toEqual(['a', 'b'])
    await expect(reported).resolves.toMatchObject({ message: 'boom' })
  })

  it('waits past the platform timer limit without firing early', () => {
    const timers = createCoalescingTimeouts()
    const ran = vi.fn()
    timers.setTimeout(ran, 2 ** 31 + 1_000)
    vi.advanceTimersByTime(2 ** 31 - 1)
    expect(ran).not.toHaveBeenCalled()
    vi.advanceTimersByTime(2_000)
    expect(ran).toHaveBeenCalledOnce()
  })
})

describe('createNotifyScheduler', () => {
  it('runs what one task schedules in order, in one later task, on one platform timer', async () => {
    const { host, calls } = countingHost()
    const schedule = createNotifyScheduler(host)
    const ran: string[] = []
    schedule(() => ran.push('a'))
    schedule(() => {
      ran.push('b')
      throw new Error('a listener failed')
    })
    schedule(() => ran.push('c'))
    expect(calls.set).toBe(0)
    await Promise.resolve()
    expect(calls.set).toBe(1)
    expect(ran).toEqual([])
    const reported = catchReportedError()
    vi.advanceTimersByTime(0)
    expect(ran).toEqual(['a', 'b', 'c'])
    await expect(reported).resolves.toEqual(new Error('a listener failed'))
  })

  it('takes what is scheduled later in a new task', async () => {
    const schedule = createNotifyScheduler()
    const ran: string[] = []
    schedule(() => ran.push('first'))
    await vi.advanceTimersByTimeAsync(0)
    schedule(() => ran.push('second'))
    expect(ran).toEqual(['first'])
    await vi.advanceTimersByTimeAsync(0)
    expect(ran).toEqual(['first', 'second'])
  })
})
