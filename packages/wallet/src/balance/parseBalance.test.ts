import { describe, expect, it } from 'vitest'
import { parseBalance, parseBaseUnits } from './parseBalance.js'

describe(parseBaseUnits, () => {
  it.each([
    [150_000_000, 150_000_000n],
    ['150000000', 150_000_000n],
    [12_345_678.999_999_998, 12_345_678n],
    ['12345678.9', 12_345_678n],
    ['0', 0n],
    [2 ** 60, 1_152_921_504_606_846_976n],
    [
      '123456789012345678901234567890',
      123_456_789_012_345_678_901_234_567_890n,
    ],
  ])('behavior: %s rounds down to %s', (input, expected) => {
    expect(parseBaseUnits(input)).toBe(expected)
  })

  it.each([
    [null],
    [undefined],
    [-1],
    [Number.NaN],
    [Number.POSITIVE_INFINITY],
    [''],
    ['-5'],
    ['1e8'],
    ['abc'],
    [{}],
  ])('behavior: %s is unreadable', (input) => {
    expect(parseBaseUnits(input)).toBeUndefined()
  })
})

describe(parseBalance, () => {
  it('default: numbers in base units', () => {
    expect(
      parseBalance({ confirmed: 100, unconfirmed: 100, total: 150 }),
    ).toEqual({ confirmed: 100n, unconfirmed: 50n, total: 150n })
  })

  it('behavior: ignores the 1.0.x unconfirmed bug, pending = total − confirmed', () => {
    expect(
      parseBalance({ confirmed: '500', unconfirmed: '500', total: '500' }),
    ).toEqual({ confirmed: 500n, unconfirmed: 0n, total: 500n })
  })

  it('behavior: pending never goes below zero', () => {
    expect(parseBalance({ confirmed: 9, total: 5 })?.unconfirmed).toBe(0n)
  })

  it.each([[null], [undefined], [''], [{ confirmed: null, total: null }]])(
    'behavior: %s means no balance',
    (input) => {
      expect(parseBalance(input)).toBeUndefined()
    },
  )
})
