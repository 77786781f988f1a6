import type { Drc20Holder } from '@drc20/core'
import type { ResultAsync } from 'neverthrow'
import * as v from 'valibot'
import type { ApiError } from '../errors.js'
import { postRoute } from '../transport/postRoute.js'
import type { ApiTransport, CallOptions, Page } from '../transport/types.js'
import { dnum, listOf, str } from '../transport/wire.js'

export type GetHoldersV3Parameters = {
  readonly tick: string
  /** Capped at 50 by the server. */
  readonly limit?: number
  readonly offset?: number
}

const holderRow = v.object({ address: str, amt: dnum })

/** Holders of a token, balance desc (POST v3/drc20/holders; bare amounts). */
export function getHoldersV3(
  client: ApiTransport,
  params: GetHoldersV3Parameters,
  options?: CallOptions,
): ResultAsync<Page<Drc20Holder>, ApiError> {
  return postRoute(
    client,
    {
      path: 'v3/drc20/holders',
      data: listOf(holderRow),
      toDomain: (rows, total) => ({ items: rows, total }),
    },
    params,
    options,
  )
}
