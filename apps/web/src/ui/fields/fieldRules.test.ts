import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import {
  clampSlider,
  formatNumberFieldText,
  getNumberFieldState,
} from './fieldRules'

describe(getNumberFieldState, () => {
  it.each([
    ['0.5', '.', { value: 0.5, error: undefined, inRange: true }],
    ['0,5', ',', { value: 0.5, error: undefined, inRange: true }],
    ['0.5', ',', { value: 0.5, error: undefined, inRange: true }],
    ['120', '.', { value: 120, error: 'ABOVE_MAX', inRange: false }],
    ['-1', '.', { value: undefined, error: 'INVALID', inRange: false }],
    ['1,000', '.', { value: undefined, error: 'INVALID', inRange: false }],
    ['.', '.', { value: undefined, error: 'INVALID', inRange: false }],
    ['abc', '.', { value: undefined, error: 'INVALID', inRange: false }],
    ['  ', '.', { value: undefined, error: undefined, inRange: false }],
  ] as const)('behavior: %s with %s', (text, mark, expected) => {
    expect(getNumberFieldState(text, { max: 100 }, mark)).toEqual(expected)
  })

  it('behavior: below min is out of range but not an error (an error shows only above max)', () => {
    expect(getNumberFieldState('0.01', { min: 0.1, max: 50 }, '.')).toEqual({
      value: 0.01,
      error: undefined,
      inRange: false,
    })
  })
})

describe(formatNumberFieldText, () => {
  it('behavior: the language mark, blank for nothing', () => {
    expect(formatNumberFieldText(0.5, ',')).toBe('0,5')
    expect(formatNumberFieldText(12, ',')).toBe('12')
    expect(formatNumberFieldText(undefined, '.')).toBe('')
  })
})

describe(clampSlider, () => {
  it.each([
    [120, 100],
    [-3, 0],
    [33.3333, 33.33],
    [0.1 + 0.2, 0.3],
    [Number.NaN, 0],
  ])('behavior: %d → %d', (value, expected) => {
    expect(clampSlider(value)).toBe(expected)
  })

  test.prop([
    fc.double(),
    fc.integer({ min: -50, max: 50 }),
    fc.integer({ min: 0, max: 200 }),
  ])('property: always within [min, max]', (value, min, span) => {
    const result = clampSlider(value, { min, max: min + span, step: 0.5 })
    expect(result).toBeGreaterThanOrEqual(min)
    expect(result).toBeLessThanOrEqual(min + span)
  })
})
