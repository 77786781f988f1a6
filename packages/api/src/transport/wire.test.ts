import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { parseJsonBody } from './parseJsonBody.js'
import { dnum, dstr, f64, f64Amount, nstr } from './wire.js'

function decode(schema: v.GenericSchema, json: string) {
  return v.safeParse(schema, parseJsonBody(json)._unsafeUnwrap())
}

describe('amount primitives refuse negatives (balances, reserves, supplies, rewards)', () => {
  it.each([
    ['dstr', dstr, '"-5"'],
    ['dstr', dstr, '"-0"'],
    ['dnum', dnum, '-5'],
    ['dnum (beyond 2^53)', dnum, '-25472476832624344123'],
    ['f64Amount', f64Amount, '-1000'],
    ['nstr', nstr, '"-4.8e+12"'],
    ['nstr (rounding to zero)', nstr, '"-0.5"'],
  ])('behavior: %s refuses %s', (_, schema, json) => {
    expect(decode(schema, json).success).toBe(false)
  })

  it.each([
    ['dstr', dstr, '"0"', 0n],
    ['dstr', dstr, '"25472476832624344"', 25472476832624344n],
    ['dnum', dnum, '25472476832624344123', 25472476832624344123n],
    ['f64Amount', f64Amount, '4.8e+12', 4_800_000_000_000n],
    ['nstr', nstr, '"4.8e+12"', 4_800_000_000_000n],
  ])('default: %s keeps %s', (_, schema, json, expected) => {
    expect(decode(schema, json)).toMatchObject({
      success: true,
      output: expected,
    })
  })
})

describe('floats must be finite', () => {
  it.each([
    ['f64', f64, '1e999'],
    ['f64', f64, '-1e999'],
    ['f64 (a 400-digit integer)', f64, '9'.repeat(400)],
    ['f64Amount', f64Amount, '1e999'],
  ])('behavior: %s refuses %s', (_, schema, json) => {
    expect(decode(schema, json).success).toBe(false)
  })

  it('default: a negative finite float (a price change) is kept', () => {
    expect(decode(f64, '-12.5')).toMatchObject({ success: true, output: -12.5 })
  })
})
