import { createBrowserHistory } from '@tanstack/react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { keyHistoryEntry } from './historyKey'

afterEach(() => {
  vi.restoreAllMocks()
  window.history.replaceState(null, '')
})

describe(keyHistoryEntry, () => {
  it('keys the entry as the router would, so the router writes nothing', () => {
    window.history.replaceState(null, '')
    keyHistoryEntry(window.history)
    const state = window.history.state as Record<string, unknown>
    expect(state.__TSR_index).toBe(0)
    expect(typeof state.key).toBe('string')
    expect(state.__TSR_key).toBe(state.key)

    const replace = vi.spyOn(window.history, 'replaceState')
    const history = createBrowserHistory()
    expect(replace).not.toHaveBeenCalled()
    expect(history.location.state.__TSR_key).toBe(state.key)
    history.destroy()
  })

  it('the router keys an unkeyed entry itself (what the start-up spares it)', () => {
    window.history.replaceState(null, '')
    const replace = vi.spyOn(window.history, 'replaceState')
    const history = createBrowserHistory()
    expect(replace).toHaveBeenCalledTimes(1)
    history.destroy()
  })

  it('leaves a keyed entry as it is (a reload, Back)', () => {
    window.history.replaceState(
      { __TSR_index: 3, key: 'k', __TSR_key: 'k' },
      '',
    )
    const replace = vi.spyOn(window.history, 'replaceState')
    keyHistoryEntry(window.history)
    expect(replace).not.toHaveBeenCalled()
    expect(window.history.state).toEqual({
      __TSR_index: 3,
      key: 'k',
      __TSR_key: 'k',
    })
  })

  it('does not throw when the history refuses the write', () => {
    window.history.replaceState(null, '')
    vi.spyOn(window.history, 'replaceState').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError')
    })
    expect(() => keyHistoryEntry(window.history)).not.toThrow()
  })
})
