import type { SwapPool } from '@drc20/core'
import type { ResultAsync } from 'neverthrow'
import type { ApiError } from '../errors.js'
import { postRoute } from '../transport/postRoute.js'
import type { ApiTransport, CallOptions, Page } from '../transport/types.js'
import { listOf } from '../transport/wire.js'
import { swapPoolRow, toSwapPool } from './swapPoolWire.js'

export type GetSwapPoolsParameters = {
  /** Exact; pass the pair sorted (tick0 < tick1), the server does not sort. */
  readonly tick0?: string
  readonly tick1?: string
  /** Server default 1000. */
  readonly limit?: number
  readonly offset?: number
}

/** pair-v1 pools, drained ones included (POST v4/swap/liquidity). */
export function getSwapPools(
  client: ApiTransport,
  params: GetSwapPoolsParameters = {},
  options?: CallOptions,
): ResultAsync<Page<SwapPool>, ApiError> {
  return postRoute(
    client,
    {
      path: 'v4/swap/liquidity',
      data: listOf(swapPoolRow),
      toDomain: (rows, total) => ({ items: rows.map(toSwapPool), total }),
    },
    params,
    options,
  )
}
