import { err, ok, type Result, type ResultAsync } from 'neverthrow'
import { type ApiError, decodeError } from '../errors.js'
import { parseJsonBody } from '../transport/parseJsonBody.js'
import { isRecord } from '../transport/readEnvelope.js'
import { requestText } from '../transport/requestText.js'
import type {
  ApiTransport,
  CallOptions,
  ServiceEndpoint,
} from '../transport/types.js'

/**
 * Calls a side service and parses its JSON body with every number kept as
 * its decimal text (exact DOGE amounts and prices). Non-200 is `http`; an
 * object with an `error` field, or a non-200 envelope `code`, is `api`.
 */
export function requestService(
  transport: ApiTransport,
  endpoint: ServiceEndpoint,
  init: { readonly body?: RequestInit['body'] },
  options?: CallOptions,
): ResultAsync<Record<string, unknown>, ApiError> {
  const method = endpoint.method ?? (init.body === undefined ? 'GET' : 'POST')
  // A bodiless POST still sends `{}`: the provider's handlers reject an
  // empty body (docs/api.md §1).
  const request: RequestInit =
    init.body !== undefined
      ? { method, body: init.body }
      : method === 'POST'
        ? {
            method,
            body: '{}',
            headers: { 'Content-Type': 'application/json' },
          }
        : { method }
  return requestText(transport, endpoint.url, request, options).andThen(
    ({ status, text }): Result<Record<string, unknown>, ApiError> => {
      if (status !== 200) {
        return err({
          kind: 'http',
          status,
          message: `HTTP error! status: ${status}`,
          serverMessage: null,
        })
      }
      return parseJsonBody(text, { numbers: 'text' })
        .mapErr((e) => decodeError(e.message, '', e.cause))
        .andThen((body): Result<Record<string, unknown>, ApiError> => {
          if (typeof body === 'string') {
            return err({ kind: 'api', code: null, message: body })
          }
          if (!isRecord(body)) return err(decodeError('body is not an object'))
          const code = readCode(body.code)
          if (body.error !== undefined && body.error !== null) {
            return err({ kind: 'api', code, message: String(body.error) })
          }
          if (code !== null && code !== 200) {
            return err({
              kind: 'api',
              code,
              message: typeof body.msg === 'string' ? body.msg : '',
            })
          }
          return ok(body)
        })
    },
  )
}

/** Envelope codes arrive as number text here (numbers are kept as text). */
function readCode(code: unknown): number | null {
  if (typeof code !== 'string' || !/^-?\d+$/.test(code)) return null
  return Number(code)
}

/** Reads a cached value if still fresh. */
export function readCache<T>(
  transport: ApiTransport,
  key: string,
  isValue: (value: unknown) => value is T,
): T | undefined {
  const entry = transport.cache.get(key)
  if (entry === undefined || transport.now() >= entry.expiresAtMs) {
    return undefined
  }
  return isValue(entry.value) ? entry.value : undefined
}

/** docs/product.md §9: fee and price caches live 5 minutes. */
export const SERVICE_CACHE_MS = 5 * 60 * 1000

export function writeCache(
  transport: ApiTransport,
  key: string,
  value: unknown,
): void {
  transport.cache.set(key, {
    value,
    expiresAtMs: transport.now() + SERVICE_CACHE_MS,
  })
}
