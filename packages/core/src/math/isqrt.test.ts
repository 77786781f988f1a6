import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import { isqrt } from './isqrt.js'
import { mulDivDown, mulDivUp } from './mulDiv.js'

describe(isqrt, () => {
  it.each([
    [0n, 0n],
    [1n, 1n],
    [2n, 1n],
    [3n, 1n],
    [4n, 2n],
    [1_000_000n, 1000n],
    [1_002_000n, 1000n],
    [1_002_001n, 1001n],
    [1_100_000n, 1048n],
    [5_000_000_000_000_000_000_000n, 70_710_678_118n],
  ])('default: isqrt(%s) = %s', (x, r) => {
    expect(isqrt(x)).toBe(r)
  })

  it('behavior: throws on a negative input', () => {
    expect(() => isqrt(-1n)).toThrow(RangeError)
  })

  test.prop([fc.bigInt({ min: 0n, max: 1n << 300n })])(
    'property: r² ≤ x < (r + 1)²',
    (x) => {
      const r = isqrt(x)
      expect(r * r <= x).toBe(true)
      expect((r + 1n) * (r + 1n) > x).toBe(true)
    },
  )
})

describe(mulDivDown, () => {
  it('default: rounds down', () => {
    expect(mulDivDown(7n, 3n, 2n)).toBe(10n)
    expect(mulDivUp(7n, 3n, 2n)).toBe(11n)
    expect(mulDivUp(4n, 3n, 2n)).toBe(6n)
    expect(mulDivUp(0n, 3n, 2n)).toBe(0n)
  })

  it('behavior: throws on a zero denominator or a negative operand', () => {
    expect(() => mulDivDown(1n, 1n, 0n)).toThrow(RangeError)
    expect(() => mulDivUp(-1n, 1n, 1n)).toThrow(RangeError)
  })

  test.prop([
    fc.bigInt({ min: 0n, max: 1n << 128n }),
    fc.bigInt({ min: 0n, max: 1n << 128n }),
    fc.bigInt({ min: 1n, max: 1n << 128n }),
  ])('property: up − down ∈ {0, 1} and brackets the exact value', (a, b, d) => {
    const down = mulDivDown(a, b, d)
    const up = mulDivUp(a, b, d)
    expect(up - down === 0n || up - down === 1n).toBe(true)
    expect(down * d <= a * b && a * b <= up * d).toBe(true)
  })
})
