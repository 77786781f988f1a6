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

  it('behavior: block heights are grouped per language', () => {
    expect(createFormatters('en-US').integer(5512345)).toBe('5,512,345')
  })
})
