import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import { MONEY_RUNS } from '../../../../test/fuzzRuns.js'
import { formatUnits } from './formatUnits.js'
import { parseUnits } from './parseUnits.js'

describe(parseUnits, () => {
  it.each([
    ['1', 100_000_000n],
    ['1.5', 150_000_000n],
    ['0.00000001', 1n],
    ['.5', 50_000_000n],
    ['5.', 500_000_000n],
    ['  2.25  ', 225_000_000n],
    ['007', 700_000_000n],
    ['0', 0n],
    ['0.0', 0n],
    ['123456789012345678901234567890', 12345678901234567890123456789000000000n],
  ])('default: %j → %s', (text, expected) => {
    expect(parseUnits(text)._unsafeUnwrap()).toBe(expected)
  })

  it.each([
    ['12', 0, 12n],
    ['12.', 0, 12n],
    ['1.25', 2, 125n],
    ['1.2', 18, 1_200_000_000_000_000_000n],
  ])('parameters: decimals %j (%i) → %s', (text, decimals, expected) => {
    expect(parseUnits(text, decimals)._unsafeUnwrap()).toBe(expected)
  })

  it.each([
    ['', 'EMPTY'],
    ['   ', 'EMPTY'],
    ['.', 'INVALID_NUMBER'],
    ['-1', 'INVALID_NUMBER'],
    ['+1', 'INVALID_NUMBER'],
    ['1e8', 'INVALID_NUMBER'],
    ['1,000', 'WRONG_DECIMAL_SEPARATOR'],
    ['1,000,5', 'INVALID_NUMBER'],
    ['1.2.3', 'INVALID_NUMBER'],
    ['1 000', 'INVALID_NUMBER'],
    ['0x10', 'INVALID_NUMBER'],
    ['abc', 'INVALID_NUMBER'],
    ['١٢', 'INVALID_NUMBER'],
    ['Infinity', 'INVALID_NUMBER'],
    ['NaN', 'INVALID_NUMBER'],
    ['0.000000001', 'TOO_MANY_DECIMALS'],
    ['1.000000000', 'TOO_MANY_DECIMALS'],
  ])('behavior: refuses %j with %s', (text, code) => {
    expect(parseUnits(text)._unsafeUnwrapErr().code).toBe(code)
  })

  it.each([
    ['1,5', { decimalSeparator: ',' }, 150_000_000n],
    [
      '1.234,5',
      { decimalSeparator: ',', groupSeparator: '.' },
      123_450_000_000n,
    ],
    ['1.000', { decimalSeparator: ',', groupSeparator: '.' }, 100_000_000_000n],
    [
      '1,234.5',
      { decimalSeparator: '.', groupSeparator: ',' },
      123_450_000_000n,
    ],
    [' ,5 ', { decimalSeparator: ',' }, 50_000_000n],
  ])('parameters: %j with %j → %s', (text, separators, expected) => {
    expect(parseUnits(text, 8, separators)._unsafeUnwrap()).toBe(expected)
  })

  it.each([
    ['1.5', { decimalSeparator: ',', groupSeparator: '.' }, ','],
    ['1,5', { decimalSeparator: '.', groupSeparator: ',' }, '.'],
    ['1,50', { decimalSeparator: '.', groupSeparator: ',' }, '.'],
  ])(
    'behavior: %j with %j names the decimal mark %j',
    (text, separators, mark) => {
      expect(parseUnits(text, 8, separators)._unsafeUnwrapErr()).toEqual({
        code: 'WRONG_DECIMAL_SEPARATOR',
        decimalSeparator: mark,
      })
    },
  )

  it('behavior: never rounds; reports the decimals allowed', () => {
    expect(parseUnits('0.5', 0)._unsafeUnwrapErr()).toEqual({
      code: 'TOO_MANY_DECIMALS',
      decimals: 0,
    })
  })

  it('behavior: throws on invalid decimals (a bug)', () => {
    expect(() => parseUnits('1', -1)).toThrow('INVALID_DECIMALS')
    expect(() => parseUnits('1', 1.5)).toThrow('INVALID_DECIMALS')
  })

  test.prop([fc.bigInt({ min: 0n, max: 10n ** 40n }), fc.nat(30)], {
    numRuns: MONEY_RUNS,
  })('property: parseUnits(formatUnits(v, d), d) === v', (value, decimals) => {
    expect(
      parseUnits(formatUnits(value, decimals), decimals)._unsafeUnwrap(),
    ).toBe(value)
  })

  test.prop([fc.stringMatching(/^\d{0,12}(\.\d{0,8})?$/), fc.constant(8)], {
    numRuns: MONEY_RUNS,
  })(
    'property: every accepted text formats back to the same number',
    (text, decimals) => {
      const parsed = parseUnits(text, decimals)
      if (parsed.isErr()) return
      const back = formatUnits(parsed.value, decimals)
      expect(Number(back)).toBe(Number(text))
    },
  )

  test.prop([fc.string(), fc.nat(18)])(
    'property: total on arbitrary strings',
    (text, decimals) => {
      const result = parseUnits(text, decimals)
      if (result.isOk()) expect(result.value >= 0n).toBe(true)
      else
        expect(result.error.code).toMatch(
          /^(EMPTY|INVALID_NUMBER|TOO_MANY_DECIMALS|WRONG_DECIMAL_SEPARATOR)$/,
        )
    },
  )
})

describe(formatUnits, () => {
  it.each([
    [0n, 8, '0'],
    [1n, 8, '0.00000001'],
    [100_000_000n, 8, '1'],
    [150_000_000n, 8, '1.5'],
    [-150_000_000n, 8, '-1.5'],
    [-1n, 8, '-0.00000001'],
    [123n, 0, '123'],
    [10n ** 41n - 1n, 8, '999999999999999999999999999999999.99999999'],
  ])('default: %s (dec %i) → %s', (value, decimals, expected) => {
    expect(formatUnits(value, decimals)).toBe(expected)
  })

  test.prop([fc.bigInt(), fc.nat(30)], { numRuns: MONEY_RUNS })(
    'property: negation only adds a sign',
    (value, decimals) => {
      fc.pre(value > 0n)
      expect(formatUnits(-value, decimals)).toBe(
        `-${formatUnits(value, decimals)}`,
      )
    },
  )
})
