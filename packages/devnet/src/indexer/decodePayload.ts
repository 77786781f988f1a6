import { goByteLength, goCompare, goToUpper } from './settlement/goStrings.js'

/**
 * Go `encoding/json` into typed structs, as the indexer decodes an
 * inscription (docs/protocol.md §1.1, 1.2). A type mismatch or an unparsable number
 * makes the whole inscription ignored, so the readers throw `Ignored`.
 */
export class Ignored extends Error {
  constructor(reason: string) {
    super(reason)
    this.name = 'Ignored'
  }
}

export type RawPayload = Readonly<Record<string, unknown>>

export function parsePayload(text: string): RawPayload {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    throw new Ignored('json error')
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new Ignored('json error')
  }
  return value as RawPayload
}

/** Go matches an exact key first, then a case-insensitive one. */
function field(payload: RawPayload, name: string): unknown {
  if (Object.hasOwn(payload, name)) return payload[name]
  const lower = name.toLowerCase()
  for (const key of Object.keys(payload)) {
    if (key.toLowerCase() === lower) return payload[key]
  }
  return undefined
}

/** A string field; absent or null → ''. A non-string is a type error. */
export function readString(payload: RawPayload, name: string): string {
  const v = field(payload, name)
  if (v === undefined || v === null) return ''
  if (typeof v !== 'string') throw new Ignored(`json: ${name} is not a string`)
  return v
}

/** Go `big.Int.SetString(s, 10)`; empty / absent → 0 (docs/protocol.md §1.1). */
export function readAmount(payload: RawPayload, name: string): bigint {
  const s = readString(payload, name)
  if (s === '') return 0n
  if (!/^[+-]?\d+$/.test(s)) throw new Ignored('number error')
  return BigInt(s)
}

/** A JSON integer field (no quotes, no fraction); absent/null → 0. */
export function readInteger(
  payload: RawPayload,
  name: string,
  { unsigned = false }: { unsigned?: boolean } = {},
): number {
  const v = field(payload, name)
  if (v === undefined || v === null) return 0
  if (typeof v !== 'number' || !Number.isInteger(v)) {
    throw new Ignored(`json: ${name} is not an integer`)
  }
  if (unsigned && v < 0) throw new Ignored(`json: ${name} is negative`)
  return v
}

/** Go `strings.ToUpper` over all of Unicode (docs/protocol.md §1.3). */
export const upperTick = goToUpper

/** Length in UTF-8 bytes (tick length checks, 1.3). */
export const byteLength = goByteLength

/** Go string comparison: byte order of the UTF-8 encodings. */
export const compareBytes = goCompare
