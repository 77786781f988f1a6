import { createPairV1SwapPayload, quoteSwap, WDOGE_TICK } from '@drc20/core'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { createWalletClient } from './client/createWalletClient.js'
import { createTestProvider } from './test/createTestProvider.js'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

// The README's "Connect and send a swap" example, against the in-memory
// provider instead of window.dogeuni.
it('behavior: the README example connects and sends a swap', async () => {
  const { host, control } = createTestProvider()
  const wallet = createWalletClient({ host })
  const log: string[] = []

  const script = async () => {
    const connected = await wallet.connect()
    if (connected.isErr()) throw new Error(connected.error.code)
    if (connected.value.kind === 'rejected') return
    const swap = quoteSwap({
      amountIn: 100_000_000n,
      reserveIn: 50_000_000_000n,
      reserveOut: 2_500_000_000_000n,
      slippageBps: 50n,
    }).andThen((quote) =>
      createPairV1SwapPayload({
        tick0: WDOGE_TICK,
        tick1: 'UNIX',
        amt0: quote.amountIn,
        amt1: quote.amountOut,
        amt1Min: quote.minimumAmountOut,
        doge: true,
      }),
    )
    const sent = await swap.asyncAndThen((payload) =>
      wallet.createSwap(payload),
    )
    sent.match(
      (result) => {
        if (result.kind === 'submitted') log.push(`tx ${result.txHash}`)
      },
      (error) => log.push(error.code),
    )
  }

  const done = script()
  await vi.advanceTimersByTimeAsync(1_000)
  await done
  wallet.dispose()
  // Let the provider's own in-flight reads finish; the client's poll is gone.
  await vi.advanceTimersByTimeAsync(5_000)

  expect(log).toHaveLength(1)
  expect(log[0]).toMatch(/^tx [0-9a-f]{64}$/)
  const [payload] = control.calls('createSwap')[0]?.args ?? []
  expect(payload).toMatchObject({
    p: 'pair-v1',
    op: 'swap',
    tick0: WDOGE_TICK,
    tick1: 'UNIX',
    amt0: '100000000',
    doge: 1,
  })
  expect(vi.getTimerCount()).toBe(0)
})
