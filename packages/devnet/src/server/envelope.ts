/**
 * Response shapes of docs/api.md §2: the envelope and the failure
 * notations (`200/c500`, `500/str`, …) the routes produce.
 */
export type HttpReply = {
  readonly status: number
  /** A value to serialise as JSON, or `{ raw }` for a literal body. */
  readonly body: unknown
  /** A literal text body, sent as UTF-8. */
  readonly raw?: string
  /** A literal binary body, sent byte for byte. */
  readonly bytes?: Uint8Array
  /** A literal body in parts, sent one after the other (large lists). */
  readonly parts?: readonly (string | Uint8Array)[]
  readonly contentType?: string
  /** Extra response headers. */
  readonly headers?: Readonly<Record<string, string>>
}

export type Envelope = {
  readonly code: number
  readonly msg: string
  readonly data: unknown
  readonly total: number
}

export function ok(data: unknown, total = 0, msg = 'success'): HttpReply {
  return { status: 200, body: { code: 200, msg, data, total } }
}

export type ErrorShape =
  | '200/c400'
  | '200/c500'
  | '400/c400'
  | '400/c500'
  | '500/c500'
  | '500/str'
  | '500/null'
  | '500/{}'
  | '200/{}'
  | '500/error'
  | '400/str'
  | '200/empty'
  | '500/empty'

export const ERROR_SHAPES: readonly ErrorShape[] = [
  '200/c400',
  '200/c500',
  '400/c400',
  '400/c500',
  '500/c500',
  '500/str',
  '500/null',
  '500/{}',
  '200/{}',
  '500/error',
  '400/str',
  '200/empty',
  '500/empty',
]

/** A failure in one of the ten shapes of docs/api.md §2. */
export function failure(shape: ErrorShape, message: string): HttpReply {
  const [statusText, kind] = shape.split('/') as [string, string]
  const status = Number(statusText)
  switch (kind) {
    case 'c400':
      return { status, body: { code: 400, msg: message, data: null, total: 0 } }
    case 'c500':
      return { status, body: { code: 500, msg: message, data: null, total: 0 } }
    case 'str':
      return { status, body: shape === '400/str' ? 'error' : message }
    case 'null':
      return { status, body: null }
    case '{}':
      return { status, body: {} }
    case 'error':
      return { status, body: { error: message } }
    default:
      return { status, body: undefined, raw: '' }
  }
}

/** Thrown by request readers: the route answers with its bind-error shape. */
export class BindError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'BindError'
  }
}

export type RequestBody = Readonly<Record<string, unknown>>

function field(body: RequestBody, name: string): unknown {
  if (Object.hasOwn(body, name)) return body[name]
  const lower = name.toLowerCase()
  for (const key of Object.keys(body)) {
    if (key.toLowerCase() === lower) return body[key]
  }
  return undefined
}

/** A string filter ('' when absent: zero values do not filter). */
export function str(body: RequestBody, name: string): string {
  const v = field(body, name)
  if (v === undefined || v === null) return ''
  if (typeof v !== 'string') {
    throw new BindError(
      `json: cannot unmarshal ${typeof v} into Go struct field .${name} of type string`,
    )
  }
  return v
}

/** An integer field (limit, offset, block_number); `fallback` when absent. */
export function int(body: RequestBody, name: string, fallback = 0): number {
  const v = field(body, name)
  if (v === undefined || v === null) return fallback
  if (typeof v !== 'number' || !Number.isInteger(v)) {
    throw new BindError(
      `json: cannot unmarshal ${typeof v} into Go struct field .${name} of type int`,
    )
  }
  return v
}

export function bool(body: RequestBody, name: string): boolean {
  const v = field(body, name)
  if (v === undefined || v === null) return false
  if (typeof v !== 'boolean') {
    throw new BindError(`json: cannot unmarshal ${typeof v} into bool`)
  }
  return v
}

/**
 * GORM paging (all v4 routes): limit 0 → no rows, negative → no limit;
 * offset ≤ 0 → none.
 */
export function pageV4<T>(
  rows: readonly T[],
  limit: number,
  offset: number,
): T[] {
  const start = Math.max(offset, 0)
  if (limit < 0) return rows.slice(start)
  return rows.slice(start, start + limit)
}

/**
 * A v4 list reply: the page of `rows` the body's `limit` (default
 * `defaultLimit`) and `offset` select, mapped to the wire, with the count of
 * all rows as `total`.
 */
export function okPageV4<T>(
  body: RequestBody,
  rows: readonly T[],
  defaultLimit: number,
  toWire: (row: T, indexInPage: number) => unknown = (row) => row,
): HttpReply {
  const page = pageV4(
    rows,
    int(body, 'limit', defaultLimit),
    int(body, 'offset'),
  )
  return ok(page.map(toWire), rows.length)
}

/** SQLite `LIMIT ? OFFSET ?` (v3): negative limit = all, negative offset = 0. */
export function pageV3<T>(
  rows: readonly T[],
  limit: number,
  offset: number,
  cap?: number,
): T[] {
  let l = limit
  if (cap !== undefined && l > cap) l = cap
  const start = Math.max(offset, 0)
  if (l < 0) return rows.slice(start)
  return rows.slice(start, start + l)
}
