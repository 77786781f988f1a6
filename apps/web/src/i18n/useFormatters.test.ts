import { parseUnits } from '@drc20/core'
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
})
