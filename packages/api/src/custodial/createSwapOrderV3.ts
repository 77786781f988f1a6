import type { ResultAsync } from 'neverthrow'
import * as v from 'valibot'
import type { ApiError } from '../errors.js'
import { postRoute } from '../transport/postRoute.js'
import type { ApiTransport, CallOptions } from '../transport/types.js'

export type CreateSwapOrderV3Parameters = {
  readonly tick0: string
  readonly tick1: string
  readonly amt0Raw: bigint
  readonly amt1Raw: bigint
  readonly amt1MinRaw: bigint
  readonly holderAddress: string
}

export type CreateSwapOrderV3ReturnType = {
  readonly feeAddress: string
  readonly orderId: string
}

/**
 * Custodial pair-v1 swap order of the 2023 backend (POST v3/swap/new; not
 * served by the indexer). Amounts are sent as decimal strings.
 */
export function createSwapOrderV3(
  client: ApiTransport,
  params: CreateSwapOrderV3Parameters,
  options?: CallOptions,
): ResultAsync<CreateSwapOrderV3ReturnType, ApiError> {
  return postRoute(
    client,
    {
      path: 'v3/swap/new',
      data: v.object({ fee_address: v.string(), order_id: v.string() }),
      toDomain: (data) => ({
        feeAddress: data.fee_address,
        orderId: data.order_id,
      }),
    },
    {
      p: 'pair-v1',
      op: 'swap',
      tick0: params.tick0,
      tick1: params.tick1,
      amt0: params.amt0Raw.toString(),
      amt1: params.amt1Raw.toString(),
      amt1Min: params.amt1MinRaw.toString(),
      holderAddress: params.holderAddress,
    },
    options,
  )
}
