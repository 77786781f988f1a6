import type { ResultAsync } from 'neverthrow'
import * as v from 'valibot'
import type { ApiError } from '../errors.js'
import { postRoute } from '../transport/postRoute.js'
import type { ApiTransport, CallOptions } from '../transport/types.js'

export type BroadcastTransactionParameters = {
  /** Raw signed transaction, hex. */
  readonly txHex: string
}

export type BroadcastTransactionReturnType = { readonly txHash: string }

/** Relays a signed transaction through the indexer's node (POST v3/tx/broadcast). */
export function broadcastTransaction(
  client: ApiTransport,
  params: BroadcastTransactionParameters,
  options?: CallOptions,
): ResultAsync<BroadcastTransactionReturnType, ApiError> {
  return postRoute(
    client,
    {
      path: 'v3/tx/broadcast',
      data: v.object({ tx_hash: v.string() }),
      toDomain: (data) => ({ txHash: data.tx_hash }),
    },
    params,
    options,
  )
}
