import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import { MONEY_RUNS } from '../../../../test/fuzzRuns.js'
import { formatAmount } from './formatAmount.js'
import { normalizeDecimalText } from './normalizeDecimalText.js'
import { parseUnits } from './parseUnits.js'

const EN = { decimalSeparator: '.', groupSeparator: ',' }
const VI = { decimalSeparator: ',', groupSeparator: '.' }

describe(normalizeDecimalText, () => {
  it.each([
    ['1.5', {}, '1.5'],
    ['  12  ', {}, '12'],
    ['1,234,567.25', EN, '1234567.25'],
    ['1,000', EN, '1000'],
    ['1.234.567,25', VI, '1234567.25'],
    ['1.000', VI, '1000'],
    ['0,00000001', VI, '0.00000001'],
    [',5', VI, '.5'],
    ['5,', VI, '5.'],
  ])('default: %j in %j → %j', (text, separators, expected) => {
    expect(normalizeDecimalText(text, separators)._unsafeUnwrap()).toBe(
      expected,
    )
  })

  it.each([
    ['1,5', EN, '.'],
    ['1,5', {}, '.'],
    ['1,0000', EN, '.'],
    ['1.5', VI, ','],
    ['1.', VI, ','],
    ['.5', VI, ','],
  ])(
    'behavior: %j in %j is the wrong mark (use %j)',
    (text, separators, mark) => {
      expect(normalizeDecimalText(text, separators)._unsafeUnwrapErr()).toEqual(
        {
          code: 'WRONG_DECIMAL_SEPARATOR',
          decimalSeparator: mark,
        },
      )
    },
  )

  it.each([
    ['12,34,567', EN],
    ['1,000,5', EN],
    ['1.2.3', EN],
    ['1.000,5.3', VI],
    ['abc', EN],
    ['', EN],
  ])('behavior: %j in %j is left for the syntax check', (text, separators) => {
    const result = normalizeDecimalText(text, separators)
    expect(result.isOk()).toBe(true)
    expect(parseUnits(result._unsafeUnwrap()).isOk()).toBe(false)
  })

  it('behavior: a decimal mark equal to the group separator is a bug', () => {
    expect(() =>
      normalizeDecimalText('1', { decimalSeparator: ',', groupSeparator: ',' }),
    ).toThrow('INVALID_SEPARATORS')
  })

  test.prop(
    [fc.bigInt({ min: 0n, max: 10n ** 30n }), fc.constantFrom(EN, VI)],
    {
      numRuns: MONEY_RUNS,
    },
  )(
    'property: what the screen shows reads back to the same base units',
    (value, separators) => {
      const shown = formatAmount(value, { ...separators })
      expect(parseUnits(shown, 8, separators)._unsafeUnwrap()).toBe(value)
    },
  )

  test.prop([fc.string(), fc.constantFrom(EN, VI, {})])(
    'property: total; the result only drops group marks and swaps the decimal mark',
    (text, separators) => {
      const result = normalizeDecimalText(text, separators)
      if (result.isErr()) return
      expect(result.value.length).toBeLessThanOrEqual(text.trim().length)
    },
  )
})
