import { fc, test } from '@fast-check/vitest'
import { parse } from 'lossless-json'
import { describe, expect, it } from 'vitest'
import { parseJsonBody } from './parseJsonBody.js'

describe(parseJsonBody, () => {
  it('behavior: keeps integers above 2^53 exact as bigint', () => {
    const body =
      '{"amt": 25472476832624344, "cap": 99999999999999999999999999999999999999999}'
    expect(parseJsonBody(body)._unsafeUnwrap()).toEqual({
      amt: 25472476832624344n,
      cap: 99999999999999999999999999999999999999999n,
    })
  })

  it('behavior: small integers and floats stay numbers', () => {
    expect(parseJsonBody('[1, 0.5, -3, 1.2e-7]')._unsafeUnwrap()).toEqual([
      1, 0.5, -3, 1.2e-7,
    ])
  })

  it.each(['', 'null x', '<html>', '{"a":'])(
    'behavior: %j is a decode error',
    (body) => {
      expect(parseJsonBody(body)._unsafeUnwrapErr().kind).toBe('decode')
    },
  )

  test.prop([fc.string()])('property: never throws', (body) => {
    expect(() => parseJsonBody(body)).not.toThrow()
  })
})

describe('parseJsonBody: fast path', () => {
  const bigJson = fc
    .letrec((tie) => ({
      value: fc.oneof(
        { depthSize: 'small' },
        fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }).map(String),
        fc
          .double({ noNaN: true, noDefaultInfinity: true })
          .map((d) => JSON.stringify(d)),
        fc.string().map((s) => JSON.stringify(s)),
        fc.constantFrom('null', 'true', 'false'),
        fc.array(tie('value'), { maxLength: 4 }).map((a) => `[${a.join(',')}]`),
        fc
          // Unique keys: duplicate-key handling differs between parsers and
          // Go never writes duplicates.
          .uniqueArray(fc.tuple(fc.string(), tie('value')), {
            maxLength: 4,
            selector: ([key]) => key,
          })
          .map(
            (entries) =>
              `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${v}`).join(' , ')}}`,
          ),
      ),
    }))
    .value.map((text) => text as string)

  test.prop([bigJson])(
    'property: same values as the lossless parser for any JSON',
    (text) => {
      const fast = parseJsonBody(text)._unsafeUnwrap()
      const slow = parse(text, null, (v) => {
        const n = Number(v)
        return /^-?\d+$/.test(v) && !Number.isSafeInteger(n) ? BigInt(v) : n
      })
      expect(fast).toEqual(slow)
    },
  )

  it('behavior: unsafe integers anywhere still become bigint', () => {
    expect(parseJsonBody('9007199254740993')._unsafeUnwrap()).toBe(
      9007199254740993n,
    )
    expect(parseJsonBody('[ -9007199254740993]')._unsafeUnwrap()).toEqual([
      -9007199254740993n,
    ])
    expect(parseJsonBody('{"a":\n 99999999999999999}')._unsafeUnwrap()).toEqual(
      {
        a: 99999999999999999n,
      },
    )
  })
})
