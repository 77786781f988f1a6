import { describe, expect, it } from 'vitest'
import { getAmountOut } from '../amm/getAmountOut.js'
import { checkQuoteStillValid } from './checkQuoteStillValid.js'
import { getMinimumReceived } from './getMinimumReceived.js'
import { hasPriceMovedBeyond } from './hasPriceMovedBeyond.js'
import { parseSlippage } from './parseSlippage.js'
import { validateSwapForm } from './validateSwapForm.js'

const R0 = 100_000_000_000n
const R1 = 50_000_000_000n

describe(validateSwapForm, () => {
  const valid = {
    tick0: 'UNIX',
    tick1: 'WDOGE(WRAPPED-DOGE)',
    amountIn: 10_000_000_000n,
    reserveIn: R0,
    reserveOut: R1,
    balanceIn: 10_000_000_000n,
  }

  it('default: a valid form carries the quote (E8)', () => {
    expect(validateSwapForm(valid)._unsafeUnwrap()).toEqual({
      tick0: 'UNIX',
      tick1: 'WDOGE(WRAPPED-DOGE)',
      amountIn: 10_000_000_000n,
      amountOut: 4_533_054_469n,
    })
  })

  it.each([
    [
      'no input token',
      { tick0: undefined },
      { code: 'SELECT_TOKEN', side: 'in' },
    ],
    ['no output token', { tick1: '' }, { code: 'SELECT_TOKEN', side: 'out' }],
    ['same token', { tick1: 'UNIX' }, { code: 'SAME_TOKEN' }],
    ['no pool', { reserveIn: undefined }, { code: 'INVALID_PAIR' }],
    ['no amount', { amountIn: undefined }, { code: 'ENTER_AMOUNT' }],
    ['zero amount', { amountIn: 0n }, { code: 'ENTER_AMOUNT' }],
    ['empty reserve', { reserveOut: 0n }, { code: 'INSUFFICIENT_LIQUIDITY' }],
    [
      'balance short by 1',
      { balanceIn: 9_999_999_999n },
      { code: 'INSUFFICIENT_BALANCE', tick: 'UNIX' },
    ],
    ['1 unit in buys 0', { amountIn: 1n }, { code: 'ZERO_OUTPUT' }],
    [
      'a zero quote passed in',
      { quote: { amountOut: 0n } },
      { code: 'ZERO_OUTPUT' },
    ],
  ])('behavior: %s', (_, patch, issue) => {
    expect(validateSwapForm({ ...valid, ...patch })._unsafeUnwrapErr()).toEqual(
      issue,
    )
  })
})

describe(parseSlippage, () => {
  it.each([
    ['0.5', 50n, undefined],
    ['1', 100n, undefined],
    ['.25', 25n, undefined],
    [' 3% ', 300n, undefined],
    ['4.99', 499n, undefined],
    ['0.05', 5n, undefined],
    ['0.04', 4n, 'MAY_FAIL'],
    ['0', 0n, 'MAY_FAIL'],
    ['5', 500n, 'FRONT_RUN'],
    ['50', 5_000n, 'FRONT_RUN'],
    ['100', 10_000n, 'FRONT_RUN'],
    ['100.01', 9_900n, 'VERY_HIGH'],
    ['250', 9_900n, 'VERY_HIGH'],
  ])('default: %s → %s bps, warning %s', (text, bps, warning) => {
    const r = parseSlippage(text)._unsafeUnwrap()
    expect(r.bps).toBe(bps)
    expect(r.warning).toBe(warning)
  })

  it.each(['', '.', 'abc', '-1', '0.125', '1e2', '1,5', '%', '+1'])(
    'behavior: %j is INVALID_SLIPPAGE',
    (text) => {
      expect(parseSlippage(text)._unsafeUnwrapErr()).toBe('INVALID_SLIPPAGE')
    },
  )

  it('parameters: the locale decimal mark (Vietnamese 0,5)', () => {
    const vi = { decimalSeparator: ',' }
    expect(parseSlippage('0,5', vi)._unsafeUnwrap().bps).toBe(50n)
    expect(parseSlippage('0,25%', vi)._unsafeUnwrap().bps).toBe(25n)
    expect(parseSlippage('0.5', vi)._unsafeUnwrapErr()).toBe('INVALID_SLIPPAGE')
  })
})

describe(getMinimumReceived, () => {
  it.each([
    [4_533_054_469n, 50n, 4_510_389_196n], // E8
    [4_533_054_469n, 0n, 4_533_054_469n],
    [1n, 50n, 0n],
    [0n, 50n, 0n],
  ])('default: %s at %s bps → %s', (out, bps, min) => {
    expect(getMinimumReceived(out, bps)).toBe(min)
  })

  it('parameters: slippageBps defaults to 50', () => {
    expect(getMinimumReceived(10_000n)).toBe(9_950n)
    expect(() => getMinimumReceived(10_000n, 10_001n)).toThrow(RangeError)
  })
})

describe(checkQuoteStillValid, () => {
  const base = { amountIn: 10_000_000_000n, reserveIn: R0, reserveOut: R1 }

  it('default: unchanged reserves meet the quoted minimum (E8)', () => {
    expect(
      checkQuoteStillValid({
        ...base,
        signedMinimumOut: 4_510_389_196n,
      })._unsafeUnwrap(),
    ).toBe(4_533_054_469n)
  })

  it('behavior: E12 — a minimum 1 above the quote is PRICE_MOVED', () => {
    expect(
      checkQuoteStillValid({
        ...base,
        signedMinimumOut: 4_533_054_470n,
      })._unsafeUnwrapErr(),
    ).toEqual({
      code: 'PRICE_MOVED',
      amountOut: 4_533_054_469n,
      minimumOut: 4_533_054_470n,
    })
  })

  it('behavior: a front-running swap in the same block moves the price', () => {
    // Someone swaps 2e9 UNIX in first: R0 = 1.02e11, R1 = 5e10 − out.
    const out = getAmountOut(2_000_000_000n, R0, R1)
    expect(out).toBe(977_508_480n)
    const r = checkQuoteStillValid({
      ...base,
      reserveIn: R0 + 2_000_000_000n,
      reserveOut: R1 - out,
      signedMinimumOut: 4_510_389_196n,
    })
    expect(r._unsafeUnwrapErr().code).toBe('PRICE_MOVED')
  })

  it('behavior: a zero output fails even with a zero minimum', () => {
    expect(
      checkQuoteStillValid({
        ...base,
        amountIn: 1n,
        signedMinimumOut: 0n,
      }).isErr(),
    ).toBe(true)
  })
})

describe(hasPriceMovedBeyond, () => {
  const before = { reserve0Before: R0, reserve1Before: R1 }
  it.each([
    [R0, R1, false],
    [R0, 50_250_000_000n, false], // exactly +0.5%: not MORE than
    [R0, 50_250_000_001n, true],
    [R0, 49_750_000_000n, false], // exactly −0.5%
    [R0, 49_749_999_999n, true],
    [200_000_000_000n, 100_000_000_000n, false], // same price, deeper pool
    [0n, R1, true],
  ])('default: now (%s, %s) moved: %s', (reserve0Now, reserve1Now, moved) => {
    expect(hasPriceMovedBeyond({ ...before, reserve0Now, reserve1Now })).toBe(
      moved,
    )
  })

  it('parameters: toleranceBps', () => {
    const now = { reserve0Now: R0, reserve1Now: 50_400_000_000n } // +0.8%
    expect(hasPriceMovedBeyond({ ...before, ...now })).toBe(true)
    expect(hasPriceMovedBeyond({ ...before, ...now, toleranceBps: 100n })).toBe(
      false,
    )
  })
})
