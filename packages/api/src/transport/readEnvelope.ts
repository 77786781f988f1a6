import { err, ok, type Result } from 'neverthrow'
import { type ApiError, decodeError } from '../errors.js'
import { getLeadingJsonValue, parseJsonBody } from './parseJsonBody.js'
import type { HttpText } from './requestText.js'

export type Envelope = {
  readonly data: unknown
  readonly total: unknown
}

/**
 * Applies the provider's success rule (docs/api.md §2): HTTP 200 AND the
 * body parses to an object AND `code === 200`; everything else is an error.
 * Covers the ten failure shapes: envelopes with code 400/500 under HTTP
 * 200/400/500, bare strings, `null`, `{}`/driver structs, `{error}`, empty
 * bodies, and two objects back to back.
 */
export function readEnvelope({
  status,
  text,
}: HttpText): Result<Envelope, ApiError> {
  if (status !== 200) {
    return err({
      kind: 'http',
      status,
      message: `HTTP error! status: ${status}`,
      serverMessage: getServerMessage(text),
    })
  }
  if (text.trim() === '') return err(decodeError('empty body'))
  const parsed = parseJsonBody(text)
  if (parsed.isErr()) {
    const leading = getLeadingJsonValue(text)
    const first = leading === null ? undefined : parseJsonBody(leading)
    if (first?.isOk() && isRecord(first.value)) {
      const error = getBodyError(first.value)
      if (error !== null) return err(error)
    }
    return err(decodeError('body is not valid JSON', '', parsed.error.cause))
  }
  const body = parsed.value
  if (typeof body === 'string') {
    return err({ kind: 'api', code: null, message: body })
  }
  if (!isRecord(body)) {
    return err(decodeError(`body is ${describe(body)}, not an object`))
  }
  const error = getBodyError(body)
  if (error !== null) return err(error)
  if (body.code !== 200) {
    return err(decodeError('envelope has no numeric code', 'code'))
  }
  return ok({ data: body.data, total: body.total })
}

/** The error an object body carries, or null when it reads as a success. */
function getBodyError(body: Record<string, unknown>): ApiError | null {
  const code = typeof body.code === 'number' ? body.code : null
  if (body.error !== undefined && body.error !== null) {
    return { kind: 'api', code, message: toText(body.error) }
  }
  if (code !== null && code !== 200) {
    return { kind: 'api', code, message: toText(body.msg) }
  }
  return null
}

/** Message of a non-200 body: `msg`, then `error`, then a bare string. */
function getServerMessage(text: string): string | null {
  const parsed = parseJsonBody(text)
  if (parsed.isErr()) return text.trim() === '' ? null : text.slice(0, 500)
  const body = parsed.value
  if (typeof body === 'string') return body
  if (!isRecord(body)) return null
  if (typeof body.msg === 'string' && body.msg !== '') return body.msg
  if (typeof body.error === 'string') return body.error
  return null
}

function toText(value: unknown): string {
  if (typeof value === 'string') return value
  if (value === undefined || value === null) return ''
  // Parsed JSON has no cycles, so stringify cannot throw here.
  return JSON.stringify(value, (_key, v) =>
    typeof v === 'bigint' ? v.toString() : v,
  )
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function describe(value: unknown): string {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'an array'
  return `a ${typeof value}`
}
