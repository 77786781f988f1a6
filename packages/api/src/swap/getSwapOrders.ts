import type { SwapOp, SwapOrder } from '@drc20/core'
import type { ResultAsync } from 'neverthrow'
import type { ApiError } from '../errors.js'
import { postRoute } from '../transport/postRoute.js'
import type { ApiTransport, CallOptions, Page } from '../transport/types.js'
import { listOf } from '../transport/wire.js'
import { swapOrderRow, toSwapOrder } from './swapOrderWire.js'

export type GetSwapOrdersParameters = {
  readonly orderId?: string
  readonly op?: SwapOp
  readonly txHash?: string
  readonly holderAddress?: string
  readonly blockNumber?: number
  /** Both: that pair in either orientation. */
  readonly tick0?: string
  readonly tick1?: string
  /** Either side (used when not both tick0 and tick1). */
  readonly tick?: string
  readonly limit?: number
  readonly offset?: number
}

/** pair-v1 operation log, update date desc (POST v4/swap/order). */
export function getSwapOrders(
  client: ApiTransport,
  params: GetSwapOrdersParameters = {},
  options?: CallOptions,
): ResultAsync<Page<SwapOrder>, ApiError> {
  return postRoute(
    client,
    {
      path: 'v4/swap/order',
      data: listOf(swapOrderRow),
      toDomain: (rows, total) => ({ items: rows.map(toSwapOrder), total }),
    },
    params,
    options,
  )
}
