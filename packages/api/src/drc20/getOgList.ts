import type { ResultAsync } from 'neverthrow'
import * as v from 'valibot'
import type { ApiError } from '../errors.js'
import { postRoute } from '../transport/postRoute.js'
import type { ApiTransport, CallOptions } from '../transport/types.js'
import { listOf } from '../transport/wire.js'

/**
 * "OG" addresses (POST v3/address/ogall), loaded once by the app. Fails on
 * a self-hosted indexer (the table is never created, docs/api.md §8.3).
 */
export function getOgList(
  client: ApiTransport,
  options?: CallOptions,
): ResultAsync<readonly string[], ApiError> {
  return postRoute(
    client,
    {
      path: 'v3/address/ogall',
      data: listOf(v.string()),
      toDomain: (addresses) => addresses,
    },
    {},
    options,
  )
}
