import { describe, expect, it } from 'vitest'
import { isBoxOpen } from './isBoxOpen.js'
import { quoteBoxFinish } from './quoteBoxFinish.js'
import { validateBoxDeploy } from './validateBoxDeploy.js'

describe(validateBoxDeploy, () => {
  const base = { max: 2_000n, amount0: 1_000n, currentHeight: 100 }
  it.each([
    ['mode B', { liqblock: 102 }, { mode: 'B', liqblock: 102 }],
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
    ['liqblock in the past', { liqblock: 99 }, 'LIQBLOCK_NOT_IN_FUTURE'],
    ['liqblock next block', { liqblock: 101 }, 'LIQBLOCK_NOT_IN_FUTURE'],
    ['zero amount0', { amount0: 0n, liqblock: 200 }, 'INVALID_AMOUNT'],
  ])('behavior: %s', (_, patch, code) => {
    expect(
      validateBoxDeploy({ ...base, ...patch })._unsafeUnwrapErr().code,
    ).toBe(code)
  })
})

describe(quoteBoxFinish, () => {
  it('default: E18', () => {
    const q = quoteBoxFinish({
      amount0: 1_000_000_000_000_000n,
      contributions: [10_000_000_000n, 20_000_000_000n, 30_000_000_001n],
      max: 2_100_000_000_000_000n,
    })._unsafeUnwrap()
    expect(q).toEqual({
      poolAmount0: 1_000_000_000_000_000n,
      raised: 60_000_000_001n,
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

  it.each([
    [{ amount0: 1_000n, contributions: [] }, 'NO_CONTRIBUTIONS'],
    [{ amount0: 1_000n, contributions: [1_000n] }, 'BELOW_MINIMUM_LIQUIDITY'],
    [{ amount0: 1_000n, contributions: [0n] }, 'INVALID_AMOUNT'],
    [
      { amount0: 1_000n, contributions: [5_000n], max: 1_500n },
      'MAX_BELOW_TWICE_AMOUNT0',
    ],
  ])('behavior: #%# fails %s', (parameters, code) => {
    expect(quoteBoxFinish(parameters)._unsafeUnwrapErr().code).toBe(code)
  })
})

describe(isBoxOpen, () => {
  it.each([
    [{ height: 98, liqblock: 100 }, true],
    [{ height: 99, liqblock: 100 }, false], // closes at liqblock − 1
    [{ height: 100, liqblock: 100 }, false],
    [{ height: 1, liqamt: 10n, raised: 9n }, true],
    [{ height: 1, liqamt: 10n, raised: 10n }, false],
    [{ height: 1 }, false],
  ])('default: #%# → %s', (parameters, open) => {
    expect(isBoxOpen(parameters)).toBe(open)
  })
})
