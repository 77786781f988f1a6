import type { ExchangeOp, ExchangeOrder } from '@drc20/core'
import type { ResultAsync } from 'neverthrow'
import * as v from 'valibot'
import type { ApiError } from '../errors.js'
import { postRoute } from '../transport/postRoute.js'
import type { ApiTransport, CallOptions, Page } from '../transport/types.js'
import {
  dstr,
  exchangeOp,
  listOf,
  orderBaseEntries,
  str,
  toRecordBase,
} from '../transport/wire.js'

export type GetExchangeOrdersParameters = {
  readonly orderId?: string
  readonly op?: ExchangeOp
  /** Listing id (request key `exid`, response key `ex_id`). */
  readonly exid?: string
  readonly tick0?: string
  readonly tick1?: string
  /** Either side. */
  readonly tick?: string
  readonly holderAddress?: string
  readonly txHash?: string
  readonly blockNumber?: number
  readonly limit?: number
  readonly offset?: number
}

const orderRow = v.object({
  ...orderBaseEntries,
  op: exchangeOp,
  ex_id: str,
  tick0: str,
  tick1: str,
  amt0: dstr,
  amt1: dstr,
})

/** order-v1 operation log, id desc (POST v4/exchange/order). */
export function getExchangeOrders(
  client: ApiTransport,
  params: GetExchangeOrdersParameters = {},
  options?: CallOptions,
): ResultAsync<Page<ExchangeOrder>, ApiError> {
  return postRoute(
    client,
    {
      path: 'v4/exchange/order',
      data: listOf(orderRow),
      toDomain: (rows, total) => ({
        items: rows.map(
          (row): ExchangeOrder => ({
            ...toRecordBase(row),
            op: row.op,
            exId: row.ex_id,
            tick0: row.tick0,
            tick1: row.tick1,
            amt0: row.amt0,
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
