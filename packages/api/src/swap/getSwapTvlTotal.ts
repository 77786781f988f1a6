import type { TvlPoint } from '@drc20/core'
import type { ResultAsync } from 'neverthrow'
import type { ApiError } from '../errors.js'
import { postRoute } from '../transport/postRoute.js'
import type { ApiTransport, CallOptions, Page } from '../transport/types.js'
import { listOf } from '../transport/wire.js'
import { toTvlPoint, tvlRow } from './tvlWire.js'

export type GetSwapTvlTotalParameters = {
  readonly limit?: number
  readonly offset?: number
}

/** Daily TVL over all pools (POST v4/swap/tvl/total); `total` is 0. */
export function getSwapTvlTotal(
  client: ApiTransport,
  params: GetSwapTvlTotalParameters = {},
  options?: CallOptions,
): ResultAsync<Page<TvlPoint>, ApiError> {
  return postRoute(
    client,
    {
      path: 'v4/swap/tvl/total',
      data: listOf(tvlRow),
      toDomain: (rows, total) => ({ items: rows.map(toTvlPoint), total }),
    },
    params,
    options,
  )
}
