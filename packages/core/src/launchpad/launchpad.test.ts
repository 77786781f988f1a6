import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import { MONEY_RUNS } from '../../../../test/fuzzRuns.js'
import { isqrt } from '../math/isqrt.js'
import {
  BOX_LIQBLOCK_MARGIN,
  getMinimumLiqblock,
} from './getMinimumLiqblock.js'
import { isBoxOpen } from './isBoxOpen.js'
import { quoteBoxFinish } from './quoteBoxFinish.js'
import { validateBoxContribution } from './validateBoxContribution.js'
import { validateBoxDeploy } from './validateBoxDeploy.js'

const TWO_53 = 2n ** 53n
const TWO_64 = 2n ** 64n

describe(getMinimumLiqblock, () => {
  it('default: the height plus a 10-block margin', () => {
    expect(BOX_LIQBLOCK_MARGIN).toBe(10)
    expect(getMinimumLiqblock(5_600_000)).toBe(5_600_010)
  })

  it('behavior: refuses a height that is not a safe integer ≥ 0', () => {
    expect(() => getMinimumLiqblock(-1)).toThrow(RangeError)
    expect(() => getMinimumLiqblock(1.5)).toThrow(RangeError)
  })
})

describe(validateBoxDeploy, () => {
  const base = { max: 2_000n, amount0: 1_000n, currentHeight: 100 }
  it.each([
    ['mode B', { liqblock: 110 }, { mode: 'B', liqblock: 110 }],
    ['mode A', { liqamt: 5n }, { mode: 'A', liqamt: 5n }],
  ])('default: %s', (_, patch, expected) => {
    expect(validateBoxDeploy({ ...base, ...patch })._unsafeUnwrap()).toEqual(
      expected,
    )
  })

  it.each([
    [
      'max < 2 × amt0',
      { max: 1_999n, liqblock: 200 },
      'MAX_BELOW_TWICE_AMOUNT0',
    ],
    ['neither end condition', {}, 'MISSING_END_CONDITION'],
    [
      'zeros count as absent',
      { liqamt: 0n, liqblock: 0 },
      'MISSING_END_CONDITION',
    ],
    [
      'both end conditions',
      { liqamt: 5n, liqblock: 200 },
      'BOTH_END_CONDITIONS',
    ],
    ['liqblock in the past', { liqblock: 99 }, 'LIQBLOCK_TOO_SOON'],
    ['liqblock next block', { liqblock: 101 }, 'LIQBLOCK_TOO_SOON'],
    ['liqblock 9 blocks ahead', { liqblock: 109 }, 'LIQBLOCK_TOO_SOON'],
    ['zero amount0', { amount0: 0n, liqblock: 200 }, 'INVALID_AMOUNT'],
    ['bad height', { liqblock: 200, currentHeight: -5 }, 'INVALID_AMOUNT'],
  ])('behavior: %s', (_, patch, code) => {
    expect(
      validateBoxDeploy({ ...base, ...patch })._unsafeUnwrapErr().code,
    ).toBe(code)
  })

  it('behavior: reports the earliest liqblock', () => {
    expect(
      validateBoxDeploy({ ...base, liqblock: 101 })._unsafeUnwrapErr(),
    ).toEqual({ code: 'LIQBLOCK_TOO_SOON', minimumLiqblock: 110 })
  })
})

describe(quoteBoxFinish, () => {
  const E18 = {
    amount0: 1_000_000_000_000_000n,
    contributions: [10_000_000_000n, 20_000_000_000n, 30_000_000_001n],
    max: 2_100_000_000_000_000n,
  }

  it('default: E18', () => {
    expect(quoteBoxFinish(E18)._unsafeUnwrap()).toEqual({
      poolAmount0: 1_000_000_000_000_000n,
      raised: 60_000_000_001n,
      contributed: 60_000_000_001n,
      totalSupply: 7_745_966_692_479n,
      boxLiquidity: 7_745_966_691_479n,
      lockedLiquidity: 1_000n,
      shares: [
        166_666_666_663_888n,
        333_333_333_327_777n,
        500_000_000_008_333n,
      ],
      dust: 2n,
      leftover: 100_000_000_000_002n,
    })
  })

  it('parameters: raised — donations grow the pool, not the shares', () => {
    const q = quoteBoxFinish({
      ...E18,
      raised: 60_000_000_001n + 40_000_000_000n,
    })._unsafeUnwrap()
    expect(q.raised).toBe(100_000_000_001n)
    expect(q.contributed).toBe(60_000_000_001n)
    expect(q.totalSupply).toBe(isqrt(E18.amount0 * 100_000_000_001n))
    expect(q.shares).toEqual(quoteBoxFinish(E18)._unsafeUnwrap().shares)
  })

  it('behavior: a dust contribution fails the finish with ZERO_SHARE', () => {
    // 1 × 1000 // 1_000_001 = 0: the indexer's transfer of 0 fails.
    expect(
      quoteBoxFinish({
        amount0: 1_000n,
        max: 2_000n,
        contributions: [1_000_000n, 1n],
      })._unsafeUnwrapErr(),
    ).toEqual({ code: 'ZERO_SHARE', index: 1, minimumContribution: 1_001n })
  })

  it('behavior: the supply rule is max − amt0 ≥ Σ shares, not max ≥ 2 × amt0', () => {
    // Σ shares = 999 + … rounding: 3 equal contributions share 333 each.
    const contributions = [1_000_000n, 1_000_000n, 1_000_000n]
    const settled = quoteBoxFinish({
      amount0: 1_000n,
      max: 1_999n,
      contributions,
    })._unsafeUnwrap()
    expect(settled.shares).toEqual([333n, 333n, 333n])
    expect(settled.leftover).toBe(0n)
    expect(
      quoteBoxFinish({
        amount0: 1_000n,
        max: 1_998n,
        contributions,
      })._unsafeUnwrapErr(),
    ).toEqual({ code: 'INSUFFICIENT_SUPPLY', index: 2, required: 1_999n })
    expect(
      quoteBoxFinish({
        amount0: 1_000n,
        max: 999n,
        contributions,
      })._unsafeUnwrapErr(),
    ).toEqual({ code: 'INSUFFICIENT_SUPPLY', index: -1, required: 1_000n })
  })

  it.each([
    [{ amount0: 1_000n, max: 2_000n, contributions: [] }, 'NO_CONTRIBUTIONS'],
    [
      { amount0: 1_000n, max: 2_000n, contributions: [1_000n] },
      'BELOW_MINIMUM_LIQUIDITY',
    ],
    [{ amount0: 1_000n, max: 2_000n, contributions: [0n] }, 'INVALID_AMOUNT'],
    [
      { amount0: 1_000n, max: 2_000n, contributions: [5n], raised: 4n },
      'INVALID_AMOUNT',
    ],
  ])('behavior: #%# fails %s', (parameters, code) => {
    expect(quoteBoxFinish(parameters)._unsafeUnwrapErr().code).toBe(code)
  })

  const amount = fc.oneof(
    fc.bigInt({ min: 1n, max: 10n ** 30n }),
    fc.bigInt({ min: TWO_53 - 3n, max: TWO_53 + 3n }),
    fc.bigInt({ min: TWO_64 - 3n, max: TWO_64 + 3n }),
  )

  test.prop(
    [
      amount,
      fc.array(amount, { minLength: 1, maxLength: 6 }),
      fc.bigInt({ min: 0n, max: 10n ** 30n }),
    ],
    { numRuns: MONEY_RUNS },
  )(
    'property: ok ⇔ pool > 1000 and every share ≥ 1 and fits max; tick0 is conserved',
    (amount0, contributions, extra) => {
      const max = amount0 + extra
      const result = quoteBoxFinish({ amount0, max, contributions })
      const sum = contributions.reduce((a, c) => a + c, 0n)
      const shares = contributions.map((c) => (c * amount0) / sum)
      const expectedOk =
        isqrt(amount0 * sum) > 1000n &&
        shares.every((s) => s > 0n) &&
        amount0 + shares.reduce((a, s) => a + s, 0n) <= max
      expect(result.isOk()).toBe(expectedOk)
      if (result.isOk()) {
        const q = result.value
        expect(q.shares).toEqual(shares)
        expect(
          q.poolAmount0 + q.shares.reduce((a, s) => a + s, 0n) + q.leftover,
        ).toBe(max)
        expect(q.dust >= 0n && q.dust < BigInt(contributions.length)).toBe(true)
      }
    },
  )
})

describe(validateBoxContribution, () => {
  const box = { amount0: 1_000n, max: 2_000n }

  it('default: mode B, first contribution', () => {
    expect(
      validateBoxContribution({
        ...box,
        contributions: [],
        contribution: 5_000_000n,
      })._unsafeUnwrap(),
    ).toEqual({
      mode: 'B',
      raisedAfter: 5_000_000n,
      minimum: 1n,
      share: 1_000n,
      warnings: ['LATER_CONTRIBUTIONS_CAN_STALL'],
    })
  })

  it('behavior: mode B refuses c < ceil(raised_after / amt0)', () => {
    // Σ before 999,000: the smallest c with c × 1000 ≥ 999,000 + c is 1,000.
    const before = { ...box, contributions: [999_000n] }
    expect(
      validateBoxContribution({
        ...before,
        contribution: 999n,
      })._unsafeUnwrapErr(),
    ).toEqual({ code: 'CONTRIBUTION_TOO_SMALL', minimum: 1_000n })
    const ok = validateBoxContribution({
      ...before,
      contribution: 1_000n,
    })._unsafeUnwrap()
    expect(ok.raisedAfter).toBe(1_000_000n)
    expect(ok.share).toBe(1n)
  })

  it('behavior: mode B refuses a contribution that zeroes an earlier share', () => {
    expect(
      validateBoxContribution({
        ...box,
        contributions: [2_000n],
        contribution: 10_000_000n,
      })._unsafeUnwrapErr(),
    ).toEqual({ code: 'EARLIER_SHARE_ROUNDS_TO_ZERO', index: 0 })
  })

  it('behavior: mode B warns while the pool would still be below the minimum', () => {
    expect(
      validateBoxContribution({
        ...box,
        contributions: [],
        contribution: 1_000n,
      })._unsafeUnwrap().warnings,
    ).toEqual([
      'LATER_CONTRIBUTIONS_CAN_STALL',
      'BELOW_MINIMUM_LIQUIDITY_SO_FAR',
    ])
  })

  it('behavior: amt0 = 1 admits a single contributor only', () => {
    expect(
      validateBoxContribution({
        amount0: 1n,
        max: 2n,
        contributions: [5n],
        contribution: 10n ** 9n,
      })._unsafeUnwrapErr(),
    ).toEqual({ code: 'CONTRIBUTION_TOO_SMALL', minimum: null })
  })

  it('behavior: mode B refuses what the box supply cannot pay', () => {
    expect(
      validateBoxContribution({
        amount0: 1_000n,
        max: 1_998n,
        contributions: [1_000_000n, 1_000_000n],
        contribution: 1_000_000n,
      })._unsafeUnwrapErr(),
    ).toEqual({ code: 'INSUFFICIENT_SUPPLY' })
  })

  it('parameters: liqamt — mode A uses the cap as raised_after', () => {
    const modeA = { ...box, liqamt: 10_000_000n, contributions: [] }
    expect(
      validateBoxContribution({
        ...modeA,
        contribution: 9_999n,
      })._unsafeUnwrapErr(),
    ).toEqual({ code: 'CONTRIBUTION_TOO_SMALL', minimum: 10_000n })
    expect(
      validateBoxContribution({
        ...modeA,
        contribution: 10_000n,
      })._unsafeUnwrap(),
    ).toEqual({
      mode: 'A',
      raisedAfter: 10_000_000n,
      minimum: 10_000n,
      share: 1n,
      warnings: [],
    })
    expect(
      validateBoxContribution({
        ...modeA,
        contribution: 10_000_001n,
      })._unsafeUnwrapErr(),
    ).toEqual({ code: 'CAP_EXCEEDED', remaining: 10_000_000n })
  })

  it('parameters: liqamt — a mode-A box that raised anything is closed', () => {
    expect(
      validateBoxContribution({
        ...box,
        liqamt: 10_000_000n,
        contributions: [5_000_000n],
        contribution: 5_000_000n,
      })._unsafeUnwrapErr(),
    ).toEqual({ code: 'BOX_CLOSED' })
    expect(
      validateBoxContribution({
        ...box,
        liqamt: 10_000_000n,
        contributions: [],
        raised: 1n,
        contribution: 5_000_000n,
      })._unsafeUnwrapErr(),
    ).toEqual({ code: 'BOX_CLOSED' })
  })

  const amount = fc.oneof(
    fc.bigInt({ min: 1n, max: 10n ** 24n }),
    fc.bigInt({ min: TWO_53 - 3n, max: TWO_53 + 3n }),
    fc.bigInt({ min: TWO_64 - 3n, max: TWO_64 + 3n }),
  )

  test.prop(
    [
      fc.bigInt({ min: 2n, max: 10n ** 20n }),
      fc.array(amount, { maxLength: 5 }),
      amount,
    ],
    { numRuns: MONEY_RUNS },
  )(
    'property: mode B — accepted ⇒ every share ≥ 1 at Σc; minimum is tight',
    (amount0, contributions, contribution) => {
      const max = 2n * amount0
      const result = validateBoxContribution({
        amount0,
        max,
        contributions,
        contribution,
      })
      const all = [...contributions, contribution]
      const sum = all.reduce((a, c) => a + c, 0n)
      if (result.isOk()) {
        expect(all.every((c) => (c * amount0) / sum >= 1n)).toBe(true)
        const { minimum } = result.value
        expect(
          (minimum * amount0) / (sum - contribution + minimum),
        ).toBeGreaterThanOrEqual(1n)
        if (minimum > 1n) {
          const below = minimum - 1n
          expect((below * amount0) / (sum - contribution + below)).toBe(0n)
        }
      } else if (result.error.code === 'CONTRIBUTION_TOO_SMALL') {
        expect((contribution * amount0) / sum).toBe(0n)
      }
    },
  )
})

describe(isBoxOpen, () => {
  it.each([
    [{ height: 98, liqblock: 100 }, true],
    [{ height: 99, liqblock: 100 }, false], // closes at liqblock − 1
    [{ height: 100, liqblock: 100 }, false],
    [{ height: 1, liqamt: 10n, raised: 0n }, true],
    // Mode A finishes on the first mint: anything raised closes it.
    [{ height: 1, liqamt: 10n, raised: 1n }, false],
    [{ height: 1, liqamt: 10n, raised: 9n }, false],
    [{ height: 1, liqamt: 10n, raised: 10n }, false],
    [{ height: 1 }, false],
  ])('default: #%# → %s', (parameters, open) => {
    expect(isBoxOpen(parameters)).toBe(open)
  })
})
