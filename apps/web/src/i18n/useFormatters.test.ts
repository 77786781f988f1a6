import { parseUnits, SUPPORTED_LANGUAGES } from '@drc20/core'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createFormatters } from './useFormatters'

describe(createFormatters, () => {
  it('behavior: amounts follow the language separators, exactly', () => {
    expect(createFormatters('en-US').amount(123456789012345678n)).toBe(
      '1,234,567,890.12345678',
    )
    expect(createFormatters('vi').amount(123456789012345678n)).toBe(
      '1.234.567.890,12345678',
    )
  })

  it('behavior: amount-box text has every digit, no grouping, and reads back', () => {
    const vi = createFormatters('vi')
    expect(vi.amountInput(123456789012345678n)).toBe('1234567890,12345678')
    expect(vi.amountInput(50n, 2)).toBe('0,5')
    expect(createFormatters('en-US').amountInput(100_000_000n)).toBe('1')
    for (const language of [
      'en-US',
      'zh-TW',
      'ja-JP',
      'ko-KR',
      'vi',
    ] as const) {
      const format = createFormatters(language)
      const text = format.amountInput(123_456_789_000_001n)
      expect(parseUnits(text, 8, format.separators)._unsafeUnwrap()).toBe(
        123_456_789_000_001n,
      )
      const shown = format.amount(123_456_789_000_001n)
      expect(parseUnits(shown, 8, format.separators)._unsafeUnwrap()).toBe(
        123_456_789_000_001n,
      )
    }
  })

  it('behavior: block heights are grouped per language', () => {
    expect(createFormatters('en-US').integer(5512345)).toBe('5,512,345')
  })

  it.each(SUPPORTED_LANGUAGES)(
    'behavior: %s integers read as Intl writes them',
    (language) => {
      const intl = new Intl.NumberFormat(language, { maximumFractionDigits: 0 })
      const format = createFormatters(language)
      fc.assert(
        fc.property(
          fc
            .oneof(
              fc.integer({ min: -1_000_000, max: 1_000_000 }),
              fc.integer({
                min: Number.MAX_SAFE_INTEGER - 1000,
                max: Number.MAX_SAFE_INTEGER,
              }),
              fc.integer({
                min: Number.MIN_SAFE_INTEGER,
                max: Number.MIN_SAFE_INTEGER + 1000,
              }),
              fc.double({ noNaN: true }),
            )
            .filter((value) => !Object.is(value, -0)),
          (value) => {
            expect(format.integer(value)).toBe(intl.format(value))
          },
        ),
      )
      // Where the two differ: Intl writes "-0".
      expect(format.integer(-0)).toBe('0')
    },
  )
})

describe('createFormatters compactAmount', () => {
  it.each([
    ['en-US', 123_456_789n * 10n ** 8n, '123.45M'],
    ['en-US', 999_999n * 10n ** 8n, '999.99K'],
    ['en-US', 123_456_789n, '1.23'],
    ['en-US', 1n, '<0.01'],
    ['en-US', 0n, '0'],
    ['ja-JP', 123_456_789n * 10n ** 8n, '1.23億'],
    ['vi', 12_345n * 10n ** 8n, '12,34\u00a0N'],
  ] as const)('default: %s %s → %s', (language, value, expected) => {
    expect(createFormatters(language).compactAmount(value)).toBe(expected)
  })
})
