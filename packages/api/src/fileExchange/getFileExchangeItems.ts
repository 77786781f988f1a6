import type { FileExchangeItem } from '@drc20/core'
import type { ResultAsync } from 'neverthrow'
import * as v from 'valibot'
import type { ApiError } from '../errors.js'
import { postRoute } from '../transport/postRoute.js'
import type { ApiTransport, CallOptions, Page } from '../transport/types.js'
import { dstrOrNull, listOf, str } from '../transport/wire.js'

export type GetFileExchangeItemsParameters = {
  readonly metaId?: string
  /** Substring of the item name. */
  readonly fileName?: string
  /** `{ trait: [values] }`: any value per trait, traits ANDed. */
  readonly attributes?: Readonly<Record<string, readonly string[]>>
  /** Only items with an open listing. */
  readonly listed?: boolean
  /** Listing currencies. */
  readonly tick?: readonly string[]
  readonly priceOrder?: 'asc' | 'desc'
  /** Item holder or listing seller. */
  readonly holderAddress?: string
  readonly limit?: number
  readonly offset?: number
}

const itemRow = v.object({
  file_id: str,
  meta_name: str,
  file_name: str,
  ex_id: str,
  tick: str,
  amt: dstrOrNull,
  file_path: str,
  file_holder: str,
  file_exchange_holder: str,
})

/** Items of a collection with listings (POST v4/file-exchange/inscriptions). */
export function getFileExchangeItems(
  client: ApiTransport,
  params: GetFileExchangeItemsParameters = {},
  options?: CallOptions,
): ResultAsync<Page<FileExchangeItem>, ApiError> {
  return postRoute(
    client,
    {
      path: 'v4/file-exchange/inscriptions',
      data: listOf(itemRow),
      toDomain: (rows, total) => ({
        items: rows.map(
          (row): FileExchangeItem => ({
            fileId: row.file_id,
            metaName: row.meta_name,
            fileName: row.file_name,
            exId: row.ex_id,
            tick: row.tick,
            amt: row.amt,
            filePath: row.file_path,
            fileHolder: row.file_holder,
            fileExchangeHolder: row.file_exchange_holder,
          }),
        ),
        total,
      }),
    },
    params,
    options,
  )
}
