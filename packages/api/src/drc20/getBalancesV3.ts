import type { Drc20TickAmount } from '@drc20/core'
import type { ResultAsync } from 'neverthrow'
import * as v from 'valibot'
import type { ApiError } from '../errors.js'
import { postRoute } from '../transport/postRoute.js'
import type { ApiTransport, CallOptions, Page } from '../transport/types.js'
import { dnum, listOf, str } from '../transport/wire.js'

export type GetBalancesV3Parameters = {
  readonly receiveAddress: string
  readonly limit?: number
  readonly offset?: number
}

export const tickAmountRow = v.object({ tick: str, amt: dnum })

/** Non-zero balances of an address (POST v3/drc20/address). */
export function getBalancesV3(
  client: ApiTransport,
  params: GetBalancesV3Parameters,
  options?: CallOptions,
): ResultAsync<Page<Drc20TickAmount>, ApiError> {
  return postRoute(
    client,
    {
      path: 'v3/drc20/address',
      data: listOf(tickAmountRow),
      toDomain: (rows, total) => ({ items: rows, total }),
    },
    params,
    options,
  )
}
