import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import { MONEY_RUNS } from '../../../../test/fuzzRuns.js'
import { LAUNCH_ERA_PROTOCOL } from '../protocol/protocolParams.js'
import { getAddLiquidityAmounts } from './getAddLiquidityAmounts.js'
import { getAddLiquidityVerification } from './getAddLiquidityVerification.js'
import { quoteAddLiquidity } from './quoteAddLiquidity.js'
import { quoteCreatePool } from './quoteCreatePool.js'
import {
  getLiquidityForPercent,
  quoteRemoveLiquidity,
} from './quoteRemoveLiquidity.js'

// Shared pool P (docs/protocol.md §16, after E1).
const P = {
  reserve0: 100_000_000_000n,
  reserve1: 50_000_000_000n,
  totalSupply: 70_710_678_118n,
}

describe(quoteCreatePool, () => {
  it('default: E1', () => {
    const q = quoteCreatePool(100_000_000_000n, 50_000_000_000n)._unsafeUnwrap()
    expect(q.totalSupply).toBe(70_710_678_118n)
    expect(q.liquidity).toBe(70_710_677_118n)
    expect(q.lockedLiquidity).toBe(1_000n)
    expect(q.startingPrice.toString()).toBe('0.5')
  })

  it.each([
    [1_000n, 1_000n, 'err', 1_000n],
    [1_001n, 1_001n, 'ok', 1n],
    [1n, 1_100_000n, 'ok', 48n],
    [1_000n, 1_002n, 'err', 1_000n], // 1,002,000 < 1,002,001
  ])('behavior: E2 create(%s, %s) → %s %s', (a0, a1, kind, value) => {
    const r = quoteCreatePool(a0, a1)
    if (kind === 'ok') expect(r._unsafeUnwrap().liquidity).toBe(value)
    else
      expect(r._unsafeUnwrapErr()).toEqual({
        code: 'BELOW_MINIMUM_LIQUIDITY',
        liquidity: value,
        minimum: 1_000n,
      })
  })

  it('behavior: INVALID_AMOUNT for ≤ 0', () => {
    expect(quoteCreatePool(0n, 5n)._unsafeUnwrapErr().code).toBe(
      'INVALID_AMOUNT',
    )
    expect(quoteCreatePool(5n, -1n)._unsafeUnwrapErr().code).toBe(
      'INVALID_AMOUNT',
    )
  })

  it('parameters: params (launch-era minimum liquidity 20)', () => {
    const q = quoteCreatePool(21n, 21n, LAUNCH_ERA_PROTOCOL)._unsafeUnwrap()
    expect(q.liquidity).toBe(1n)
    expect(q.lockedLiquidity).toBe(20n)
  })
})

describe(quoteAddLiquidity, () => {
  it('default: E3 branch 1 leaves the extra token1 with the user', () => {
    const q = quoteAddLiquidity({
      ...P,
      amount0Desired: 10_000_000_000n,
      amount1Desired: 6_000_000_000n,
      amount0Min: 0n,
      amount1Min: 4_900_000_000n,
    })._unsafeUnwrap()
    expect(q).toMatchObject({
      branch: 1,
      amount0: 10_000_000_000n,
      amount1: 5_000_000_000n,
      liquidity: 7_071_067_811n,
    })
    // 7,071,067,811 / 77,781,745,929
    expect(q.shareOfPool.toFixed(6)).toBe('0.090909')
  })

  it('behavior: E4 branch 2', () => {
    const q = quoteAddLiquidity({
      ...P,
      amount0Desired: 10_000_000_000n,
      amount1Desired: 4_000_000_000n,
      amount0Min: 7_900_000_000n,
      amount1Min: 3_900_000_000n,
    })._unsafeUnwrap()
    expect(q).toMatchObject({
      branch: 2,
      amount0: 8_000_000_000n,
      amount1: 4_000_000_000n,
      liquidity: 5_656_854_249n,
    })
  })

  it('behavior: E4 safe payload gives the same deposit through branch 1', () => {
    const q = quoteAddLiquidity({
      ...P,
      amount0Desired: 8_000_000_000n,
      amount1Desired: 4_000_000_000n,
      amount0Min: 0n,
      amount1Min: 0n,
    })._unsafeUnwrap()
    expect(q).toMatchObject({
      branch: 1,
      amount0: 8_000_000_000n,
      amount1: 4_000_000_000n,
      liquidity: 5_656_854_249n,
    })
  })

  it('behavior: E5 neither branch fits', () => {
    const r = quoteAddLiquidity({
      ...P,
      amount0Desired: 10_000_000_000n,
      amount1Desired: 4_000_000_000n,
      amount0Min: 9_000_000_000n,
      amount1Min: 4_500_000_000n,
    })
    expect(r._unsafeUnwrapErr().code).toBe('AMOUNTS_OUT_OF_RANGE')
  })

  it.each([
    // b = 1 × 5e10 // 1e11 = 0 → deposit leg 0 (indexer: transfer amt < 0)
    [1n, 1n, 'ZERO_LIQUIDITY'],
    [0n, 1n, 'INVALID_AMOUNT'],
    [1n, -1n, 'INVALID_AMOUNT'],
  ])('behavior: add (%s, %s) fails %s', (a0, a1, code) => {
    const r = quoteAddLiquidity({
      ...P,
      amount0Desired: a0,
      amount1Desired: a1,
      amount0Min: 0n,
      amount1Min: 0n,
    })
    expect(r._unsafeUnwrapErr().code).toBe(code)
  })

  it('behavior: a deposit whose LP rounds to 0 is refused', () => {
    // Deep pool: 2 units of each mint 2 × 1000 // 1e12 = 0 LP.
    const r = quoteAddLiquidity({
      reserve0: 1_000_000_000_000n,
      reserve1: 1_000_000_000_000n,
      totalSupply: 1_000n + 1n,
      amount0Desired: 2n,
      amount1Desired: 2n,
      amount0Min: 0n,
      amount1Min: 0n,
    })
    expect(r._unsafeUnwrapErr()).toEqual({
      code: 'ZERO_LIQUIDITY',
      branch: 1,
      amount0: 2n,
      amount1: 2n,
      liquidity: 0n,
    })
  })

  it('behavior: NO_LIQUIDITY without a pool', () => {
    const r = quoteAddLiquidity({
      reserve0: 0n,
      reserve1: 0n,
      totalSupply: 0n,
      amount0Desired: 2n,
      amount1Desired: 2n,
      amount0Min: 0n,
      amount1Min: 0n,
    })
    expect(r._unsafeUnwrapErr().code).toBe('NO_LIQUIDITY')
  })
})

describe(getAddLiquidityAmounts, () => {
  it('default: fixed amount0 sends b and mins at 0.5%', () => {
    expect(
      getAddLiquidityAmounts({
        fixed: 'amount0',
        amount: 10_000_000_000n,
        reserve0: P.reserve0,
        reserve1: P.reserve1,
        slippageBps: 50n,
      })._unsafeUnwrap(),
    ).toEqual({
      amount0: 10_000_000_000n,
      amount1: 5_000_000_000n,
      amount0Min: 9_950_000_000n,
      amount1Min: 4_975_000_000n,
    })
  })

  it('parameters: fixed amount1 (E4 safe payload)', () => {
    const r = getAddLiquidityAmounts({
      fixed: 'amount1',
      amount: 4_000_000_000n,
      reserve0: P.reserve0,
      reserve1: P.reserve1,
      slippageBps: 0n,
    })._unsafeUnwrap()
    expect(r.amount0).toBe(8_000_000_000n)
    expect(r.amount1).toBe(4_000_000_000n)
  })

  it('behavior: settles through branch 1 while the price holds, fails past the tolerance', () => {
    const amounts = getAddLiquidityAmounts({
      fixed: 'amount0',
      amount: 10_000_000_000n,
      reserve0: P.reserve0,
      reserve1: P.reserve1,
      slippageBps: 50n,
    })._unsafeUnwrap()
    const settle = (reserve1: bigint) =>
      quoteAddLiquidity({
        amount0Desired: amounts.amount0,
        amount1Desired: amounts.amount1,
        amount0Min: amounts.amount0Min,
        amount1Min: amounts.amount1Min,
        reserve0: P.reserve0,
        reserve1,
        totalSupply: P.totalSupply,
      })
    expect(settle(P.reserve1)._unsafeUnwrap().branch).toBe(1)
    // token1 got 0.4% cheaper: b' = 4.98e9 ≥ amount1Min → still settles
    expect(settle(49_800_000_000n).isOk()).toBe(true)
    // 0.6% cheaper: b' = 4.97e9 < amount1Min; a' = 1.006e10 > amount0
    expect(settle(49_700_000_000n)._unsafeUnwrapErr().code).toBe(
      'AMOUNTS_OUT_OF_RANGE',
    )
    // 0.6% dearer: b' > amount1 → branch 2 with a' = 9.94e9 < amount0Min
    expect(settle(50_300_000_000n)._unsafeUnwrapErr().code).toBe(
      'AMOUNTS_OUT_OF_RANGE',
    )
  })

  it('behavior: fixed amount1 drops the rounding dust pair-v2 would donate', () => {
    // R0/R1 = 3/7: 10 of token1 → amount0 = 4, and b' = 4 × 7 // 3 = 9
    const r = getAddLiquidityAmounts({
      fixed: 'amount1',
      amount: 10n,
      reserve0: 3_000n,
      reserve1: 7_000n,
      slippageBps: 0n,
    })._unsafeUnwrap()
    expect([r.amount0, r.amount1]).toEqual([4n, 9n])
  })

  const reserves = fc.tuple(
    fc.bigInt({ min: 1n, max: 10n ** 24n }),
    fc.bigInt({ min: 1n, max: 10n ** 24n }),
  )
  test.prop(
    [
      reserves,
      fc.constantFrom('amount0' as const, 'amount1' as const),
      fc.bigInt({ min: 1n, max: 10n ** 24n }),
      fc.bigInt({ min: 0n, max: 10_000n }),
    ],
    { numRuns: MONEY_RUNS },
  )(
    'property: the payload is the exact branch-1 deposit and passes verification with just those balances',
    ([reserve0, reserve1], fixed, amount, slippageBps) => {
      const r = getAddLiquidityAmounts({
        fixed,
        amount,
        reserve0,
        reserve1,
        slippageBps,
      })
      if (r.isErr()) {
        expect(r.error.code).toBe('ZERO_AMOUNT')
        return
      }
      const { amount0, amount1, amount0Min, amount1Min } = r.value
      expect(amount0Min <= amount0 && amount1Min <= amount1).toBe(true)
      expect(
        getAddLiquidityVerification({
          ...r.value,
          reserve0,
          reserve1,
          balance0: amount0,
          balance1: amount1,
        }).isOk(),
      ).toBe(true)
      const settled = quoteAddLiquidity({
        amount0Desired: amount0,
        amount1Desired: amount1,
        amount0Min,
        amount1Min,
        reserve0,
        reserve1,
        totalSupply: reserve0 + reserve1,
      })
      if (settled.isErr()) {
        expect(settled.error.code).toBe('ZERO_LIQUIDITY')
        return
      }
      expect(settled.value).toMatchObject({ branch: 1, amount0, amount1 })
    },
  )

  it.each([
    [0n, 50n, 'INVALID_AMOUNT'],
    [1n, 50n, 'ZERO_AMOUNT'],
    [10n, 10_001n, 'INVALID_SLIPPAGE'],
  ])(
    'behavior: amount %s, slippage %s fails %s',
    (amount, slippageBps, code) => {
      const r = getAddLiquidityAmounts({
        fixed: 'amount0',
        amount,
        reserve0: P.reserve0,
        reserve1: P.reserve1,
        slippageBps,
      })
      expect(r._unsafeUnwrapErr().code).toBe(code)
    },
  )
})

describe(getAddLiquidityVerification, () => {
  const e4 = {
    amount0: 10_000_000_000n,
    amount1: 4_000_000_000n,
    amount0Min: 7_900_000_000n,
    amount1Min: 3_900_000_000n,
    reserve0: P.reserve0,
    reserve1: P.reserve1,
    balance0: 10_000_000_000n,
  }

  it('behavior: E4 quirk — holding only amt1 of token1 fails with EXCEEDS_MAX', () => {
    expect(
      getAddLiquidityVerification({
        ...e4,
        balance1: 4_000_000_000n,
      })._unsafeUnwrapErr(),
    ).toEqual({ code: 'EXCEEDS_MAX', required1: 5_000_000_000n })
    expect(
      getAddLiquidityVerification({ ...e4, balance1: 5_000_000_000n }).isOk(),
    ).toBe(true)
  })

  it('default: E3 verification needs 1e10 UNIX and 5e9 WDOGE', () => {
    const e3 = {
      ...e4,
      amount1: 6_000_000_000n,
      amount0Min: 0n,
      amount1Min: 4_900_000_000n,
    }
    expect(
      getAddLiquidityVerification({ ...e3, balance1: 5_000_000_000n }).isOk(),
    ).toBe(true)
    expect(
      getAddLiquidityVerification({
        ...e3,
        balance1: 4_999_999_999n,
      })._unsafeUnwrapErr().code,
    ).toBe('EXCEEDS_MAX')
    expect(
      getAddLiquidityVerification({
        ...e3,
        balance0: 9_999_999_999n,
        balance1: 5_000_000_000n,
      })._unsafeUnwrapErr().code,
    ).toBe('INSUFFICIENT_BALANCE')
  })

  it('behavior: the E4 safe payload passes with 4e9 of token1', () => {
    expect(
      getAddLiquidityVerification({
        ...e4,
        amount0: 8_000_000_000n,
        amount0Min: 0n,
        amount1Min: 0n,
        balance1: 4_000_000_000n,
      }).isOk(),
    ).toBe(true)
  })

  it.each([
    // b < amt1_min path: a = 8e9 < amt0_min
    [
      { amount1Min: 6_000_000_000n, amount0Min: 9_000_000_000n },
      'BELOW_MINIMUM',
    ],
    // b < amt1_min path: a = 8e9 > balance0
    [
      { amount1Min: 6_000_000_000n, balance0: 7_000_000_000n },
      'INSUFFICIENT_BALANCE',
    ],
    // b ≥ amt1_min path: amt0 > balance0
    [{ balance0: 9_999_999_999n }, 'INSUFFICIENT_BALANCE'],
    [{ amount0: 0n }, 'INVALID_AMOUNT'],
    [{ reserve0: 0n }, 'NO_LIQUIDITY'],
  ])('behavior: patch #%# fails %s', (patch, code) => {
    const r = getAddLiquidityVerification({
      ...e4,
      balance1: 10_000_000_000n,
      ...patch,
    })
    expect(r._unsafeUnwrapErr().code).toBe(code)
  })
})

describe(quoteRemoveLiquidity, () => {
  it.each([
    ['E6', 7_071_067_711n, 9_999_999_857n, 4_999_999_928n],
    [
      'E7 everything the creator owns',
      70_710_677_118n,
      99_999_998_585n,
      49_999_999_292n,
    ],
  ])('default: %s', (_, liquidity, amount0, amount1) => {
    expect(quoteRemoveLiquidity({ ...P, liquidity })._unsafeUnwrap()).toEqual({
      amount0,
      amount1,
    })
  })

  it.each([
    [0n, 'INVALID_AMOUNT'],
    [P.totalSupply + 1n, 'EXCEEDS_SUPPLY'],
    [1n, 'ZERO_OUTPUT'], // 1 × 5e10 // 7.07e10 = 0
  ])('behavior: liquidity %s fails %s', (liquidity, code) => {
    expect(
      quoteRemoveLiquidity({ ...P, liquidity })._unsafeUnwrapErr().code,
    ).toBe(code)
  })

  const pool = fc
    .tuple(
      fc.bigInt({ min: 1_000n, max: 10n ** 24n }),
      fc.bigInt({ min: 1_000n, max: 10n ** 24n }),
    )
    .filter(([a, b]) => a * b > 1_002_001n)

  test.prop(
    [
      pool,
      fc.bigInt({ min: 1n, max: 10n ** 24n }),
      fc.bigInt({ min: 1n, max: 10n ** 24n }),
    ],
    {
      numRuns: MONEY_RUNS,
    },
  )(
    'property: add then remove never returns more than deposited; remove ≤ reserves',
    ([c0, c1], d0, d1) => {
      const create = quoteCreatePool(c0, c1)._unsafeUnwrap()
      const add = quoteAddLiquidity({
        amount0Desired: d0,
        amount1Desired: d1,
        amount0Min: 0n,
        amount1Min: 0n,
        reserve0: c0,
        reserve1: c1,
        totalSupply: create.totalSupply,
      })
      if (add.isErr()) return
      const q = add.value
      expect(q.amount0 <= d0 && q.amount1 <= d1).toBe(true)
      const reserve0 = c0 + q.amount0
      const reserve1 = c1 + q.amount1
      const totalSupply = create.totalSupply + q.liquidity
      const removed = quoteRemoveLiquidity({
        liquidity: q.liquidity,
        reserve0,
        reserve1,
        totalSupply,
      })
      if (removed.isErr()) {
        expect(removed.error.code).toBe('ZERO_OUTPUT')
        return
      }
      expect(removed.value.amount0 <= q.amount0).toBe(true)
      expect(removed.value.amount1 <= q.amount1).toBe(true)
      expect(removed.value.amount0 < reserve0).toBe(true)
      expect(removed.value.amount1 < reserve1).toBe(true)
    },
  )
})

describe(getLiquidityForPercent, () => {
  it.each([
    [100, 70_710_677_118n],
    [50, 35_355_338_559n],
    [25.5, 18_031_222_665n],
    [0, 0n],
    [150, 70_710_677_118n],
    [-3, 0n],
  ])('default: %s%% of the creator LP → %s', (percent, lp) => {
    expect(getLiquidityForPercent(70_710_677_118n, percent)).toBe(lp)
  })
})
