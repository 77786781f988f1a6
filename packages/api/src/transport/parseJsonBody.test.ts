import { fc, test } from '@fast-check/vitest'
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
