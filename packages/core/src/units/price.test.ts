import { fc, test } from '@fast-check/vitest'
import { BigNumber } from 'bignumber.js'
import { describe, expect, it } from 'vitest'
import { MONEY_RUNS } from '../../../../test/fuzzRuns.js'
import { formatPrice } from './formatPrice.js'
import { formatUsdValue } from './formatUsdValue.js'
import { getPrice } from './getPrice.js'
import { getUsdValue } from './getUsdValue.js'

describe(getUsdValue, () => {
  it('default: amount / 10^decimals × price, exact', () => {
    expect(getUsdValue(250_000_000n, 8, '0.1').toFixed()).toBe('0.25')
    expect(getUsdValue(1n, 8, new BigNumber('0.123')).toFixed()).toBe(
      '0.00000000123',
    )
    expect(getUsdValue(5n, 0, '2').toFixed()).toBe('10')
  })

  it.each(['', 'abc', '-1', 'Infinity', 'NaN'])(
    'behavior: price %j gives NaN',
    (price) => {
      expect(getUsdValue(1n, 8, price).isNaN()).toBe(true)
    },
  )
})

describe(formatUsdValue, () => {
  it.each([
    ['0', '0.00'],
    ['1234.567', '1,234.56'],
    ['0.009', '0.00'],
    ['-1234.567', '-1,234.56'],
    ['-0.001', '0.00'],
    ['1000000', '1,000,000.00'],
  ])('default: %s → %s', (value, expected) => {
    expect(formatUsdValue(value)).toBe(expected)
  })

  it('parameters: separators', () => {
    expect(
      formatUsdValue('1234.5', { groupSeparator: ' ', decimalSeparator: ',' }),
    ).toBe('1 234,50')
  })

  it('behavior: undefined for no value', () => {
    expect(formatUsdValue(Number.NaN)).toBeUndefined()
    expect(formatUsdValue(getUsdValue(1n, 8, 'x'))).toBeUndefined()
  })
})

describe(getPrice, () => {
  it('default: quote per base in display units', () => {
    expect(
      getPrice({
        amountBase: 2n,
        decimalsBase: 0,
        amountQuote: 300_000_000n,
        decimalsQuote: 8,
      }).toFixed(),
    ).toBe('1.5')
    expect(
      getPrice({
        amountBase: 3n * 10n ** 8n,
        decimalsBase: 8,
        amountQuote: 10n ** 8n,
        decimalsQuote: 8,
      }).toFixed(),
    ).toBe('0.333333333333333333333333333333333333')
  })

  it('behavior: NaN without a base amount', () => {
    expect(
      getPrice({
        amountBase: 0n,
        decimalsBase: 8,
        amountQuote: 1n,
        decimalsQuote: 8,
      }).isNaN(),
    ).toBe(true)
  })

  test.prop(
    [
      fc.bigInt({ min: 1n, max: 10n ** 30n }),
      fc.bigInt({ min: 1n, max: 10n ** 30n }),
      fc.nat(18),
      fc.nat(18),
    ],
    { numRuns: MONEY_RUNS },
  )(
    'property: price × base never exceeds quote (rounds down)',
    (amountBase, amountQuote, decimalsBase, decimalsQuote) => {
      const price = getPrice({
        amountBase,
        decimalsBase,
        amountQuote,
        decimalsQuote,
      })
      const backQuote = price
        .times(amountBase.toString())
        .shiftedBy(decimalsQuote - decimalsBase)
      expect(backQuote.lte(amountQuote.toString())).toBe(true)
    },
  )
})

describe(formatPrice, () => {
  it.each([
    ['1234.56789123', '1,234.5678'],
    ['0.000123456789', '0.00012345'],
    ['0.5', '0.5'],
    ['123456789.99', '123,456,789'],
    ['1.999999999', '1.9999999'],
    ['0', '0'],
    ['0.000000001', '<0.00000001'],
    ['-2.5', '-2.5'],
  ])('default: %s → %s', (price, expected) => {
    expect(formatPrice(price)).toBe(expected)
  })

  it('parameters: maxSignificantDigits, maxFractionDigits', () => {
    expect(formatPrice('3.14159265', { maxSignificantDigits: 3 })).toBe('3.14')
    expect(formatPrice('0.0000314159', { maxFractionDigits: 6 })).toBe(
      '0.000031',
    )
  })

  it('behavior: undefined when there is no price', () => {
    expect(formatPrice(Number.NaN)).toBeUndefined()
    expect(formatPrice(Number.POSITIVE_INFINITY)).toBeUndefined()
  })
})
