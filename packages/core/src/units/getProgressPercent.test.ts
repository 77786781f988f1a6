import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import { MONEY_RUNS } from '../../../../test/fuzzRuns.js'
import { getProgressPercent } from './getProgressPercent.js'

describe(getProgressPercent, () => {
  it.each([
    [0n, 100n, 0],
    [1n, 3n, 33.33],
    [2n, 3n, 66.66],
    [99_999n, 100_000n, 99.99],
    [100n, 100n, 100],
    [150n, 100n, 100],
    [-5n, 100n, 0],
    [5n, 0n, 0],
    [5n, -10n, 0],
  ])('default: %s of %s → %s', (value, total, expected) => {
    expect(getProgressPercent(value, total)).toBe(expected)
  })

  test.prop([fc.bigInt(), fc.bigInt()], { numRuns: MONEY_RUNS })(
    'property: within 0..100 with at most two decimals',
    (value, total) => {
      const percent = getProgressPercent(value, total)
      expect(percent).toBeGreaterThanOrEqual(0)
      expect(percent).toBeLessThanOrEqual(100)
      expect(Math.round(percent * 100) / 100).toBe(percent)
      if (percent === 100) expect(value >= total).toBe(true)
    },
  )
})
