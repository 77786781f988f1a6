import type { SwapOp, SwapV2Order } from '@drc20/core'
import type { ResultAsync } from 'neverthrow'
import * as v from 'valibot'
import type { ApiError } from '../errors.js'
import { swapOrderEntries, toSwapOrder } from '../swap/swapOrderWire.js'
import { postRoute } from '../transport/postRoute.js'
import type { ApiTransport, CallOptions, Page } from '../transport/types.js'
import { listOf, str, ts } from '../transport/wire.js'

export type GetSwapV2OrdersParameters = {
  readonly orderId?: string
  readonly op?: SwapOp
  readonly pairId?: string
  readonly tick0Id?: string
  readonly tick1Id?: string
  readonly txHash?: string
  readonly holderAddress?: string
  readonly blockNumber?: number
  readonly limit?: number
  readonly offset?: number
}

const orderRow = v.object({
  ...swapOrderEntries,
  pair_id: str,
  tick0_id: str,
  tick1_id: str,
  block_time: ts,
})

/** pair-v2 operation log, id desc (POST v4/swap_v2/order). */
export function getSwapV2Orders(
  client: ApiTransport,
  params: GetSwapV2OrdersParameters = {},
  options?: CallOptions,
): ResultAsync<Page<SwapV2Order>, ApiError> {
  return postRoute(
    client,
    {
      path: 'v4/swap_v2/order',
      data: listOf(orderRow),
      toDomain: (rows, total) => ({
        items: rows.map(
          (row): SwapV2Order => ({
            ...toSwapOrder(row),
            pairId: row.pair_id,
            tick0Id: row.tick0_id,
            tick1Id: row.tick1_id,
            blockTimeMs: row.block_time,
          }),
        ),
        total,
      }),
    },
    params,
    options,
  )
}
