import { isSafeNumber, parse } from 'lossless-json'
import { err, ok, type Result } from 'neverthrow'

export type ParseJsonBodyError = {
  readonly kind: 'decode'
  readonly message: string
  readonly cause: unknown
}

/**
 * Parses a response body without losing integer precision: integers that do
 * not fit a double (v3 amounts above 2^53, 41-digit supply caps) become
 * `bigint`; every other number stays a `number`.
 */
export function parseJsonBody(
  text: string,
): Result<unknown, ParseJsonBodyError> {
  try {
    return ok(parse(text, null, parseNumber))
  } catch (cause) {
    return err({ kind: 'decode', message: 'Response is not valid JSON', cause })
  }
}

function parseNumber(value: string): number | bigint {
  if (/^-?\d+$/.test(value) && !isSafeNumber(value)) return BigInt(value)
  return Number(value)
}
