import type { CrossOrder } from '@drc20/core'
import type { ResultAsync } from 'neverthrow'
import * as v from 'valibot'
import type { ApiError } from '../errors.js'
import { postRoute } from '../transport/postRoute.js'
import type { ApiTransport, CallOptions } from '../transport/types.js'
import { dstr, orderBaseEntries, str, toRecordBase } from '../transport/wire.js'

export type GetCrossOrderParameters = {
  /** Required in practice: an empty id returns the table's first row. */
  readonly orderId: string
}

const orderRow = v.object({
  ...orderBaseEntries,
  op: v.picklist(['deploy', 'mint', 'burn']),
  tick: str,
  amt: dstr,
  chain: str,
  admin_address: str,
  to_address: str,
})

/** One bridge inscription by order id (POST v4/cross/collect; `msg` is ""). */
export function getCrossOrder(
  client: ApiTransport,
  params: GetCrossOrderParameters,
  options?: CallOptions,
): ResultAsync<CrossOrder, ApiError> {
  return postRoute(
    client,
    {
      path: 'v4/cross/collect',
      data: orderRow,
      toDomain: (row): CrossOrder => ({
        ...toRecordBase(row),
        op: row.op,
        tick: row.tick,
        amt: row.amt,
        chain: row.chain,
        adminAddress: row.admin_address,
        toAddress: row.to_address,
      }),
    },
    params,
    options,
  )
}
