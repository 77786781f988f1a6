import type { FileHolding } from '@drc20/core'
import type { ResultAsync } from 'neverthrow'
import * as v from 'valibot'
import type { ApiError } from '../errors.js'
import { postRoute } from '../transport/postRoute.js'
import type { ApiTransport, CallOptions, Page } from '../transport/types.js'
import { dstr, int, listOf, str, ts } from '../transport/wire.js'

export type GetFileHoldingsParameters = {
  readonly holderAddress?: string
  /** 1 = only files in no collection, 2 = only files in a collection. */
  readonly noMeta?: 0 | 1 | 2
  readonly limit?: number
  readonly offset?: number
}

const holdingRow = v.object({
  file_id: str,
  file_path: str,
  file_length: int,
  file_type: str,
  holder_address: str,
  update_date: ts,
  create_date: ts,
  meta_id: str,
  meta_name: str,
  file_name: str,
  ex_id: str,
  tick: str,
  amt: dstr,
})

/**
 * Files held (POST v4/file/collect-address). The server's single-file mode
 * (`file_id`) always fails, so it is not offered.
 */
export function getFileHoldings(
  client: ApiTransport,
  params: GetFileHoldingsParameters = {},
  options?: CallOptions,
): ResultAsync<Page<FileHolding>, ApiError> {
  return postRoute(
    client,
    {
      path: 'v4/file/collect-address',
      data: listOf(holdingRow),
      toDomain: (rows, total) => ({
        items: rows.map(
          (row): FileHolding => ({
            fileId: row.file_id,
            filePath: row.file_path,
            fileLength: row.file_length,
            fileType: row.file_type,
            holderAddress: row.holder_address,
            metaId: row.meta_id,
            metaName: row.meta_name,
            fileName: row.file_name,
            exId: row.ex_id,
            tick: row.tick,
            amt: row.amt,
            updateDateMs: row.update_date,
            createDateMs: row.create_date,
          }),
        ),
        total,
      }),
    },
    params,
    options,
  )
}
