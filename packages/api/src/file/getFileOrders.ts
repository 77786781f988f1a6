import type { FileOp, FileOrder } from '@drc20/core'
import type { ResultAsync } from 'neverthrow'
import * as v from 'valibot'
import type { ApiError } from '../errors.js'
import { postRoute } from '../transport/postRoute.js'
import type { ApiTransport, CallOptions, Page } from '../transport/types.js'
import {
  int,
  listOf,
  orderBaseEntries,
  str,
  toRecordBase,
} from '../transport/wire.js'

export type GetFileOrdersParameters = {
  readonly orderId?: string
  readonly op?: FileOp
  readonly holderAddress?: string
  readonly toAddress?: string
  readonly txHash?: string
  readonly blockNumber?: number
  readonly limit?: number
  readonly offset?: number
}

const orderRow = v.object({
  ...orderBaseEntries,
  op: v.picklist(['deploy', 'transfer']),
  file_id: str,
  file_path: str,
  file_length: int,
  file_type: str,
  to_address: str,
})

/** File inscription operations, newest first (POST v4/file/order). */
export function getFileOrders(
  client: ApiTransport,
  params: GetFileOrdersParameters = {},
  options?: CallOptions,
): ResultAsync<Page<FileOrder>, ApiError> {
  return postRoute(
    client,
    {
      path: 'v4/file/order',
      data: listOf(orderRow),
      toDomain: (rows, total) => ({
        items: rows.map(
          (row): FileOrder => ({
            ...toRecordBase(row),
            op: row.op,
            fileId: row.file_id,
            filePath: row.file_path,
            fileLength: row.file_length,
            fileType: row.file_type,
            toAddress: row.to_address,
          }),
        ),
        total,
      }),
    },
    params,
    options,
  )
}
