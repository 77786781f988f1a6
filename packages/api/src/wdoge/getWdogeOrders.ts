import type { WdogeOp, WdogeOrder } from '@drc20/core'
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

export type GetWdogeOrdersParameters = {
  readonly orderId?: string
  readonly op?: WdogeOp
  readonly holderAddress?: string
  readonly txHash?: string
  readonly blockNumber?: number
  readonly limit?: number
  readonly offset?: number
}

const orderRow = v.object({
  ...orderBaseEntries,
  op: v.picklist(['deposit', 'withdraw']),
  tick: str,
  amt: dstr,
  withdraw_tx_hash: str,
  withdraw_tx_index: int,
  withdraw_tx_raw: str,
  withdraw_block_number: int,
  withdraw_block_hash: str,
})

/** Wrap/unwrap operations (POST v4/wdoge/order). */
export function getWdogeOrders(
  client: ApiTransport,
  params: GetWdogeOrdersParameters = {},
  options?: CallOptions,
): ResultAsync<Page<WdogeOrder>, ApiError> {
  return postRoute(
    client,
    {
      path: 'v4/wdoge/order',
      data: listOf(orderRow),
      toDomain: (rows, total) => ({
        items: rows.map(
          (row): WdogeOrder => ({
            ...toRecordBase(row),
            op: row.op,
            tick: row.tick,
            amt: row.amt,
            withdrawTxHash: row.withdraw_tx_hash,
            withdrawTxIndex: row.withdraw_tx_index,
            withdrawTxRaw: row.withdraw_tx_raw,
            withdrawBlockNumber: row.withdraw_block_number,
            withdrawBlockHash: row.withdraw_block_hash,
          }),
        ),
        total,
      }),
    },
    params,
    options,
  )
}
