import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  createTestProvider,
  TEST_ADDRESSES,
  USER_REJECTED,
} from './createTestProvider.js'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe(createTestProvider, () => {
  it('behavior: methods are own-property closures that work detached', async () => {
    const { provider } = createTestProvider({ connected: true })
    const { getAccounts } = provider as { getAccounts: () => Promise<unknown> }
    const accounts = getAccounts()
    await vi.advanceTimersByTimeAsync(20)
    expect(await accounts).toEqual([TEST_ADDRESSES.livenet])
  })

  it('behavior: rejections are plain objects, not Errors', async () => {
    const { provider, control } = createTestProvider()
    control.nextApproval('reject')
    const call = (provider.requestAccounts as () => Promise<unknown>)()
    const caught = call.catch((error: unknown) => error)
    await vi.advanceTimersByTimeAsync(50)
    const error = await caught
    expect(error).toEqual(USER_REJECTED)
    expect(error).not.toBeInstanceOf(Error)
  })

  it('behavior: accountsChanged fires only when the first address changes', () => {
    const { provider, control } = createTestProvider({ connected: true })
    const listener = vi.fn()
    ;(provider.on as (e: string, f: unknown) => void)(
      'accountsChanged',
      listener,
    )
    control.switchAccount(TEST_ADDRESSES.livenet)
    control.switchAccount(TEST_ADDRESSES.livenet2)
    control.switchAccount(TEST_ADDRESSES.livenet2)
    expect(listener.mock.calls).toEqual([[[TEST_ADDRESSES.livenet2]]])
  })

  it('behavior: removeListener needs the same function reference', () => {
    const { provider, control } = createTestProvider()
    const on = provider.on as (e: string, f: unknown) => void
    const off = provider.removeListener as (e: string, f: unknown) => void
    const listener = () => {}
    on('networkChanged', listener)
    off('networkChanged', () => {})
    expect(control.listenerCount('networkChanged')).toBe(1)
    off('networkChanged', listener)
    expect(control.listenerCount('networkChanged')).toBe(0)
  })

  it('behavior: the control surface is not on the provider', () => {
    const { provider } = createTestProvider()
    for (const verb of [
      'lock',
      'unlock',
      'inject',
      'nextApproval',
      'failNext',
    ]) {
      expect(provider).not.toHaveProperty(verb)
    }
  })

  it('behavior: setVersion(null) removes getVersion and a later version restores it', () => {
    const { provider, control } = createTestProvider()
    control.setVersion(null)
    expect(provider).not.toHaveProperty('getVersion')
    control.setVersion('1.4.3')
    expect(typeof provider.getVersion).toBe('function')
  })
})
