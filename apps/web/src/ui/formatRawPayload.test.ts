import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import { formatRawPayload } from './formatRawPayload'

describe(formatRawPayload, () => {
  it('default: indented JSON', () => {
    expect(formatRawPayload({ p: 'pair-v1', op: 'swap', amt0: '100' })).toBe(
      '{\n  "p": "pair-v1",\n  "op": "swap",\n  "amt0": "100"\n}',
    )
  })

  it('behavior: invisible and non-ASCII characters are revealed', () => {
    const raw = formatRawPayload({
      tick: 'W\u200bDOGE',
      t2: 'DОGE',
      rtl: '\u202e',
    })
    expect(raw).toContain('"W\\u200bDOGE"')
    expect(raw).toContain('"D\\u041eGE"')
    expect(raw).toContain('"\\u202e"')
  })

  it('behavior: bigints print as digits', () => {
    expect(formatRawPayload({ amt: 2n ** 64n })).toContain(
      '"18446744073709551616"',
    )
  })

  test.prop([fc.dictionary(fc.string(), fc.string())])(
    'property: printable ASCII only, and it parses back to the payload',
    (payload) => {
      const raw = formatRawPayload(payload)
      expect(raw).toMatch(/^[\x20-\x7e\n]*$/)
      expect(JSON.parse(raw)).toEqual(payload)
    },
  )
})
