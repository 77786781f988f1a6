import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import { MONEY_RUNS } from '../../../../test/fuzzRuns.js'
import {
  accrueStakeV1Block,
  getEffectiveStake,
  isStakeEnded,
} from './accrueStakeV1Block.js'
import { getStakeV1Claim } from './getStakeV1Claim.js'

describe(getStakeV1Claim, () => {
  const poolBalances = {
    UNIX: 2_000_000_000_000n,
    CZZ: 500_000_000_000n,
    'WDOGE(WRAPPED-DOGE)': 300_000_000_000n,
  }
  it('default: E14 UNIX staker gets CZZ pro rata plus owed UNIX (no WDOGE)', () => {
    expect(
      getStakeV1Claim({
        stakedTick: 'UNIX',
        owed: 200_000_000_000n,
        poolBalances,
      })._unsafeUnwrap(),
    ).toEqual({ CZZ: 50_000_000_000n, UNIX: 200_000_000_000n })
  })

  it('behavior: E14 LP staker is paid owed WDOGE', () => {
    expect(
      getStakeV1Claim({
        stakedTick: 'UNIX-SWAP-WDOGE(WRAPPED-DOGE)',
        owed: 200_000_000_000n,
        poolBalances,
      })._unsafeUnwrap(),
    ).toEqual({ 'WDOGE(WRAPPED-DOGE)': 200_000_000_000n })
  })

  it.each([
    [0n, poolBalances, { code: 'ZERO_PAYOUT' }],
    // CZZ share 500e9 × 3 // 2e12 = 0
    [3n, poolBalances, { code: 'ZERO_PAYOUT', tick: 'CZZ' }],
    [3n, { CZZ: 5n }, { code: 'INSUFFICIENT_POOL_BALANCE', tick: 'UNIX' }],
  ])('behavior: owed %s fails', (owed, balances, error) => {
    expect(
      getStakeV1Claim({
        stakedTick: 'UNIX',
        owed,
        poolBalances: balances,
      })._unsafeUnwrapErr(),
    ).toEqual(error)
  })

  it('behavior: tokens with a zero balance are not paid', () => {
    expect(
      getStakeV1Claim({
        stakedTick: 'UNIX',
        owed: 10n,
        poolBalances: { UNIX: 100n, CZZ: 0n },
      })._unsafeUnwrap(),
    ).toEqual({ UNIX: 10n })
  })
})

describe(accrueStakeV1Block, () => {
  it.each([
    [0n, 100n],
    [199_999_999_999n, 100n],
    [200_000_000_000n, 110n],
    [500_000_000_000n, 115n],
    [1_000_000_000_000n, 125n],
    [5_000_000_000_000n, 135n],
    [10_000_000_000_000n, 150n],
  ])('default: CARDI %s boosts 100 to %s', (cardi, effective) => {
    expect(getEffectiveStake(100n, cardi)).toBe(effective)
  })

  it('behavior: splits by effective stake; the last takes the remainder', () => {
    const r = accrueStakeV1Block({
      stakers: [
        { address: 'A', amount: 100n, cardi: 0n },
        { address: 'B', amount: 100n, cardi: 10_000_000_000_000n },
        { address: 'C', amount: 100n, cardi: 0n },
      ],
      rewardPerBlock: 1_000n,
    })
    // effective 100 / 150 / 100 of 350
    expect(r).toEqual([
      { address: 'A', reward: 285n },
      { address: 'B', reward: 428n },
      { address: 'C', reward: 287n },
    ])
  })

  it('behavior: no stake, no reward', () => {
    expect(accrueStakeV1Block({ stakers: [], rewardPerBlock: 5n })).toEqual([])
    expect(
      accrueStakeV1Block({
        stakers: [{ address: 'A', amount: 0n, cardi: 0n }],
        rewardPerBlock: 5n,
      }),
    ).toEqual([{ address: 'A', reward: 0n }])
  })

  const staker = fc.record({
    address: fc.string(),
    amount: fc.bigInt({ min: 1n, max: 10n ** 20n }),
    cardi: fc.bigInt({ min: 0n, max: 10n ** 14n }),
  })
  test.prop(
    [
      fc.array(staker, { minLength: 1, maxLength: 8 }),
      fc.bigInt({ min: 0n, max: 10n ** 18n }),
    ],
    {
      numRuns: MONEY_RUNS,
    },
  )('property: increments are ≥ 0 and sum to exactly R', (stakers, R) => {
    const r = accrueStakeV1Block({ stakers, rewardPerBlock: R })
    expect(r.every((x) => x.reward >= 0n)).toBe(true)
    expect(r.reduce((a, x) => a + x.reward, 0n)).toBe(R)
  })
})

describe(isStakeEnded, () => {
  it.each([
    [99, 100, false],
    [100, 100, false],
    [101, 100, true],
  ])('default: height %s, end %s → %s', (height, endHeight, ended) => {
    expect(isStakeEnded({ height, endHeight })).toBe(ended)
  })
})
