import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import { MONEY_RUNS } from '../../../../test/fuzzRuns.js'
import { isValidMintRepeat } from '../payloads/mintRepeat.js'
import {
  getMaxMintRepeat,
  type MintableToken,
  validateMintForm,
} from './validateMintForm.js'

const token: MintableToken = {
  lim: 1000n * 10n ** 8n,
  max: 21_000n * 10n ** 8n,
  minted: 0n,
  decimals: 8,
}

describe(validateMintForm, () => {
  it('default: one repeat', () => {
    expect(
      validateMintForm({ tick: 'unix', amount: '1000', token })._unsafeUnwrap(),
    ).toEqual({ tick: 'UNIX', amt: 1000n * 10n ** 8n, repeat: 1 })
  })

  it('parameters: repeat', () => {
    expect(
      validateMintForm({
        tick: 'unix',
        amount: '1000',
        repeat: 21,
        token,
      })._unsafeUnwrap().repeat,
    ).toBe(21)
    expect(
      validateMintForm({
        tick: 'unix',
        amount: '1',
        repeat: 13,
        token,
      })._unsafeUnwrapErr(),
    ).toEqual([{ field: 'repeat', code: 'INVALID_MINT_REPEAT' }])
  })

  it.each([
    [{ tick: 'u', amount: '1' }, [{ field: 'tick', code: 'TICK_LENGTH' }]],
    [
      { tick: 'unix', amount: '' },
      [{ field: 'amount', code: 'AMOUNT_REQUIRED' }],
    ],
    [
      { tick: 'unix', amount: '   ' },
      [{ field: 'amount', code: 'AMOUNT_REQUIRED' }],
    ],
    [
      { tick: 'unix', amount: '1000.00000001' },
      [{ field: 'amount', code: 'AMOUNT_ABOVE_LIMIT' }],
    ],
    [
      { tick: 'unix', amount: '0' },
      [{ field: 'amount', code: 'AMOUNT_NOT_POSITIVE' }],
    ],
    [
      { tick: 'unix', amount: 'abc' },
      [{ field: 'amount', code: 'INVALID_NUMBER' }],
    ],
  ])('behavior: %o → %o', (parameters, issues) => {
    expect(
      validateMintForm({ ...parameters, token })._unsafeUnwrapErr(),
    ).toEqual(issues)
  })

  it('behavior: not deployed', () => {
    expect(
      validateMintForm({
        tick: 'nope',
        amount: '1',
        token: undefined,
      })._unsafeUnwrapErr(),
    ).toEqual([{ field: 'tick', code: 'NOT_DEPLOYED' }])
  })

  it('behavior: caps amt × repeat to the remaining supply (no partial fill)', () => {
    const nearlyDone = { ...token, minted: token.max - 2500n * 10n ** 8n }
    expect(
      validateMintForm({
        tick: 'unix',
        amount: '1000',
        repeat: 3,
        token: nearlyDone,
      })._unsafeUnwrapErr(),
    ).toEqual([
      {
        field: 'amount',
        code: 'EXCEEDS_REMAINING_SUPPLY',
        remaining: 2500n * 10n ** 8n,
        maxRepeat: 2,
      },
    ])
    expect(
      validateMintForm({
        tick: 'unix',
        amount: '1000',
        repeat: 2,
        token: nearlyDone,
      }).isOk(),
    ).toBe(true)
  })

  it('behavior: minted out', () => {
    expect(
      validateMintForm({
        tick: 'unix',
        amount: '1',
        token: { ...token, minted: token.max },
      })._unsafeUnwrapErr(),
    ).toEqual([{ field: 'amount', code: 'MINTED_OUT' }])
  })

  test.prop([fc.string(), fc.string(), fc.integer({ min: -5, max: 40 })])(
    'property: total on arbitrary strings',
    (tick, amount, repeat) => {
      const result = validateMintForm({ tick, amount, repeat, token })
      if (result.isOk()) {
        const { amt } = result.value
        expect(amt >= 1n && amt <= token.lim).toBe(true)
        expect(
          amt * BigInt(result.value.repeat) <= token.max - token.minted,
        ).toBe(true)
      } else {
        expect(result.error.length).toBeGreaterThan(0)
      }
    },
  )
})

describe(getMaxMintRepeat, () => {
  it.each([
    [100n, 950n, 8],
    [100n, 1000n, 10],
    [100n, 99n, 0],
    [100n, 10_000n, 30],
    [1n, 26n, 25],
    [0n, 10n, 0],
  ])('default: amt %s, remaining %s → %i', (amt, remaining, expected) => {
    expect(getMaxMintRepeat({ amt, remaining })).toBe(expected)
  })

  test.prop(
    [
      fc.bigInt({ min: 1n, max: 10n ** 20n }),
      fc.bigInt({ min: 0n, max: 10n ** 22n }),
    ],
    {
      numRuns: MONEY_RUNS,
    },
  )('property: the largest valid repeat that fits', (amt, remaining) => {
    const repeat = getMaxMintRepeat({ amt, remaining })
    if (repeat === 0) {
      expect(remaining < amt).toBe(true)
      return
    }
    expect(isValidMintRepeat(repeat)).toBe(true)
    expect(amt * BigInt(repeat) <= remaining).toBe(true)
    for (let k = repeat + 1; k <= 30; k++) {
      if (isValidMintRepeat(k)) expect(amt * BigInt(k) > remaining).toBe(true)
    }
  })
})
