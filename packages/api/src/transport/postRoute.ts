import type { Result, ResultAsync } from 'neverthrow'
import type * as v from 'valibot'
import type { ApiError } from '../errors.js'
import { decodeWith } from './decodeWith.js'
import { readEnvelope } from './readEnvelope.js'
import { type HttpText, requestText } from './requestText.js'
import { toRequestBody } from './toRequestBody.js'
import type { ApiTransport, CallOptions } from './types.js'

export type RouteDefinition<TSchema extends v.GenericSchema, T> = {
  /** Path below the base URL, with version: `v4/drc20/collect`. */
  readonly path: string
  /** Schema of the envelope's `data`. */
  readonly data: TSchema
  /** Wire -> domain, written once per route. */
  readonly toDomain: (data: v.InferOutput<TSchema>, total: number) => T
}

/**
 * The single request path of the provider API: POST a JSON object body
 * (`{}` when there are no parameters), apply the envelope rule, validate
 * `data` with the route's schema, convert to the domain shape.
 */
export function postRoute<TSchema extends v.GenericSchema, T>(
  transport: ApiTransport,
  route: RouteDefinition<TSchema, T>,
  params: object | undefined,
  options?: CallOptions,
): ResultAsync<T, ApiError> {
  const url = `${transport.baseUrl}/${route.path}`
  const body = JSON.stringify(toRequestBody(params))
  return requestText(
    transport,
    url,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body,
    },
    options,
  ).andThen((response) => decodeRouteResponse(route, response))
}

/**
 * Response -> domain for one route: the envelope rule, the schema of `data`,
 * the conversion. Pure and synchronous (also what the benchmark measures).
 */
export function decodeRouteResponse<TSchema extends v.GenericSchema, T>(
  route: RouteDefinition<TSchema, T>,
  response: HttpText,
): Result<T, ApiError> {
  return readEnvelope(response).andThen((envelope) =>
    decodeWith(route.data, envelope.data, 'data').map((data) =>
      route.toDomain(data, readTotal(envelope.total)),
    ),
  )
}

/** `total` is informational (often 0 or wrong, docs/api.md §10.9); non-numbers read 0. */
function readTotal(total: unknown): number {
  if (typeof total === 'number' && Number.isSafeInteger(total)) return total
  return 0
}
