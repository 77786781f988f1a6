import type { BoxOp, BoxOrder } from '@drc20/core'
import type { ResultAsync } from 'neverthrow'
import * as v from 'valibot'
import type { ApiError } from '../errors.js'
import { postRoute } from '../transport/postRoute.js'
import type { ApiTransport, CallOptions, Page } from '../transport/types.js'
import {
  dstr,
  int,
  listOf,
  orderBaseEntries,
  str,
  toRecordBase,
} from '../transport/wire.js'

export type GetBoxOrdersParameters = {
  readonly orderId?: string
  readonly op?: BoxOp
  readonly tick0?: string
  readonly tick1?: string
  readonly holderAddress?: string
  readonly txHash?: string
  readonly blockNumber?: number
  readonly limit?: number
  readonly offset?: number
}

const orderRow = v.object({
  ...orderBaseEntries,
  op: v.picklist(['deploy', 'mint']),
  tick0: str,
  tick1: str,
  max: dstr,
  amt0: dstr,
  liqamt: dstr,
  liqblock: int,
  amt1: dstr,
})

/** box-v1 operations (POST v4/box/order). */
export function getBoxOrders(
  client: ApiTransport,
  params: GetBoxOrdersParameters = {},
  options?: CallOptions,
): ResultAsync<Page<BoxOrder>, ApiError> {
  return postRoute(
    client,
    {
      path: 'v4/box/order',
      data: listOf(orderRow),
      toDomain: (rows, total) => ({
        items: rows.map(
          (row): BoxOrder => ({
            ...toRecordBase(row),
            op: row.op,
            tick0: row.tick0,
            tick1: row.tick1,
            max: row.max,
            amt0: row.amt0,
            liqamt: row.liqamt,
            liqblock: row.liqblock,
            amt1: row.amt1,
          }),
        ),
        total,
      }),
    },
    params,
    options,
  )
}
