import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import { getDecimalMarkHint } from './getDecimalMarkHint.js'
import { parseUnits } from './parseUnits.js'

const EN = { decimalSeparator: '.', groupSeparator: ',' }
const VI = { decimalSeparator: ',', groupSeparator: '.' }

describe(getDecimalMarkHint, () => {
  it.each([
    ['1.234', '1,234'],
    [' 12.345 ', '12,345'],
    ['0.500', '0,500'],
    ['999.000', '999,000'],
  ])('default: %j in Vietnamese may mean %j', (text, asDecimal) => {
    expect(getDecimalMarkHint(text, VI)).toEqual({
      code: 'DOT_READ_AS_GROUP',
      asDecimal,
    })
  })

  it.each([
    ['1.234.567', VI],
    ['1.234,5', VI],
    ['1234', VI],
    ['1,234', VI],
    ['1.23', VI],
    ['1234.567', VI],
    ['1,234', EN],
    ['1.234', EN],
    ['1.234', {}],
  ])('behavior: no hint for %j in %j', (text, separators) => {
    expect(getDecimalMarkHint(text, separators)).toBeUndefined()
  })

  test.prop([
    fc.integer({ min: 0, max: 999 }),
    fc.integer({ min: 0, max: 999 }),
  ])('property: the two readings differ by a factor of 1000', (whole, part) => {
    const text = `${whole}.${String(part).padStart(3, '0')}`
    const hint = getDecimalMarkHint(text, VI)
    if (whole === 0 && part === 0) return
    // As typed, the dot groups thousands…
    const read = parseUnits(text, 8, VI)._unsafeUnwrap()
    // …and the hint's reading is 1000× smaller.
    const meant = parseUnits(hint?.asDecimal ?? '', 8, VI)._unsafeUnwrap()
    expect(read).toBe(meant * 1000n)
  })
})
