import type { ResultAsync } from 'neverthrow'
import * as v from 'valibot'
import type { ApiError } from '../errors.js'
import { postRoute } from '../transport/postRoute.js'
import type { ApiTransport, CallOptions } from '../transport/types.js'

export type GetOgStatusParameters = { readonly holderAddress: string }

/**
 * Whether an address is "OG" (docs/product.md §7: `POST drc20/holders`, response
 * `data.isOg`). ASSUMPTION: the reference does not describe this shape; the
 * client posts `{ holder_address }` to `{version}/drc20/holders` and accepts
 * `data: { isOg: boolean }` (extra keys ignored). On the indexer that path
 * is the v3 holder list, whose array `data` is a `decode` error here.
 */
export function getOgStatus(
  client: ApiTransport,
  params: GetOgStatusParameters,
  options?: CallOptions,
): ResultAsync<boolean, ApiError> {
  return postRoute(
    client,
    {
      path: `${client.version}/drc20/holders`,
      data: v.object({ isOg: v.boolean() }),
      toDomain: (data) => data.isOg,
    },
    params,
    options,
  )
}
