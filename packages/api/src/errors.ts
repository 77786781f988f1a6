/** One schema issue: where in the body (`data.0.amt`) and what was wrong. */
export type DecodeIssue = {
  readonly path: string
  readonly message: string
}

/**
 * Every failure of the client, as a plain value. The app maps `kind` (and
 * `status`/`code`) to the translated texts of the spec's error catalogue.
 *
 * - `http`: HTTP status other than 200. `message` is the spec's
 *   `HTTP error! status: {code}`; `serverMessage` keeps what the body said
 *   (`msg`, `error` or a bare string), when anything.
 * - `api`: HTTP 200 but the envelope `code` is not 200, the body has an
 *   `error` field, or the body is a bare JSON string. `code` is the envelope
 *   code when there is one.
 * - `network`: the request never got an answer (DNS, refused, reset, CORS).
 * - `timeout`: no complete answer within `timeoutMs`.
 * - `decode`: the body is not what the route promises (not JSON, not an
 *   object, wrong types, an amount that is not an exact integer, ...).
 * - `aborted`: the caller's AbortSignal fired.
 */
export type ApiError =
  | {
      readonly kind: 'http'
      readonly status: number
      readonly message: string
      readonly serverMessage: string | null
    }
  | {
      readonly kind: 'api'
      readonly code: number | null
      readonly message: string
    }
  | { readonly kind: 'network'; readonly cause: unknown }
  | { readonly kind: 'timeout'; readonly timeoutMs: number }
  | {
      readonly kind: 'decode'
      readonly issues: readonly DecodeIssue[]
      readonly cause?: unknown
    }
  | { readonly kind: 'aborted' }

export type ApiErrorKind = ApiError['kind']

export function decodeError(
  message: string,
  path = '',
  cause?: unknown,
): ApiError {
  return cause === undefined
    ? { kind: 'decode', issues: [{ path, message }] }
    : { kind: 'decode', issues: [{ path, message }], cause }
}
