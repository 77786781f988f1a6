import { afterEach, describe, expect, it, vi } from 'vitest'
import { yieldToMain } from './yieldToMain'

describe('yieldToMain', () => {
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it('resolves in a later task, not in a microtask', async () => {
    vi.useFakeTimers()
    let resumed = false
    const done = yieldToMain().then(() => {
      resumed = true
    })
    await Promise.resolve()
    await Promise.resolve()
    expect(resumed).toBe(false)
    await vi.advanceTimersByTimeAsync(0)
    await done
    expect(resumed).toBe(true)
  })

  it('uses scheduler.yield where the browser has it', async () => {
    const yieldFn = vi.fn(() => Promise.resolve())
    vi.stubGlobal('scheduler', { yield: yieldFn })
    await yieldToMain()
    expect(yieldFn).toHaveBeenCalledOnce()
  })
})
