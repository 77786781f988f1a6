import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import { MONEY_RUNS } from '../../../../test/fuzzRuns.js'
import { maxBigInt } from '../math/minMax.js'
import { getDogeLegPayment, hasWdogeLeg } from './getDogeLegPayment.js'
import { validateDeposit } from './validateDeposit.js'
import { validateWithdraw } from './validateWithdraw.js'
import { getDogeLegFee, quoteWrap, wrapFee } from './wrapFee.js'

describe(wrapFee, () => {
  // docs/protocol.md E16
  it.each([
    [90_000_000n, 50_000_000n],
    [10_000_000_000n, 50_000_000n],
    [16_666_666_666n, 50_000_000n],
    [16_666_666_667n, 50_000_000n],
    [16_666_667_000n, 50_000_001n],
    [1_000_000_000_000n, 3_000_000_000n],
  ])('default: E16 %s → %s', (amount, fee) => {
    expect(wrapFee(amount)).toBe(fee)
  })

  it('behavior: multiplies first (the swap-fee order would give less)', () => {
    // 16,666,667,999 × 3 // 1000 = 50,000,003; (a // 1000) × 3 = 50,000,001
    expect(wrapFee(16_666_667_999n)).toBe(50_000_003n)
  })

  test.prop(
    [
      fc.bigInt({ min: 0n, max: 10n ** 30n }),
      fc.bigInt({ min: 0n, max: 10n ** 30n }),
    ],
    {
      numRuns: MONEY_RUNS,
    },
  )('property: ≥ the minimum and monotone', (a, b) => {
    const [lo, hi] = a <= b ? [a, b] : [b, a]
    expect(wrapFee(lo) >= 50_000_000n).toBe(true)
    expect(wrapFee(lo) <= wrapFee(hi)).toBe(true)
  })
})

describe(quoteWrap, () => {
  it('default: 0.9 DOGE costs 1.4 DOGE for 0.9 WDOGE (E16)', () => {
    expect(quoteWrap(90_000_000n)).toEqual({
      amount: 90_000_000n,
      fee: 50_000_000n,
      totalDoge: 140_000_000n,
      receivedWdoge: 90_000_000n,
    })
  })
})

describe(getDogeLegFee, () => {
  it('default: E19 — the fee is on the total, not per leg', () => {
    const legs = [20_000_000_333n, 20_000_000_333n]
    expect(getDogeLegFee(legs)).toBe(120_000_001n)
    expect(legs.map((l) => wrapFee(l)).reduce((a, b) => a + b)).toBe(
      120_000_000n,
    )
  })

  it('behavior: no DOGE legs, no fee', () => {
    expect(getDogeLegFee([])).toBe(0n)
    expect(getDogeLegFee([0n, 0n])).toBe(0n)
    expect(getDogeLegFee([1n])).toBe(50_000_000n)
  })
})

describe(validateDeposit, () => {
  const ok = { dogeBalance: 1_000_000_000n, networkFeeEstimate: 2_000_000n }
  it('default: amount + fee + network fee', () => {
    expect(
      validateDeposit({ ...ok, amount: 100_000_000n })._unsafeUnwrap(),
    ).toMatchObject({ fee: 50_000_000n, required: 152_000_000n })
  })

  it.each([
    [0n, 'INVALID_AMOUNT'],
    [90_000_000n, 'BELOW_PRODUCT_FLOOR'], // must be ABOVE 0.9 DOGE
    [948_000_001n, 'INSUFFICIENT_BALANCE'], // + 5e7 + 2e6 > 1e9
  ])('behavior: %s fails %s', (amount, code) => {
    expect(validateDeposit({ ...ok, amount })._unsafeUnwrapErr().code).toBe(
      code,
    )
  })

  it('behavior: the exact balance is enough', () => {
    expect(validateDeposit({ ...ok, amount: 948_000_000n }).isOk()).toBe(true)
    expect(validateDeposit({ ...ok, amount: 90_000_001n }).isOk()).toBe(true)
  })
})

describe(validateWithdraw, () => {
  it.each([
    [100_000_000n, 100_000_000n, 'ok'],
    [99_999_999n, 1_000_000_000n, 'BELOW_UNWRAP_MINIMUM'], // E16 unwrap
    [0n, 1_000_000_000n, 'INVALID_AMOUNT'],
    [200_000_000n, 199_999_999n, 'INSUFFICIENT_BALANCE'],
  ])('default: withdraw %s with %s → %s', (amount, wdogeBalance, outcome) => {
    const r = validateWithdraw({ amount, wdogeBalance })
    if (outcome === 'ok') expect(r._unsafeUnwrap()).toBe(amount)
    else expect(r._unsafeUnwrapErr().code).toBe(outcome)
  })
})

describe(getDogeLegPayment, () => {
  const WDOGE = 'WDOGE(WRAPPED-DOGE)'

  it('default: the WDOGE legs summed, one fee on the total', () => {
    expect(
      getDogeLegPayment(
        [
          { tick: 'UNIX', amount: 7n },
          { tick: WDOGE, amount: 100_000_000n },
        ],
        true,
      ),
    ).toEqual({
      amount: 100_000_000n,
      fee: 50_000_000n,
      outputs: {
        deposit: 100_000_000n,
        fee: 50_000_000n,
        custodyOutput: 100_000_000n,
        feeOutput: 50_000_000n,
        totalDoge: 150_000_000n,
        overpay: 0n,
      },
    })
  })

  it('behavior: nothing to pay without doge or without a WDOGE leg', () => {
    expect(getDogeLegPayment([{ tick: WDOGE, amount: 1n }], false)).toBe(
      undefined,
    )
    expect(getDogeLegPayment([{ tick: 'UNIX', amount: 1n }], true)).toBe(
      undefined,
    )
  })

  const leg = fc.bigInt({ min: 0n, max: 10n ** 24n })

  test.prop([leg, leg], { numRuns: MONEY_RUNS })(
    'property: the fee of the total is never below the per-leg fees it replaces, and at most 1 above',
    (a, b) => {
      const payment = getDogeLegPayment(
        [
          { tick: WDOGE, amount: a },
          { tick: WDOGE, amount: b },
        ],
        true,
      )
      const total = payment?.fee ?? 0n
      expect(payment?.amount).toBe(a + b)
      // Proportional parts: floor(3(a+b)/1000) vs floor(3a/1000) + floor(3b/1000).
      const proportional = (x: bigint) => (x * 3n) / 1000n
      const sum = proportional(a) + proportional(b)
      if (a + b > 0n) {
        expect(total >= sum).toBe(true)
        expect(total >= wrapFee(maxBigInt(a, b))).toBe(true)
      }
      // Above the minimum (3 × total ≥ 50,000,000,000) the total's fee is
      // the proportional sum, or 1 more: per-leg fees would be 1 short.
      if (((a + b) * 3n) / 1000n >= 50_000_000n) {
        expect(total - sum >= 0n && total - sum <= 1n).toBe(true)
      }
    },
  )
})

describe(hasWdogeLeg, () => {
  it('behavior: either side WDOGE', () => {
    expect(hasWdogeLeg('UNIX', 'WDOGE(WRAPPED-DOGE)')).toBe(true)
    expect(hasWdogeLeg('UNIX', 'WDOGE')).toBe(false)
  })
})
