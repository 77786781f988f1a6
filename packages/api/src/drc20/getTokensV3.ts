import type { Drc20Token } from '@drc20/core'
import type { ResultAsync } from 'neverthrow'
import type { ApiError } from '../errors.js'
import { postRoute } from '../transport/postRoute.js'
import type { ApiTransport, CallOptions, Page } from '../transport/types.js'
import { listOf } from '../transport/wire.js'
import { toDrc20Token } from './tokenWire.js'
import { v3TokenRow } from './v3TokenWire.js'

/**
 * Every token in one response (POST v3/drc20/all; no paging). `total` counts
 * operations, not tokens (docs/api.md §8.2).
 */
export function getTokensV3(
  client: ApiTransport,
  options?: CallOptions,
): ResultAsync<Page<Drc20Token>, ApiError> {
  return postRoute(
    client,
    {
      path: 'v3/drc20/all',
      data: listOf(v3TokenRow),
      toDomain: (rows, total) => ({ items: rows.map(toDrc20Token), total }),
    },
    {},
    options,
  )
}
