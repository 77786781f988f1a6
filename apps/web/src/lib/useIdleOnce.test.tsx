import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useIdleOnce } from './useIdleOnce'

describe('useIdleOnce', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('turns true only after an idle moment once ready, and stays true', async () => {
    const { result, rerender } = renderHook(({ ready }) => useIdleOnce(ready), {
      initialProps: { ready: false },
    })
    await act(async () => {
      await vi.advanceTimersByTimeAsync(5000)
    })
    expect(result.current).toBe(false)
    rerender({ ready: true })
    expect(result.current).toBe(false)
    await act(async () => {
      await vi.advanceTimersByTimeAsync(5000)
    })
    expect(result.current).toBe(true)
    rerender({ ready: false })
    expect(result.current).toBe(true)
  })

  it('cancels its idle wait when unmounted', async () => {
    const { unmount } = renderHook(() => useIdleOnce(true))
    // The idle request is made from a microtask (lib/deferredImport.ts).
    await Promise.resolve()
    expect(vi.getTimerCount()).toBe(1)
    unmount()
    expect(vi.getTimerCount()).toBe(0)
  })
})
