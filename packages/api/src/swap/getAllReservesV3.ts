import type { SwapPool } from '@drc20/core'
import type { ResultAsync } from 'neverthrow'
import type { ApiError } from '../errors.js'
import { postRoute } from '../transport/postRoute.js'
import type { ApiTransport, CallOptions, Page } from '../transport/types.js'
import { listOf } from '../transport/wire.js'
import { swapPoolRow, toSwapPool } from './swapPoolWire.js'

/**
 * Every pool with non-zero liquidity (POST v3/swap/getreserves/all);
 * addresses come back empty.
 */
export function getAllReservesV3(
  client: ApiTransport,
  options?: CallOptions,
): ResultAsync<Page<SwapPool>, ApiError> {
  return postRoute(
    client,
    {
      path: 'v3/swap/getreserves/all',
      data: listOf(swapPoolRow),
      toDomain: (rows, total) => ({ items: rows.map(toSwapPool), total }),
    },
    {},
    options,
  )
}
