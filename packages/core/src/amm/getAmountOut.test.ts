import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import { MONEY_RUNS } from '../../../../test/fuzzRuns.js'
import {
  CURRENT_PROTOCOL,
  LAUNCH_ERA_PROTOCOL,
} from '../protocol/protocolParams.js'
import { getAmountIn } from './getAmountIn.js'
import { getAmountOut } from './getAmountOut.js'
import { getSwapFee } from './getSwapFee.js'

// Shared pool P of docs/protocol.md §16: R0 = UNIX, R1 = WDOGE.
const R0 = 100_000_000_000n
const R1 = 50_000_000_000n

const amount = fc.bigInt({ min: 1n, max: 10n ** 30n })
const reserve = fc.bigInt({ min: 1n, max: 10n ** 30n })

describe(getSwapFee, () => {
  it.each([
    ['E8', 10_000_000_000n, 30_000_000n],
    ['E9', 1_000_000_000n, 3_000_000n],
    ['E10 (not 370,370)', 123_456_789n, 370_368n],
    ['E11 below 1000', 999n, 0n],
    ['E11 (not 5)', 1_999n, 3n],
    ['zero', 0n, 0n],
    ['negative', -5_000n, 0n],
  ])('default: %s', (_, amountIn, fee) => {
    expect(getSwapFee(amountIn)).toBe(fee)
  })

  it('parameters: params (launch era 3%, truncate first)', () => {
    expect(getSwapFee(123_456_789n, LAUNCH_ERA_PROTOCOL)).toBe(3_703_701n)
    expect(getSwapFee(99n, LAUNCH_ERA_PROTOCOL)).toBe(0n)
  })

  test.prop([amount, amount], { numRuns: MONEY_RUNS })(
    'property: monotone in the amount, ≤ 0.3%',
    (a, b) => {
      const [lo, hi] = a <= b ? [a, b] : [b, a]
      expect(getSwapFee(lo) <= getSwapFee(hi)).toBe(true)
      expect(getSwapFee(hi) * 1000n <= hi * 3n).toBe(true)
    },
  )
})

describe(getAmountOut, () => {
  it.each([
    ['E8 UNIX → WDOGE', 10_000_000_000n, R0, R1, 4_533_054_469n],
    ['E9 WDOGE → UNIX', 1_000_000_000n, R1, R0, 1_955_016_961n],
    ['E10 fee truncation', 123_456_789n, R0, R1, 61_467_552n],
    ['E11 amt0 = 999', 999n, R0, R1, 499n],
    ['E11 amt0 = 1,999', 1_999n, R0, R1, 997n],
  ])('default: %s', (_, amountIn, rIn, rOut, out) => {
    expect(getAmountOut(amountIn, rIn, rOut)).toBe(out)
  })

  it.each([
    [0n, R0, R1],
    [-1n, R0, R1],
    [1_000n, 0n, R1],
    [1_000n, R0, 0n],
    [1_000n, R0, -1n],
  ])('behavior: 0 when an input is ≤ 0 (%s, %s, %s)', (a, rIn, rOut) => {
    expect(getAmountOut(a, rIn, rOut)).toBe(0n)
  })

  it('parameters: params (launch-era fee gives a smaller output)', () => {
    const launch = getAmountOut(10_000_000_000n, R0, R1, LAUNCH_ERA_PROTOCOL)
    // amtIn = 10e9 − 3e8 = 9.7e9; out = 9.7e9 × 5e10 // 1.097e11
    expect(launch).toBe(4_421_148_587n)
    expect(launch < getAmountOut(10_000_000_000n, R0, R1)).toBe(true)
  })

  test.prop([amount, reserve, reserve], { numRuns: MONEY_RUNS })(
    'property: output < reserveOut and k never decreases',
    (amountIn, rIn, rOut) => {
      const out = getAmountOut(amountIn, rIn, rOut)
      expect(out < rOut).toBe(true)
      expect((rIn + amountIn) * (rOut - out) >= rIn * rOut).toBe(true)
    },
  )
})

describe(getAmountIn, () => {
  it.each([
    ['E8 output', 4_533_054_469n, R0, R1, 10_000_000_000n],
    ['E11 output 499', 499n, R0, R1, 999n],
  ])(
    'default: %s is reached by the smallest input',
    (_, out, rIn, rOut, max) => {
      const amountIn = getAmountIn(out, rIn, rOut)._unsafeUnwrap()
      expect(amountIn <= max).toBe(true)
      expect(getAmountOut(amountIn, rIn, rOut) >= out).toBe(true)
      expect(getAmountOut(amountIn - 1n, rIn, rOut) < out).toBe(true)
    },
  )

  it('behavior: the fee step makes a naive inverse off by one', () => {
    // 999 in → 499 out (fee 0) but 1000 in pays fee 3: out(1000) = 498.
    expect(getAmountOut(1_000n, R0, R1)).toBe(498n)
    expect(getAmountIn(499n, R0, R1)._unsafeUnwrap()).toBe(999n)
  })

  it.each([
    [0n, R0, R1, 'INVALID_AMOUNT'],
    [-3n, R0, R1, 'INVALID_AMOUNT'],
    [1n, 0n, R1, 'NO_LIQUIDITY'],
    [R1, R0, R1, 'INSUFFICIENT_LIQUIDITY'],
    [R1 + 1n, R0, R1, 'INSUFFICIENT_LIQUIDITY'],
  ])('behavior: out %s on (%s, %s) fails %s', (out, rIn, rOut, code) => {
    expect(getAmountIn(out, rIn, rOut)._unsafeUnwrapErr().code).toBe(code)
  })

  test.prop(
    [
      fc.bigInt({ min: 1n, max: 10n ** 24n }),
      fc.bigInt({ min: 1n, max: 10n ** 24n }),
      fc.bigInt({ min: 1n, max: 10n ** 24n }),
      fc.constantFrom(CURRENT_PROTOCOL, LAUNCH_ERA_PROTOCOL),
    ],
    { numRuns: MONEY_RUNS },
  )(
    'property: getAmountOut(getAmountIn(y)) ≥ y and the input is minimal',
    (y0, rIn, rOut, params) => {
      const y = y0 % rOut || 1n
      const result = getAmountIn(y, rIn, rOut, params)
      if (y >= rOut) {
        expect(result.isErr()).toBe(true)
        return
      }
      const x = result._unsafeUnwrap()
      expect(getAmountOut(x, rIn, rOut, params) >= y).toBe(true)
      expect(getAmountOut(x - 1n, rIn, rOut, params) < y).toBe(true)
    },
  )
})
