import type { Drc20OrderLookup } from '@drc20/core'
import type { ResultAsync } from 'neverthrow'
import * as v from 'valibot'
import type { ApiError } from '../errors.js'
import { postRoute } from '../transport/postRoute.js'
import type { ApiTransport, CallOptions } from '../transport/types.js'
import { drc20LookupRow, toDrc20OrderLookup } from './drc20LookupWire.js'

export type GetOrderByIdV3Parameters = { readonly orderId: string }

/** DRC-20 operation by order id, or `null` (POST v3/drc20/order/id). */
export function getOrderByIdV3(
  client: ApiTransport,
  params: GetOrderByIdV3Parameters,
  options?: CallOptions,
): ResultAsync<Drc20OrderLookup | null, ApiError> {
  return postRoute(
    client,
    {
      path: 'v3/drc20/order/id',
      data: v.nullable(drc20LookupRow),
      toDomain: (row) => (row === null ? null : toDrc20OrderLookup(row)),
    },
    params,
    options,
  )
}
