import type { ExchangeOp, FileExchangeOrder } from '@drc20/core'
import type { ResultAsync } from 'neverthrow'
import * as v from 'valibot'
import type { ApiError } from '../errors.js'
import { postRoute } from '../transport/postRoute.js'
import type { ApiTransport, CallOptions, Page } from '../transport/types.js'
import {
  dstr,
  exchangeOp,
  flag,
  listOf,
  orderBaseEntries,
  str,
  toRecordBase,
} from '../transport/wire.js'

export type GetFileExchangeOrdersParameters = {
  readonly orderId?: string
  readonly metaId?: string
  readonly fileId?: string
  readonly holderAddress?: string
  readonly txHash?: string
  /** Sent comma-separated (`create,trade`). */
  readonly op?: ExchangeOp | readonly ExchangeOp[]
  readonly blockNumber?: number
  readonly limit?: number
  readonly offset?: number
}

const orderRow = v.object({
  ...orderBaseEntries,
  op: exchangeOp,
  ex_id: str,
  file_id: str,
  tick: str,
  amt: dstr,
  is_nft: flag,
  file_name: str,
  meta_name: str,
  file_path: str,
})

export function joinOps(
  op: ExchangeOp | readonly ExchangeOp[] | undefined,
): string | undefined {
  if (op === undefined) return undefined
  return typeof op === 'string' ? op : op.join(',')
}

/** order-v2 (file market) operations, newest first (POST v4/file-exchange/order). */
export function getFileExchangeOrders(
  client: ApiTransport,
  params: GetFileExchangeOrdersParameters = {},
  options?: CallOptions,
): ResultAsync<Page<FileExchangeOrder>, ApiError> {
  return postRoute(
    client,
    {
      path: 'v4/file-exchange/order',
      data: listOf(orderRow),
      toDomain: (rows, total) => ({
        items: rows.map(
          (row): FileExchangeOrder => ({
            ...toRecordBase(row),
            op: row.op,
            exId: row.ex_id,
            fileId: row.file_id,
            tick: row.tick,
            amt: row.amt,
            isNft: row.is_nft,
            fileName: row.file_name,
            metaName: row.meta_name,
            filePath: row.file_path,
          }),
        ),
        total,
      }),
    },
    { ...params, op: joinOps(params.op) },
    options,
  )
}
