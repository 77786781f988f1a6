import type { Drc20Order } from '@drc20/core'
import type { ResultAsync } from 'neverthrow'
import { drc20OrderRow, toDrc20Order } from '../drc20/drc20OrderWire.js'
import type { ApiError } from '../errors.js'
import { postRoute } from '../transport/postRoute.js'
import type { ApiTransport, CallOptions, Page } from '../transport/types.js'
import { listOf } from '../transport/wire.js'

export type GetOrdersByAddressV3Parameters = {
  /** Must be a main-net address, else the server answers 500/null. */
  readonly receiveAddress: string
  /** Capped at 50 by the server. */
  readonly limit?: number
  readonly offset?: number
}

/**
 * DRC-20 operations where the address is holder or recipient (POST
 * v3/orders/address). `total` counts holder-only rows (docs/api.md §8.3).
 */
export function getOrdersByAddressV3(
  client: ApiTransport,
  params: GetOrdersByAddressV3Parameters,
  options?: CallOptions,
): ResultAsync<Page<Drc20Order>, ApiError> {
  return postRoute(
    client,
    {
      path: 'v3/orders/address',
      data: listOf(drc20OrderRow),
      toDomain: (rows, total) => ({ items: rows.map(toDrc20Order), total }),
    },
    params,
    options,
  )
}
