import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import { MONEY_RUNS } from '../../../../test/fuzzRuns.js'
import { formatAmount } from './formatAmount.js'
import { type CompactNotation, formatCompact } from './formatCompact.js'
import { parseUnits } from './parseUnits.js'

describe(formatAmount, () => {
  it.each([
    [0n, '0'],
    [1n, '0.00000001'],
    [123_456_789_012_345n, '1,234,567.89012345'],
    [100_000_000_000n, '1,000'],
    [99_999_999_999n, '999.99999999'],
    [-123_456_789_012_345n, '-1,234,567.89012345'],
  ])('default: %s → %s', (value, expected) => {
    expect(formatAmount(value)).toBe(expected)
  })

  it('parameters: maxFractionDigits truncates toward zero', () => {
    expect(formatAmount(199_999_999n, { maxFractionDigits: 2 })).toBe('1.99')
    expect(formatAmount(-199_999_999n, { maxFractionDigits: 2 })).toBe('-1.99')
    expect(formatAmount(199_999_999n, { maxFractionDigits: 0 })).toBe('1')
    expect(formatAmount(-1n, { maxFractionDigits: 2 })).toBe('0')
  })

  it('parameters: decimals', () => {
    expect(formatAmount(1234n, { decimals: 0 })).toBe('1,234')
    expect(formatAmount(1234n, { decimals: 3 })).toBe('1.234')
    expect(formatAmount(10n ** 18n, { decimals: 18 })).toBe('1')
  })

  it('parameters: separators', () => {
    expect(
      formatAmount(123_456_789_050_000n, {
        groupSeparator: '.',
        decimalSeparator: ',',
      }),
    ).toBe('1.234.567,8905')
    expect(formatAmount(123_456_789_000_000n, { groupSeparator: '' })).toBe(
      '1234567.89',
    )
  })

  test.prop([fc.bigInt({ min: 0n, max: 10n ** 30n }), fc.nat(18)], {
    numRuns: MONEY_RUNS,
  })(
    'property: without grouping and truncation it parses back exactly',
    (value, decimals) => {
      const text = formatAmount(value, {
        decimals,
        maxFractionDigits: decimals,
        groupSeparator: '',
      })
      expect(parseUnits(text, decimals)._unsafeUnwrap()).toBe(value)
    },
  )

  test.prop([fc.bigInt({ min: 0n, max: 10n ** 30n }), fc.nat(18), fc.nat(18)], {
    numRuns: MONEY_RUNS,
  })(
    'property: never shows more than the value',
    (value, decimals, maxFractionDigits) => {
      const text = formatAmount(value, {
        decimals,
        maxFractionDigits,
        groupSeparator: '',
      })
      const shown = parseUnits(text, decimals).unwrapOr(-1n)
      expect(shown).toBeGreaterThanOrEqual(0n)
      expect(shown <= value).toBe(true)
      // and loses less than one unit of the last digit shown
      const step = 10n ** BigInt(Math.max(0, decimals - maxFractionDigits))
      expect(value - shown < step).toBe(true)
    },
  )
})

describe(formatCompact, () => {
  const DOGE = 10n ** 8n
  it.each([
    [0n, '0'],
    [1n, '<0.01'],
    [-1n, '>-0.01'],
    [DOGE / 100n, '0.01'],
    [999n * DOGE + 99_999_999n, '999.99'],
    [1000n * DOGE, '1K'],
    [1234n * DOGE, '1.23K'],
    [999_999n * DOGE, '999.99K'],
    [123_456_789n * DOGE, '123.45M'],
    [-123_456_789n * DOGE, '-123.45M'],
    [21n * 10n ** 9n * DOGE, '21B'],
    [1_500_000_000_000n * DOGE, '1.5T'],
    [10n ** 15n * DOGE, '1000T'],
    [12_345n * 10n ** 12n * DOGE, '12,345T'],
  ])('default: %s → %s', (value, expected) => {
    expect(formatCompact(value)).toBe(expected)
  })

  it('parameters: decimals', () => {
    expect(formatCompact(1_234_567n, 0)).toBe('1.23M')
    expect(formatCompact(1_234_567n, 3)).toBe('1.23K')
  })

  const japanese: CompactNotation = {
    units: [
      [16, '京'],
      [12, '兆'],
      [8, '億'],
      [4, '万'],
    ],
    groupSeparator: ',',
    decimalSeparator: '.',
  }
  it.each([
    [9_999n, '9,999'],
    [10_000n, '1万'],
    [99_999_999n, '9999.99万'],
    [123_456_789n, '1.23億'],
    [-123_456_789n, '-1.23億'],
    [123_456_789n * 10n ** 15n, '12,345,678.9京'],
  ])('parameters: notation with other units, %s → %s', (value, expected) => {
    expect(formatCompact(value, 0, japanese)).toBe(expected)
  })

  it('parameters: notation separators and compactFrom', () => {
    const vietnamese: CompactNotation = {
      units: [
        [6, '\u00a0Tr'],
        [3, '\u00a0N'],
      ],
      groupSeparator: '.',
      decimalSeparator: ',',
      compactFrom: 10_000n,
    }
    expect(formatCompact(9_999_99n, 2, vietnamese)).toBe('9.999,99')
    expect(formatCompact(12_345_67n, 2, vietnamese)).toBe('12,34\u00a0N')
    expect(formatCompact(1_234_567_890n, 0, vietnamese)).toBe('1234,56\u00a0Tr')
    expect(formatCompact(1n, 8, vietnamese)).toBe('<0,01')
  })
})
