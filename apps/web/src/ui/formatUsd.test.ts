import { describe, expect, it } from 'vitest'
import { formatUsd } from './formatUsd'

const en = { groupSeparator: ',', decimalSeparator: '.' }
const vi = { groupSeparator: '.', decimalSeparator: ',' }

describe(formatUsd, () => {
  it.each([
    ['1234.567', en, '$1,234.56'],
    ['1234.567', vi, '$1.234,56'],
    ['0', en, '$0.00'],
    ['0.004', en, '< $0.01'],
    ['0.004', vi, '< $0,01'],
    ['0.01', en, '$0.01'],
    ['-2.5', en, '-$2.50'],
    ['NaN', en, undefined],
  ] as const)('behavior: %s → %s', (value, separators, expected) => {
    expect(formatUsd(value, separators)).toBe(expected)
  })
})
