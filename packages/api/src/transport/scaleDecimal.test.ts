import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import { scaleDecimal } from './scaleDecimal.js'

describe(scaleDecimal, () => {
  it.each([
    ['1', 8, 100000000n],
    ['0.12345678', 8, 12345678n],
    ['123456789.87654321', 8, 12345678987654321n],
    ['4.8e+12', 0, 4800000000000n],
    ['3.0298e+13', 0, 30298000000000n],
    ['6.006483036782761195e-05', 18, null],
    ['1.5', 0, null],
    ['0.000000001', 8, null],
    ['', 8, null],
    ['.', 8, null],
    ['abc', 8, null],
    ['1e999999', 0, null],
    ['-2.5', 1, -25n],
  ] as const)('behavior: exact %j x 10^%i → %s', (text, scale, out) => {
    expect(scaleDecimal(text, scale)).toBe(out)
  })

  it('parameters: rounding towardZero drops digits', () => {
    expect(scaleDecimal('6.006483036782761195e-05', 18, 'towardZero')).toBe(
      60064830367827n,
    )
    expect(scaleDecimal('0.123456789', 8, 'towardZero')).toBe(12345678n)
    expect(scaleDecimal('4.1877213e+13', 0, 'towardZero')).toBe(41877213000000n)
  })

  test.prop([fc.bigInt({ min: 0n, max: 10n ** 30n }), fc.nat({ max: 18 })])(
    'property: formatting base units and scaling back is the identity',
    (units, decimals) => {
      const text = units.toString().padStart(decimals + 1, '0')
      const decimal =
        decimals === 0
          ? text
          : `${text.slice(0, -decimals)}.${text.slice(-decimals)}`
      expect(scaleDecimal(decimal, decimals)).toBe(units)
    },
  )
})
