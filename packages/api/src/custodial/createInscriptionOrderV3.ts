import type { Drc20Op } from '@drc20/core'
import type { ResultAsync } from 'neverthrow'
import * as v from 'valibot'
import type { ApiError } from '../errors.js'
import { postRoute } from '../transport/postRoute.js'
import type { ApiTransport, CallOptions } from '../transport/types.js'
import { ts } from '../transport/wire.js'

export type CreateInscriptionOrderV3Parameters = {
  readonly op: Drc20Op
  readonly tick: string
  /** The user's address. */
  readonly receiveAddress: string
  /** Koinu per kB. */
  readonly rateFeeRaw: bigint
  readonly maxRaw?: bigint
  readonly limRaw?: bigint
  readonly amtRaw?: bigint
  readonly repeat?: number
  readonly toAddress?: string
}

export type CreateInscriptionOrderV3ReturnType = {
  readonly createDateMs: number
  /** P2SH address to pay. */
  readonly feeAddress: string
  readonly orderId: string
}

/**
 * Custodial inscription order of the 2023 backend (POST v3/drc20/new; not
 * served by the indexer). Amounts are sent as decimal strings.
 */
export function createInscriptionOrderV3(
  client: ApiTransport,
  params: CreateInscriptionOrderV3Parameters,
  options?: CallOptions,
): ResultAsync<CreateInscriptionOrderV3ReturnType, ApiError> {
  return postRoute(
    client,
    {
      path: 'v3/drc20/new',
      data: v.object({
        create_date: ts,
        fee_address: v.string(),
        order_id: v.string(),
      }),
      toDomain: (data) => ({
        createDateMs: data.create_date,
        feeAddress: data.fee_address,
        orderId: data.order_id,
      }),
    },
    {
      p: 'drc-20',
      op: params.op,
      tick: params.tick,
      receiveAddress: params.receiveAddress,
      rateFee: params.rateFeeRaw.toString(),
      max: params.maxRaw?.toString(),
      lim: params.limRaw?.toString(),
      amt: params.amtRaw?.toString(),
      repeat: params.repeat,
      toAddress: params.toAddress,
    },
    options,
  )
}
