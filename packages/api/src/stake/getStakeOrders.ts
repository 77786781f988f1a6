import type { StakeOrder } from '@drc20/core'
import type { ResultAsync } from 'neverthrow'
import * as v from 'valibot'
import type { ApiError } from '../errors.js'
import { postRoute } from '../transport/postRoute.js'
import type { ApiTransport, CallOptions, Page } from '../transport/types.js'
import {
  dstr,
  listOf,
  orderBaseEntries,
  str,
  strOrNull,
  toRecordBase,
} from '../transport/wire.js'

export type GetStakeOrdersParameters = {
  readonly tick?: string
  readonly holderAddress?: string
  readonly txHash?: string
  readonly blockNumber?: number
  readonly limit?: number
  readonly offset?: number
}

const orderRow = v.object({
  ...orderBaseEntries,
  err_info: strOrNull,
  op: v.picklist(['stake', 'unstake', 'getallreward']),
  tick: str,
  amt: dstr,
})

/** stake-v1 operations (POST v4/stake/order); `errInfo` may be null. */
export function getStakeOrders(
  client: ApiTransport,
  params: GetStakeOrdersParameters = {},
  options?: CallOptions,
): ResultAsync<Page<StakeOrder>, ApiError> {
  return postRoute(
    client,
    {
      path: 'v4/stake/order',
      data: listOf(orderRow),
      toDomain: (rows, total) => ({
        items: rows.map(
          (row): StakeOrder => ({
            ...toRecordBase(row),
            op: row.op,
            tick: row.tick,
            amt: row.amt,
          }),
        ),
        total,
      }),
    },
    params,
    options,
  )
}
