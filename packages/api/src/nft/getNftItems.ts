import type { NftItem } from '@drc20/core'
import type { ResultAsync } from 'neverthrow'
import * as v from 'valibot'
import type { ApiError } from '../errors.js'
import { postRoute } from '../transport/postRoute.js'
import type { ApiTransport, CallOptions, Page } from '../transport/types.js'
import { flag, int, listOf, str, ts } from '../transport/wire.js'

export type GetNftItemsParameters = {
  readonly tick?: string
  readonly tickId?: number
  readonly holderAddress?: string
  /** Server default 50. */
  readonly limit?: number
  readonly offset?: number
}

const itemRow = v.object({
  id: int,
  tick: str,
  tick_id: int,
  prompt: str,
  image_path: str,
  deploy_hash: str,
  holder_address: str,
  transactions: int,
  update_date: ts,
  create_date: ts,
  is_check: flag,
})

/** NFTs held (POST v4/nft/collect-address); `total` counts the whole table. */
export function getNftItems(
  client: ApiTransport,
  params: GetNftItemsParameters = {},
  options?: CallOptions,
): ResultAsync<Page<NftItem>, ApiError> {
  return postRoute(
    client,
    {
      path: 'v4/nft/collect-address',
      data: listOf(itemRow),
      toDomain: (rows, total) => ({
        items: rows.map(
          (row): NftItem => ({
            id: row.id,
            tick: row.tick,
            tickId: row.tick_id,
            prompt: row.prompt,
            imagePath: row.image_path,
            deployHash: row.deploy_hash,
            holderAddress: row.holder_address,
            transactions: row.transactions,
            isCheck: row.is_check,
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
