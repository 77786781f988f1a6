import { fc, test } from '@fast-check/vitest'
import { describe, expect } from 'vitest'
import { MONEY_RUNS } from '../../../../test/fuzzRuns.js'
import { parseBalance, parseBaseUnits } from './parseBalance.js'

describe(parseBaseUnits, () => {
  test.prop([fc.bigInt({ min: 0n, max: 10n ** 30n })], { numRuns: MONEY_RUNS })(
    'property: integer strings round-trip exactly',
    (value) => {
      expect(parseBaseUnits(value.toString())).toBe(value)
    },
  )

  test.prop(
    [
      fc.bigInt({ min: 0n, max: 10n ** 20n }),
      fc.stringMatching(/^[0-9]{1,12}$/),
    ],
    { numRuns: MONEY_RUNS },
  )('property: a fraction is dropped, never rounded up', (whole, fraction) => {
    expect(parseBaseUnits(`${whole}.${fraction}`)).toBe(whole)
  })

  test.prop(
    [fc.double({ min: 0, max: Number.MAX_SAFE_INTEGER, noNaN: true })],
    {
      numRuns: MONEY_RUNS,
    },
  )('property: numbers round down: result ≤ value < result + 1', (value) => {
    const parsed = parseBaseUnits(value)
    expect(parsed).toBeDefined()
    expect(Number(parsed) <= value).toBe(true)
    expect(value < Number(parsed) + 1).toBe(true)
  })
})

describe(parseBalance, () => {
  test.prop([fc.anything()])('property: never throws', (value) => {
    const parsed = parseBalance(value)
    if (parsed !== undefined) {
      expect(parsed.unconfirmed >= 0n).toBe(true)
      expect(parsed.confirmed >= 0n).toBe(true)
    }
  })
})
