import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import { MONEY_RUNS } from '../../../../test/fuzzRuns.js'
import { getStakeFormState } from './getStakeFormState.js'
import {
  BLOCKS_PER_YEAR,
  getStakeV1Apy,
  getStakeV1Owed,
} from './getStakeV1Apy.js'

const configuredTicks = new Set(['UNIX', 'CARDI'])
const base = {
  op: 'stake' as const,
  tick: 'UNIX',
  text: '1.5',
  configuredTicks,
  available: 200_000_000n,
}

describe(getStakeFormState, () => {
  it('default: a ready stake with its payload', () => {
    expect(getStakeFormState(base)).toEqual({
      amount: 150_000_000n,
      issues: [],
      payload: { p: 'stake-v1', op: 'stake', tick: 'UNIX', amt: '150000000' },
    })
  })

  it('parameters: separators — a decimal comma reads as the decimal mark', () => {
    const state = getStakeFormState({
      ...base,
      op: 'unstake',
      text: '1,5',
      separators: { decimalSeparator: ',', groupSeparator: '.' },
    })
    expect(state.payload).toEqual({
      p: 'stake-v1',
      op: 'unstake',
      tick: 'UNIX',
      amt: '150000000',
    })
  })

  it.each([
    ['an unconfigured tick', { tick: 'DIS' }, 'POOL_NOT_CONFIGURED'],
    ['an empty box', { text: '' }, 'AMOUNT_TEXT'],
    ['nine decimals', { text: '0.000000001' }, 'AMOUNT_TEXT'],
    ['zero', { text: '0' }, 'INVALID_AMOUNT'],
    ['over the balance', { text: '2.00000001' }, 'INSUFFICIENT_BALANCE'],
    ['an unknown balance', { available: undefined }, 'LOADING_BALANCE'],
  ])('behavior: %s', (_, patch, code) => {
    expect(getStakeFormState({ ...base, ...patch }).issues[0]?.code).toBe(code)
  })

  it('behavior: the whole balance is accepted', () => {
    expect(getStakeFormState({ ...base, text: '2' }).issues).toEqual([])
  })

  test.prop(
    [
      fc.bigInt({ min: 0n, max: 10n ** 30n }),
      fc.bigInt({ min: 0n, max: 10n ** 30n }),
    ],
    {
      numRuns: MONEY_RUNS,
    },
  )(
    'property: ready ⇔ 1 ≤ amount ≤ available, and amt is exact',
    (amount, available) => {
      const whole = amount / 100_000_000n
      const fraction = (amount % 100_000_000n).toString().padStart(8, '0')
      const state = getStakeFormState({
        ...base,
        text: `${whole}.${fraction}`,
        available,
      })
      expect(state.amount).toBe(amount)
      expect(state.issues.length === 0).toBe(
        amount >= 1n && amount <= available,
      )
      if (state.payload) expect(BigInt(state.payload.amt)).toBe(amount)
    },
  )
})

describe(getStakeV1Apy, () => {
  const apy = {
    stakedTick: 'UNIX',
    rewardTick: 'UNIX',
    totalStaked: 525_600n * 100n,
    height: 100,
    schedule: { rewardPerBlock: 10n, endBlock: 100 },
  }
  it('default: R × blocks a year × 10,000 // staked', () => {
    // 10 × 525,600 / 52,560,000 = 10% = 1,000 bps
    expect(getStakeV1Apy(apy)).toEqual({ kind: 'rate', bps: 1_000n })
  })
  it.each([
    [
      'no schedule (the live API)',
      { schedule: undefined },
      { kind: 'zero', reason: 'ACCRUAL_OFF' },
    ],
    [
      'R = 0',
      { schedule: { rewardPerBlock: 0n, endBlock: 900 } },
      { kind: 'zero', reason: 'ACCRUAL_OFF' },
    ],
    ['past the end block', { height: 101 }, { kind: 'zero', reason: 'ENDED' }],
    [
      'nothing staked',
      { totalStaked: 0n },
      { kind: 'unknown', reason: 'NOTHING_STAKED' },
    ],
    [
      'another reward token',
      { stakedTick: 'CARDI' },
      { kind: 'unknown', reason: 'REWARD_IN_OTHER_TOKEN' },
    ],
  ])('behavior: %s', (_, patch, expected) => {
    expect(getStakeV1Apy({ ...apy, ...patch })).toEqual(expected)
  })
  test.prop(
    [
      fc.bigInt({ min: 1n, max: 10n ** 20n }),
      fc.bigInt({ min: 1n, max: 10n ** 24n }),
    ],
    {
      numRuns: MONEY_RUNS,
    },
  )('property: bps is the truncated annual rate', (R, staked) => {
    const result = getStakeV1Apy({
      ...apy,
      totalStaked: staked,
      schedule: { rewardPerBlock: R, endBlock: 100 },
    })
    if (result.kind !== 'rate') throw new Error('expected a rate')
    expect(result.bps * staked <= R * BLOCKS_PER_YEAR * 10_000n).toBe(true)
    expect((result.bps + 1n) * staked > R * BLOCKS_PER_YEAR * 10_000n).toBe(
      true,
    )
  })
})

describe(getStakeV1Owed, () => {
  it.each([
    [500n, 200n, 300n],
    [500n, 500n, 0n],
    [100n, 500n, 0n],
  ])(
    'default: reward %s − received %s = %s',
    (reward, receivedReward, owed) => {
      expect(getStakeV1Owed({ reward, receivedReward })).toBe(owed)
    },
  )
})
