import type { NftCollection } from '@drc20/core'
import type { ResultAsync } from 'neverthrow'
import * as v from 'valibot'
import type { ApiError } from '../errors.js'
import { postRoute } from '../transport/postRoute.js'
import type { ApiTransport, CallOptions, Page } from '../transport/types.js'
import { flag, int, listOf, str, strOrNull, ts } from '../transport/wire.js'

export type GetNftCollectionsParameters = {
  readonly tick?: string
  readonly limit?: number
  readonly offset?: number
}

const collectionRow = v.object({
  tick: str,
  tick_sum: int,
  total: int,
  model: str,
  prompt: str,
  image_path: str,
  holder_address: str,
  deploy_hash: str,
  transactions: int,
  holders: int,
  introduction: strOrNull,
  is_check: flag,
  create_date: ts,
})

/** NFT collections (POST v4/nft/collect); `total` ignores the tick filter. */
export function getNftCollections(
  client: ApiTransport,
  params: GetNftCollectionsParameters = {},
  options?: CallOptions,
): ResultAsync<Page<NftCollection>, ApiError> {
  return postRoute(
    client,
    {
      path: 'v4/nft/collect',
      data: listOf(collectionRow),
      toDomain: (rows, total) => ({
        items: rows.map(
          (row): NftCollection => ({
            tick: row.tick,
            tickSum: row.tick_sum,
            total: row.total,
            model: row.model,
            prompt: row.prompt,
            imagePath: row.image_path,
            holderAddress: row.holder_address,
            deployHash: row.deploy_hash,
            transactions: row.transactions,
            holders: row.holders,
            introduction: row.introduction,
            isCheck: row.is_check,
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
