import type { Drc20Token } from '@drc20/core'
import type { ResultAsync } from 'neverthrow'
import * as v from 'valibot'
import type { ApiError } from '../errors.js'
import { postRoute, type RouteDefinition } from '../transport/postRoute.js'
import type { ApiTransport, CallOptions, Page } from '../transport/types.js'
import { dstr, listOf, ts, tsOrNull } from '../transport/wire.js'
import { socialEntries, toDrc20Token } from './tokenWire.js'

export type GetTokensParameters = {
  readonly tick?: string
  /** Deployer. */
  readonly holderAddress?: string
  /** Substring of the tick; disables paging on the server. */
  readonly searchKey?: string
  readonly limit?: number
  readonly offset?: number
}

const tokenRow = v.object({
  ...socialEntries,
  max_amt: dstr,
  mint_amt: dstr,
  lim: dstr,
  deploy_time: ts,
  last_mint_time: tsOrNull,
})

export const getTokensRoute: RouteDefinition<
  ReturnType<typeof listOf<typeof tokenRow>>,
  Page<Drc20Token>
> = {
  path: 'v4/drc20/collect',
  data: listOf(tokenRow),
  toDomain: (rows, total) => ({ items: rows.map(toDrc20Token), total }),
}

/**
 * Token list (POST v4/drc20/collect). Beware the server's cache: without a
 * filter and with `limit > 200` it may answer another request's page with
 * `total` 0 (docs/api.md §5); use `fetchAllTokens` to list everything.
 */
export function getTokens(
  client: ApiTransport,
  params: GetTokensParameters = {},
  options?: CallOptions,
): ResultAsync<Page<Drc20Token>, ApiError> {
  return postRoute(client, getTokensRoute, params, options)
}
