import type { NftOp, NftOrder } from '@drc20/core'
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

export type GetNftOrdersParameters = {
  readonly orderId?: string
  readonly op?: NftOp
  readonly holderAddress?: string
  readonly toAddress?: string
  readonly txHash?: string
  readonly blockNumber?: number
  readonly limit?: number
  readonly offset?: number
}

const orderRow = v.object({
  ...orderBaseEntries,
  op: v.picklist(['deploy', 'mint', 'transfer']),
  tick: str,
  tick_id: int,
  total: int,
  model: str,
  prompt: str,
  seed: int,
  image_path: str,
  to_address: str,
})

/** AI-NFT operations (POST v4/nft/order). */
export function getNftOrders(
  client: ApiTransport,
  params: GetNftOrdersParameters = {},
  options?: CallOptions,
): ResultAsync<Page<NftOrder>, ApiError> {
  return postRoute(
    client,
    {
      path: 'v4/nft/order',
      data: listOf(orderRow),
      toDomain: (rows, total) => ({
        items: rows.map(
          (row): NftOrder => ({
            ...toRecordBase(row),
            op: row.op,
            tick: row.tick,
            tickId: row.tick_id,
            total: row.total,
            model: row.model,
            prompt: row.prompt,
            seed: row.seed,
            imagePath: row.image_path,
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
