import type { BlockInfo } from '@drc20/core'
import type { ResultAsync } from 'neverthrow'
import * as v from 'valibot'
import type { ApiError } from '../errors.js'
import { postRoute } from '../transport/postRoute.js'
import type { ApiTransport, CallOptions } from '../transport/types.js'
import { int } from '../transport/wire.js'

/** Indexer and node heights (POST v4/info/blocknumber). */
export function getBlockInfo(
  client: ApiTransport,
  options?: CallOptions,
): ResultAsync<BlockInfo, ApiError> {
  return postRoute(
    client,
    {
      path: 'v4/info/blocknumber',
      data: v.object({ index_height: int, chain_height: int }),
      toDomain: (data) => ({
        indexHeight: data.index_height,
        chainHeight: data.chain_height,
      }),
    },
    {},
    options,
  )
}
