import type { ApiError } from '@drc20/api'
import type { BlockInfo } from '@drc20/core'
import { err, ok, type Result } from 'neverthrow'
import { describe, expect, it } from 'vitest'
import { createBlockPoller } from './createBlockPoller'
import { createFakeScheduler } from './test/createFakeScheduler'

/** A scripted block source: each call takes the next answer. */
function scripted(answers: Result<BlockInfo, ApiError>[]) {
  const calls: AbortSignal[] = []
  return {
    calls,
    fetchBlockInfo: (signal: AbortSignal) => {
      calls.push(signal)
      const next = answers.shift() ?? err({ kind: 'network', cause: null })
      return Promise.resolve(next)
    },
  }
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))
const heights = (indexHeight: number, chainHeight = indexHeight) =>
  ok<BlockInfo, ApiError>({ indexHeight, chainHeight })

describe(createBlockPoller, () => {
  it('behavior: moving to a /swap page re-plans the wait on 15 s', async () => {
    const timers = createFakeScheduler()
    const source = scripted([heights(10)])
    const poller = createBlockPoller({
      ...source,
      scheduler: timers.scheduler,
      online: true,
      onSwapPage: false,
    })
    poller.start()
    await flush()
    expect(timers.pendingDelays()).toEqual([60_000])
    poller.setOnSwapPage(true)
    expect(timers.pendingDelays()).toEqual([15_000])
    poller.setOnSwapPage(false)
    expect(timers.pendingDelays()).toEqual([60_000])
  })

  it('behavior: offline aborts the request in flight and fetches nothing', async () => {
    const timers = createFakeScheduler()
    const source = scripted([heights(10)])
    const poller = createBlockPoller({
      ...source,
      scheduler: timers.scheduler,
      online: true,
      onSwapPage: false,
    })
    poller.start()
    poller.setOnline(false)
    expect(source.calls[0]?.aborted).toBe(true)
    await flush()
    expect(poller.getSnapshot()).toMatchObject({
      online: false,
      fetching: false,
    })
    expect(poller.getSnapshot().info).toBeUndefined()
    expect(timers.pendingDelays()).toEqual([])
    poller.retry()
    expect(source.calls).toHaveLength(1)
  })

  it('behavior: failures keep the last heights and back off', async () => {
    const timers = createFakeScheduler()
    const source = scripted([heights(10, 12)])
    const poller = createBlockPoller({
      ...source,
      scheduler: timers.scheduler,
      online: true,
      onSwapPage: true,
    })
    poller.start()
    await flush()
    const delays: number[] = []
    for (let i = 0; i < 5; i++) {
      delays.push(timers.runNext())
      await flush()
    }
    expect(delays).toEqual([15_000, 30_000, 60_000, 60_000, 60_000])
    expect(poller.getSnapshot()).toMatchObject({
      info: { indexHeight: 10, chainHeight: 12 },
      consecutiveFailures: 5,
      lastError: { kind: 'network' },
    })
    expect(timers.pendingDelays()).toEqual([])
  })

  it('behavior: stop cancels the schedule', async () => {
    const timers = createFakeScheduler()
    const poller = createBlockPoller({
      ...scripted([heights(1)]),
      scheduler: timers.scheduler,
      online: true,
      onSwapPage: false,
    })
    poller.start()
    await flush()
    poller.stop()
    expect(timers.pendingDelays()).toEqual([])
  })
})
