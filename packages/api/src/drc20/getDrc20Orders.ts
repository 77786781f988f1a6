import type { Drc20Op, Drc20Order } from '@drc20/core'
import type { ResultAsync } from 'neverthrow'
import type { ApiError } from '../errors.js'
import { postRoute } from '../transport/postRoute.js'
import type { ApiTransport, CallOptions, Page } from '../transport/types.js'
import { listOf } from '../transport/wire.js'
import { drc20OrderRow, toDrc20Order } from './drc20OrderWire.js'

export type GetDrc20OrdersParameters = {
  readonly orderId?: string
  readonly op?: Drc20Op
  readonly tick?: string
  readonly holderAddress?: string
  readonly toAddress?: string
  /** Holder or recipient; only transfers match (docs/api.md §6). */
  readonly address?: string
  readonly txHash?: string
  readonly blockNumber?: number
  readonly limit?: number
  readonly offset?: number
}

/** DRC-20 operation log, id desc (POST v4/drc20/order). */
export function getDrc20Orders(
  client: ApiTransport,
  params: GetDrc20OrdersParameters = {},
  options?: CallOptions,
): ResultAsync<Page<Drc20Order>, ApiError> {
  return postRoute(
    client,
    {
      path: 'v4/drc20/order',
      data: listOf(drc20OrderRow),
      toDomain: (rows, total) => ({ items: rows.map(toDrc20Order), total }),
    },
    params,
    options,
  )
}
