import type { FileCollectionSummary } from '@drc20/core'
import type { ResultAsync } from 'neverthrow'
import * as v from 'valibot'
import type { ApiError } from '../errors.js'
import { postRoute } from '../transport/postRoute.js'
import type { ApiTransport, CallOptions, Page } from '../transport/types.js'
import { f64, flag, int, listOf, str } from '../transport/wire.js'

export type GetFileCollectionSummariesParameters = {
  readonly metaId?: string
}

const summaryRow = v.object({
  name: str,
  meta_id: str,
  description: str,
  icon: str,
  floor_price: f64,
  volume: f64,
  doge_usdt: f64,
  listed: int,
  supply: int,
  holders: int,
  is_check: flag,
})

/** Market summary per collection, volume desc (POST v4/file-exchange/summary/all). */
export function getFileCollectionSummaries(
  client: ApiTransport,
  params: GetFileCollectionSummariesParameters = {},
  options?: CallOptions,
): ResultAsync<Page<FileCollectionSummary>, ApiError> {
  return postRoute(
    client,
    {
      path: 'v4/file-exchange/summary/all',
      data: listOf(summaryRow),
      toDomain: (rows, total) => ({
        items: rows.map(
          (row): FileCollectionSummary => ({
            name: row.name,
            metaId: row.meta_id,
            description: row.description,
            icon: row.icon,
            floorPrice: row.floor_price,
            volume: row.volume,
            dogeUsdt: row.doge_usdt,
            listed: row.listed,
            supply: row.supply,
            holders: row.holders,
            isCheck: row.is_check,
          }),
        ),
        total,
      }),
    },
    params,
    options,
  )
}
