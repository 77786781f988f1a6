import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import { MONEY_RUNS } from '../../../../test/fuzzRuns.js'
import { getBoxContributionFormState } from './getBoxContributionFormState.js'
import { getBoxDeployFormState } from './getBoxDeployFormState.js'
import { getBoxStatus } from './getBoxStatus.js'

describe(getBoxStatus, () => {
  const b = {
    liqamt: 0n,
    liqblock: 100,
    amount0Finish: 0n,
    raised: 5n,
    isDeleted: false,
    height: 50,
  }
  it.each([
    ['mode B before the last block', {}, 'raising'],
    ['mode B, the block before liqblock', { height: 99 }, 'closing'],
    ['mode B indexed at liqblock, still open', { height: 100 }, 'stalled'],
    ['finished', { amount0Finish: 7n, height: 100 }, 'finished'],
    ['refunded', { isDeleted: true, height: 100 }, 'refunded'],
    [
      'mode A, nothing raised',
      { liqblock: 0, liqamt: 9n, raised: 0n },
      'raising',
    ],
    ['mode A, raised', { liqblock: 0, liqamt: 9n }, 'finished'],
  ] as const)('behavior: %s', (_, patch, status) => {
    expect(getBoxStatus({ ...b, ...patch })).toBe(status)
  })
})

describe(getBoxDeployFormState, () => {
  const base = {
    tick0: 'NEWBOX',
    tick1: 'WDOGE(WRAPPED-DOGE)',
    maxText: '2000',
    amount0Text: '1000',
    mode: 'B' as const,
    liqblockText: '120',
    currentHeight: 100,
    tick0Taken: false,
    tick1Registered: true,
  }
  it('default: a mode-B deploy with its payload', () => {
    expect(getBoxDeployFormState(base)).toEqual({
      max: 200_000_000_000n,
      amount0: 100_000_000_000n,
      leftoverAtLeast: 0n,
      issues: [],
      payload: {
        p: 'box-v1',
        op: 'deploy',
        tick0: 'NEWBOX',
        tick1: 'WDOGE(WRAPPED-DOGE)',
        max: '200000000000',
        amt0: '100000000000',
        liqblock: 120,
      },
    })
  })
  it.each([
    ['a one-letter tick0', { tick0: 'X' }, 'PAYLOAD'],
    ['tick0 equal to tick1', { tick0: 'UNIX', tick1: 'UNIX' }, 'PAYLOAD'],
    ['a taken tick0', { tick0Taken: true }, 'TICK0_TAKEN'],
    ['an unknown tick1', { tick1Registered: false }, 'TICK1_UNKNOWN'],
    ['max < 2 × amt0', { maxText: '1999.99999999' }, 'MAX_BELOW_TWICE_AMOUNT0'],
    [
      'amt0 < 1,002,001',
      { amount0Text: '0.01002', maxText: '1' },
      'AMOUNT0_BELOW_POOL_MINIMUM',
    ],
    ['an end block in the past', { liqblockText: '90' }, 'LIQBLOCK_TOO_SOON'],
    ['an end block too close', { liqblockText: '109' }, 'LIQBLOCK_TOO_SOON'],
    [
      'an end block that is not a height',
      { liqblockText: '1e3' },
      'LIQBLOCK_TEXT',
    ],
    ['mode A', { mode: 'A' }, 'MODE_A_UNRELIABLE'],
    ['an unknown height', { currentHeight: undefined }, 'LOADING'],
    ['a bad amount', { maxText: 'abc' }, 'AMOUNT_TEXT'],
  ] as const)('behavior: refuses %s', (_, patch, code) => {
    expect(getBoxDeployFormState({ ...base, ...patch }).issues[0]?.code).toBe(
      code,
    )
  })
  it('behavior: amt0 of exactly 1,002,001 units is accepted', () => {
    const state = getBoxDeployFormState({
      ...base,
      amount0Text: '0.01002001',
      maxText: '0.02004002',
    })
    expect(state.issues).toEqual([])
  })
})

describe(getBoxContributionFormState, () => {
  const box = {
    tick0: 'BOXLIVE',
    status: 'raising' as const,
    amount0: 1_000n,
    max: 2_000n,
    liqamt: 0n,
    contributions: [999_000n],
    raised: 999_000n,
    text: '0.00001',
    balance: 10n ** 12n,
  }
  it('default: a contribution with its share now and if the raise doubles', () => {
    const state = getBoxContributionFormState(box)
    expect(state).toEqual({
      amount: 1_000n,
      share: 1n,
      shareIfRaiseDoubles: 0n,
      minimum: 1_000n,
      warnings: ['LATER_CONTRIBUTIONS_CAN_STALL'],
      issues: [],
      payload: { p: 'box-v1', op: 'mint', tick0: 'BOXLIVE', amt1: '1000' },
    })
  })
  it.each([
    [
      'dust (its share rounds to 0)',
      { text: '0.00000999' },
      'CONTRIBUTION_TOO_SMALL',
    ],
    ['a closing box', { status: 'closing' }, 'NOT_RAISING'],
    ['a finished box', { status: 'finished' }, 'NOT_RAISING'],
    ['more than the balance', { balance: 999n }, 'INSUFFICIENT_BALANCE'],
    ['zero', { text: '0' }, 'INVALID_AMOUNT'],
    ['an empty box', { text: '' }, 'AMOUNT_TEXT'],
    ['an unknown balance', { balance: undefined }, 'LOADING_BALANCE'],
  ] as const)('behavior: refuses %s', (_, patch, code) => {
    expect(
      getBoxContributionFormState({ ...box, ...patch }).issues[0]?.code,
    ).toBe(code)
  })
  test.prop(
    [
      fc.bigInt({ min: 2n, max: 10n ** 18n }),
      fc.array(fc.bigInt({ min: 1n, max: 10n ** 18n }), { maxLength: 4 }),
      fc.bigInt({ min: 1n, max: 10n ** 18n }),
    ],
    { numRuns: MONEY_RUNS },
  )(
    'property: ready ⇒ the share at the current totals is ≥ 1',
    (amount0, contributions, c) => {
      const whole = c / 100_000_000n
      const fraction = (c % 100_000_000n).toString().padStart(8, '0')
      const state = getBoxContributionFormState({
        ...box,
        amount0,
        max: 2n * amount0,
        contributions,
        raised: contributions.reduce((a, x) => a + x, 0n),
        text: `${whole}.${fraction}`,
        balance: c,
      })
      if (state.issues.length === 0) {
        const total = contributions.reduce((a, x) => a + x, 0n) + c
        expect(state.share).toBe((c * amount0) / total)
        expect(state.share).toBeGreaterThanOrEqual(1n)
        expect(state.shareIfRaiseDoubles).toBeLessThanOrEqual(state.share ?? 0n)
      }
    },
  )
})
