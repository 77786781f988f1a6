import type { Drc20Token } from '@drc20/core'
import type { ResultAsync } from 'neverthrow'
import * as v from 'valibot'
import type { ApiError } from '../errors.js'
import { postRoute } from '../transport/postRoute.js'
import type { ApiTransport, CallOptions } from '../transport/types.js'
import { toDrc20Token } from './tokenWire.js'
import { v3TokenRow } from './v3TokenWire.js'

export type GetTokenV3Parameters = { readonly tick: string }

/** One token, or `null` for an unknown tick (POST v3/drc20/tick). */
export function getTokenV3(
  client: ApiTransport,
  params: GetTokenV3Parameters,
  options?: CallOptions,
): ResultAsync<Drc20Token | null, ApiError> {
  return postRoute(
    client,
    {
      path: 'v3/drc20/tick',
      data: v.nullable(v3TokenRow),
      toDomain: (row) => (row === null ? null : toDrc20Token(row)),
    },
    params,
    options,
  )
}
