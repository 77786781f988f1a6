import type { ExchangeOp, FileExchangeActivity } from '@drc20/core'
import type { ResultAsync } from 'neverthrow'
import * as v from 'valibot'
import type { ApiError } from '../errors.js'
import { postRoute } from '../transport/postRoute.js'
import type { ApiTransport, CallOptions } from '../transport/types.js'
import { dstr, exchangeOp, int, listOf, str, ts } from '../transport/wire.js'
import { joinOps } from './getFileExchangeOrders.js'

export type GetFileExchangeActivityParameters = {
  readonly op?: ExchangeOp | readonly ExchangeOp[]
  readonly metaId?: string
  readonly fileId?: string
  readonly holderAddress?: string
  readonly limit?: number
  readonly offset?: number
}

const activityRow = v.object({
  op: exchangeOp,
  order_id: str,
  ex_id: str,
  file_id: str,
  file_path: str,
  tick: str,
  amt: dstr,
  holder_address: str,
  reserves_address: str,
  tx_hash: str,
  block_number: int,
  block_hash: str,
  create_date: ts,
  file_name: str,
  meta_name: str,
})

/**
 * File-market activity, newest first (POST v4/file-exchange/activity). No
 * usable `total` (always 0), so a plain list is returned.
 */
export function getFileExchangeActivity(
  client: ApiTransport,
  params: GetFileExchangeActivityParameters = {},
  options?: CallOptions,
): ResultAsync<readonly FileExchangeActivity[], ApiError> {
  return postRoute(
    client,
    {
      path: 'v4/file-exchange/activity',
      data: listOf(activityRow),
      toDomain: (rows) =>
        rows.map(
          (row): FileExchangeActivity => ({
            op: row.op,
            orderId: row.order_id,
            exId: row.ex_id,
            fileId: row.file_id,
            filePath: row.file_path,
            tick: row.tick,
            amt: row.amt,
            holderAddress: row.holder_address,
            reservesAddress: row.reserves_address,
            txHash: row.tx_hash,
            blockNumber: row.block_number,
            blockHash: row.block_hash,
            createDateMs: row.create_date,
            fileName: row.file_name,
            metaName: row.meta_name,
          }),
        ),
    },
    { ...params, op: joinOps(params.op) },
    options,
  )
}
