import type { TvlPoint } from '@drc20/core'
import type { ResultAsync } from 'neverthrow'
import type { ApiError } from '../errors.js'
import { postRoute } from '../transport/postRoute.js'
import type { ApiTransport, CallOptions, Page } from '../transport/types.js'
import { listOf } from '../transport/wire.js'
import { toTvlPoint, tvlRow } from './tvlWire.js'

export type GetSwapTvlParameters = {
  /** `A-SWAP-B` for one pair, or one tick for every pair containing it. */
  readonly tick: string
  readonly limit?: number
  readonly offset?: number
}

/** TVL history of a pair or token (POST v4/swap/tvl). */
export function getSwapTvl(
  client: ApiTransport,
  params: GetSwapTvlParameters,
  options?: CallOptions,
): ResultAsync<Page<TvlPoint>, ApiError> {
  return postRoute(
    client,
    {
      path: 'v4/swap/tvl',
      data: listOf(tvlRow),
      toDomain: (rows, total) => ({ items: rows.map(toTvlPoint), total }),
    },
    params,
    options,
  )
}
