import { fc, test } from '@fast-check/vitest'
import { describe, expect } from 'vitest'
import { normalizeEnvelope } from '../errors/normalizeEnvelope.js'
import {
  METHOD_PROTOCOLS,
  type PayloadMethod,
  validateWalletPayload,
} from './validateWalletPayload.js'

const methods = Object.keys(METHOD_PROTOCOLS) as PayloadMethod[]

describe(validateWalletPayload, () => {
  test.prop([fc.constantFrom(...methods), fc.anything()])(
    'property: never throws on any input',
    (method, payload) => {
      validateWalletPayload(method, payload)
    },
  )

  test.prop([
    fc.constantFrom(...methods),
    fc.dictionary(
      fc.constantFrom('p', 'op', 'tick', 'amt', 'amt0', 'doge', 'to', 'x'),
      fc.oneof(fc.string(), fc.integer(), fc.constant(undefined)),
    ),
  ])(
    'property: what passes has only string or safe-integer values and a p the method carries',
    (method, payload) => {
      const result = validateWalletPayload(method, payload)
      if (result.isErr()) return
      const allowed: readonly string[] = METHOD_PROTOCOLS[method]
      expect(allowed).toContain(result.value.p)
      for (const value of Object.values(result.value)) {
        expect(typeof value === 'string' || Number.isSafeInteger(value)).toBe(
          true,
        )
      }
    },
  )
})

describe(normalizeEnvelope, () => {
  test.prop([fc.anything()])(
    'property: never throws; success always carries a 64-hex hash',
    (value) => {
      const result = normalizeEnvelope(value, 'createSwap')
      if (result.isOk()) expect(result.value.txHash).toMatch(/^[0-9a-f]{64}$/)
    },
  )
})
