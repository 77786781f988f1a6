import { describe, expect, it } from 'vitest'
import { quoteSwap } from './quoteSwap.js'

const R0 = 100_000_000_000n
const R1 = 50_000_000_000n

describe(quoteSwap, () => {
  it('default: E8 UNIX → WDOGE at 0.5%', () => {
    const q = quoteSwap({
      amountIn: 10_000_000_000n,
      reserveIn: R0,
      reserveOut: R1,
      slippageBps: 50n,
    })._unsafeUnwrap()
    expect(q).toMatchObject({
      amountIn: 10_000_000_000n,
      fee: 30_000_000n,
      amountInAfterFee: 9_970_000_000n,
      amountOut: 4_533_054_469n,
      minimumAmountOut: 4_510_389_196n,
      newReserveIn: 110_000_000_000n,
      newReserveOut: 45_466_945_531n,
    })
    expect(q.midPrice.toString()).toBe('0.5')
    expect(q.executionPrice.toString()).toBe('0.4533054469')
    // Net of the fee: 1 − 4,533,054,469 / (9,970,000,000 × 0.5)
    expect(q.priceImpact.toFixed(10)).toBe('0.0906610895')
  })

  it('parameters: slippageBps', () => {
    const q = (slippageBps: bigint) =>
      quoteSwap({
        amountIn: 1_000_000_000n,
        reserveIn: R1,
        reserveOut: R0,
        slippageBps,
      })
    expect(q(0n)._unsafeUnwrap().minimumAmountOut).toBe(1_955_016_961n)
    expect(q(100n)._unsafeUnwrap().minimumAmountOut).toBe(1_935_466_791n)
    expect(q(10_000n)._unsafeUnwrap().minimumAmountOut).toBe(0n)
    expect(q(-1n)._unsafeUnwrapErr().code).toBe('INVALID_SLIPPAGE')
    expect(q(10_001n)._unsafeUnwrapErr().code).toBe('INVALID_SLIPPAGE')
  })

  it.each([
    [0n, R0, R1, 'INVALID_AMOUNT'],
    [1_000n, 0n, R1, 'NO_LIQUIDITY'],
    [1_000n, R0, 0n, 'NO_LIQUIDITY'],
    // 1 unit of UNIX buys 0.5 WDOGE units, which rounds to 0.
    [1n, R0, R1, 'ZERO_OUTPUT'],
  ])('behavior: in %s on (%s, %s) fails %s', (amountIn, rIn, rOut, code) => {
    const r = quoteSwap({
      amountIn,
      reserveIn: rIn,
      reserveOut: rOut,
      slippageBps: 50n,
    })
    expect(r._unsafeUnwrapErr().code).toBe(code)
  })

  it('behavior: impact grows with size and leaves out the 0.3% fee', () => {
    const impact = (amountIn: bigint) =>
      quoteSwap({ amountIn, reserveIn: R0, reserveOut: R1, slippageBps: 50n })
        ._unsafeUnwrap()
        .priceImpact.toNumber()
    // A tiny trade moves the price by ~0, not by the fee.
    expect(impact(1_000_000n)).toBeLessThan(0.0001)
    expect(impact(1_000_000n)).toBeGreaterThanOrEqual(0)
    expect(impact(50_000_000_000n)).toBeGreaterThan(impact(1_000_000n))
  })
})
