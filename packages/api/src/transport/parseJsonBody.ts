import { parse } from 'lossless-json'
import { err, ok, type Result } from 'neverthrow'

export type ParseJsonBodyError = {
  readonly kind: 'decode'
  readonly message: string
  readonly cause: unknown
}

export type ParseJsonBodyOptions = {
  /**
   * `exact` (default): integers outside the safe range (|n| > 2^53 - 1)
   * become `bigint`, every other number a `number`. `text`: every number is
   * kept as its literal decimal text (a string), for exact decimal
   * arithmetic (DOGE balances, prices).
   */
  readonly numbers?: 'exact' | 'text'
}

/**
 * Parses a response body without losing integer precision: integers that do
 * not fit a double exactly (v3 amounts above 2^53, 41-digit supply caps,
 * even ones a double happens to represent) become `bigint`, so a schema can
 * tell an exact amount from a rounded one.
 */
export function parseJsonBody(
  text: string,
  options: ParseJsonBodyOptions = {},
): Result<unknown, ParseJsonBodyError> {
  try {
    if (options.numbers === 'text') return ok(parse(text, null, keepText))
    // Fast path: without a 16+ digit literal no integer can exceed 2^53, so
    // the native parser gives the same values about five times faster.
    if (!MAY_HOLD_UNSAFE_INTEGER.test(text)) return ok(JSON.parse(text))
    return ok(parse(text, null, parseNumber))
  } catch (cause) {
    return err({ kind: 'decode', message: 'Response is not valid JSON', cause })
  }
}

/**
 * A number token of 16 or more digits after `:`, `[`, `,` or at the start.
 * Anything above 2^53 - 1 (16 digits) matches; a match inside a string only
 * costs the slow path.
 */
const MAY_HOLD_UNSAFE_INTEGER = /(?:^|[:[,])\s*-?\d{16,}/

function parseNumber(value: string): number | bigint {
  if (/^-?\d+$/.test(value)) {
    const asNumber = Number(value)
    return Number.isSafeInteger(asNumber) ? asNumber : BigInt(value)
  }
  return Number(value)
}

function keepText(value: string): string {
  return value
}

/**
 * Returns the text of the first complete top-level JSON value of `text`, or
 * `null` when there is none. Used for the file-exchange defect where the
 * server writes two objects back to back (docs/api.md §8.12).
 */
export function getLeadingJsonValue(text: string): string | null {
  const start = text.search(/\S/)
  if (start < 0) return null
  const open = text[start]
  if (open !== '{' && open !== '[') return null
  let depth = 0
  let inString = false
  for (let i = start; i < text.length; i++) {
    const c = text[i]
    if (inString) {
      if (c === '\\') i++
      else if (c === '"') inString = false
    } else if (c === '"') inString = true
    else if (c === '{' || c === '[') depth++
    else if (c === '}' || c === ']') {
      depth--
      if (depth === 0) return text.slice(start, i + 1)
    }
  }
  return null
}
