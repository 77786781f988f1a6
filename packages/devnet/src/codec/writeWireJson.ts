/**
 * Serialises a response body the way the indexer's Go `encoding/json` does:
 * a `bigint` becomes a bare JSON number of any size (the v3 `dnum` wire type,
 * never rounded through a double), `<`, `>` and `&` inside strings are escaped
 * as `\u003c`, `\u003e`, `\u0026` (gin `c.JSON`), and non-finite numbers are
 * refused (Go would fail too). Strings stay strings, so the v4 `dstr` amounts
 * are passed as decimal strings by the route code.
 */
export function writeWireJson(value: unknown): string {
  const parts: string[] = []
  write(value, parts)
  return parts.join('')
}

/** A float64 the way Go's `encoding/json` writes it (no exponent below 1e21 down to 1e-6). */
export function formatGoFloat(x: number): string {
  if (!Number.isFinite(x)) throw new RangeError(`cannot encode ${x}`)
  if (x === 0) return '0'
  const abs = Math.abs(x)
  if (abs < 1e-6 || abs >= 1e21) {
    // Go writes the exponent with at least two digits: 1.2e-07.
    return x
      .toExponential()
      .replace(/e([+-])(\d)$/, (_m, sign: string, d: string) => `e${sign}0${d}`)
  }
  // JavaScript switches to exponent form at the same bounds as Go.
  return String(x)
}

const escapes: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
}

const NEEDS_ESCAPE = /[<>&\u2028\u2029]/
const ESCAPABLE = /[<>&\u2028\u2029]/g

/** One JSON string literal, escaped like gin (`<` → `\u003c`, …). */
export function jsonString(s: string): string {
  const json = JSON.stringify(s)
  return NEEDS_ESCAPE.test(json)
    ? json.replace(ESCAPABLE, (c) => escapes[c] ?? c)
    : json
}

function writeString(s: string, parts: string[]): void {
  parts.push(jsonString(s))
}

function write(value: unknown, parts: string[]): void {
  switch (typeof value) {
    case 'bigint':
      parts.push(value.toString())
      return
    case 'number':
      parts.push(formatGoFloat(value))
      return
    case 'string':
      writeString(value, parts)
      return
    case 'boolean':
      parts.push(value ? 'true' : 'false')
      return
    case 'undefined':
      parts.push('null')
      return
    case 'object': {
      if (value === null) {
        parts.push('null')
        return
      }
      if (Array.isArray(value)) {
        parts.push('[')
        for (let i = 0; i < value.length; i++) {
          if (i > 0) parts.push(',')
          write(value[i], parts)
        }
        parts.push(']')
        return
      }
      parts.push('{')
      let first = true
      for (const [k, v] of Object.entries(value)) {
        if (v === undefined) continue
        if (!first) parts.push(',')
        first = false
        writeString(k, parts)
        parts.push(':')
        write(v, parts)
      }
      parts.push('}')
      return
    }
    default:
      throw new TypeError(`cannot encode a ${typeof value}`)
  }
}
