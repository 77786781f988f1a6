import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import { getDecimalMarkHint } from './normalizeDecimalText.js'
import { parseUnits } from './parseUnits.js'

const EN = { decimalSeparator: '.', groupSeparator: ',' }
const VI = { decimalSeparator: ',', groupSeparator: '.' }
/** The other notation: how a reader with the other habit reads the text. */
const OTHER = new Map([
  [EN, VI],
  [VI, EN],
])

const read = (text: string, separators: typeof EN) => {
  const parsed = parseUnits(text, 8, separators)
  return parsed.isOk() ? parsed.value : undefined
}

/** Typed text: anything from digits, both marks and spaces, or the risky shape. */
const typed = fc.oneof(
  fc.string({
    unit: fc.constantFrom('0', '1', '2', '5', '9', '.', ',', ' '),
    maxLength: 10,
  }),
  fc
    .tuple(
      fc.stringMatching(/^\d{1,4}$/),
      fc.constantFrom('.', ','),
      fc.stringMatching(/^\d{2,4}$/),
    )
    .map(([a, mark, b]) => `${a}${mark}${b}`),
)

describe(getDecimalMarkHint, () => {
  it.each([
    ['1.234', VI, '1,234'],
    [' 12.345 ', VI, '12,345'],
    ['0.500', VI, '0,500'],
    ['999.000', VI, '999,000'],
    ['1,234', EN, '1.234'],
    ['12,500', EN, '12.500'],
  ])('default: %j in %j may mean %j', (text, separators, suggestion) => {
    expect(getDecimalMarkHint(text, separators)).toEqual({
      code: 'GROUP_MARK_MAY_BE_DECIMAL',
      groupSeparator: separators.groupSeparator,
      suggestion,
    })
  })

  it.each([
    ['1.234.567', VI],
    ['1.234,5', VI],
    ['1234', VI],
    ['1,234', VI],
    ['1.23', VI],
    ['1234.567', VI],
    ['0.000', VI],
    ['1.234', EN],
    ['1,234.5', EN],
    ['1,234,567', EN],
    ['1,5', EN],
    ['1.234', {}],
    ['1,234', { decimalSeparator: '.' }],
    ['1 234', { decimalSeparator: ',', groupSeparator: ' ' }],
  ])('behavior: no hint for %j in %j', (text, separators) => {
    expect(getDecimalMarkHint(text, separators)).toBeUndefined()
  })

  test.prop([typed, fc.constantFrom(EN, VI)])(
    'property: a hint exactly when the other notation reads a smaller amount',
    (text, separators) => {
      const hint = getDecimalMarkHint(text, separators)
      const asTyped = read(text, separators)
      const otherReading = read(text, OTHER.get(separators) ?? separators)
      const ambiguous =
        asTyped !== undefined &&
        otherReading !== undefined &&
        otherReading < asTyped
      // Never for text both notations read alike, or one of them refuses.
      expect(hint !== undefined).toBe(ambiguous)
    },
  )

  test.prop([typed, fc.constantFrom(EN, VI)])(
    'property: the suggestion reads, here, as the other notation reads the text: 1000 times smaller',
    (text, separators) => {
      const hint = getDecimalMarkHint(text, separators)
      if (hint === undefined) return
      const asTyped = read(text, separators)
      const suggested = read(hint.suggestion, separators)
      expect(suggested).toBe(read(text, OTHER.get(separators) ?? separators))
      expect(suggested).toBeDefined()
      expect((suggested ?? 0n) * 1000n).toBe(asTyped)
      expect(suggested).toBeLessThan(asTyped ?? 0n)
      // The suggestion itself is unambiguous: no second hint.
      expect(getDecimalMarkHint(hint.suggestion, separators)).toBeUndefined()
    },
  )
})
