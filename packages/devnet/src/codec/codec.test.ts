import { fc, test } from '@fast-check/vitest'
import { parse } from 'lossless-json'
import { describe, expect, it } from 'vitest'
import { parseTagged, stringifyTagged } from './taggedJson.js'
import { formatGoFloat, writeWireJson } from './writeWireJson.js'

describe(stringifyTagged, () => {
  test.prop([fc.bigInt({ min: -(10n ** 45n), max: 10n ** 45n })])(
    'property: bigints round-trip exactly',
    (n) => {
      expect(parseTagged(stringifyTagged({ n, list: [n] }))).toEqual({
        n,
        list: [n],
      })
    },
  )
})

describe(writeWireJson, () => {
  test.prop([fc.bigInt({ min: 0n, max: 10n ** 45n })])(
    'property: a bigint is written as a bare number, digit for digit',
    (n) => {
      const text = writeWireJson({ amt: n })
      expect(text).toBe(`{"amt":${n}}`)
      expect(String((parse(text) as { amt: unknown }).amt)).toBe(n.toString())
    },
  )

  it('behavior: escapes <, > and & like gin', () => {
    expect(writeWireJson({ s: '<a&b>' })).toBe(
      '{"s":"\\u003ca\\u0026b\\u003e"}',
    )
  })

  it.each([
    [0.0006, '0.0006'],
    [1.2e-7, '1.2e-07'],
    [5.431e-6, '0.000005431'],
    [1e21, '1e+21'],
    [30600000000000, '30600000000000'],
  ])('behavior: float64 %s is written %s (Go encoding/json)', (x, text) => {
    expect(formatGoFloat(x)).toBe(text)
  })
})
