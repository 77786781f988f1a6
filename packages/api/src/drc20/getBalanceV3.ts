import type { Drc20TickAmount } from '@drc20/core'
import type { ResultAsync } from 'neverthrow'
import * as v from 'valibot'
import type { ApiError } from '../errors.js'
import { postRoute } from '../transport/postRoute.js'
import type { ApiTransport, CallOptions } from '../transport/types.js'
import { tickAmountRow } from './getBalancesV3.js'

export type GetBalanceV3Parameters = {
  readonly receiveAddress: string
  readonly tick: string
}

/**
 * Balance of one tick for an address; `null` when zero or none (POST
 * v3/drc20/address/tick).
 */
export function getBalanceV3(
  client: ApiTransport,
  params: GetBalanceV3Parameters,
  options?: CallOptions,
): ResultAsync<Drc20TickAmount | null, ApiError> {
  return postRoute(
    client,
    {
      path: 'v3/drc20/address/tick',
      data: v.nullable(tickAmountRow),
      toDomain: (row) => row,
    },
    params,
    options,
  )
}
