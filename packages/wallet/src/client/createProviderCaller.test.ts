import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createProviderCaller } from './createProviderCaller.js'

const timers = {
  setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms),
  clearTimeout: (id: unknown) =>
    clearTimeout(id as ReturnType<typeof setTimeout>),
  setInterval: (fn: () => void, ms: number) => setInterval(fn, ms),
  clearInterval: (id: unknown) =>
    clearInterval(id as ReturnType<typeof setInterval>),
}

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe(createProviderCaller, () => {
  it('default: resolves the value and clears its timer', async () => {
    const caller = createProviderCaller(timers, undefined)
    const result = await caller.call(
      { getNetwork: async () => 'livenet' },
      'getNetwork',
      [],
      1_000,
    )
    expect(result._unsafeUnwrap()).toBe('livenet')
    expect(vi.getTimerCount()).toBe(0)
    expect(caller.inFlight()).toBe(0)
  })

  it('behavior: calls the method on the provider with the arguments', async () => {
    const provider = {
      prefix: 'x:',
      echo(this: { prefix: string }, a: string) {
        return Promise.resolve(this.prefix + a)
      },
    }
    const caller = createProviderCaller(timers, undefined)
    const result = await caller.call(provider, 'echo', ['y'], 1_000)
    expect(result._unsafeUnwrap()).toBe('x:y')
  })

  it.each([
    ['a missing method', {}, { code: 'UNSUPPORTED_METHOD', method: 'm' }],
    [
      'a non-function member',
      { m: 'nope' },
      { code: 'UNSUPPORTED_METHOD', method: 'm' },
    ],
    [
      'a synchronous throw',
      {
        m: () => {
          throw { code: -32603, message: 'bad' }
        },
      },
      { code: 'WALLET_FAILED', reason: 'RPC_ERROR', message: 'bad' },
    ],
    [
      'a plain-object rejection',
      { m: () => Promise.reject({ code: 4001 }) },
      { kind: 'rejected' },
    ],
  ])('behavior: %s', async (_, provider, expected) => {
    const caller = createProviderCaller(timers, undefined)
    const result = await caller.call(provider, 'm', [], 1_000)
    expect(result._unsafeUnwrapErr()).toMatchObject(expected)
  })

  it('behavior: times out, and keeps waiting while the tab is hidden', async () => {
    const host = { document: { visibilityState: 'hidden' } }
    const caller = createProviderCaller(timers, host)
    const pending = caller.call(
      { m: () => new Promise(() => {}) },
      'm',
      [],
      1_000,
    )
    await vi.advanceTimersByTimeAsync(5_000)
    expect(caller.inFlight()).toBe(1)
    host.document.visibilityState = 'visible'
    await vi.advanceTimersByTimeAsync(1_000)
    expect((await pending)._unsafeUnwrapErr()).toEqual({
      code: 'WALLET_LOCKED_OR_CLOSED',
      reason: 'TIMEOUT',
      method: 'm',
    })
    expect(vi.getTimerCount()).toBe(0)
  })

  it('behavior: abortAll settles calls in flight once; a late answer is ignored', async () => {
    let answer!: (value: string) => void
    const caller = createProviderCaller(timers, undefined)
    const pending = caller.call(
      { m: () => new Promise<string>((resolve) => (answer = resolve)) },
      'm',
      [],
      1_000,
    )
    caller.abortAll('PROVIDER_GONE')
    answer('late')
    expect((await pending)._unsafeUnwrapErr()).toMatchObject({
      reason: 'PROVIDER_GONE',
    })
    expect(vi.getTimerCount()).toBe(0)
  })
})
