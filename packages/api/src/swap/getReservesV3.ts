import type { PoolReserves } from '@drc20/core'
import type { ResultAsync } from 'neverthrow'
import * as v from 'valibot'
import type { ApiError } from '../errors.js'
import { postRoute } from '../transport/postRoute.js'
import type { ApiTransport, CallOptions } from '../transport/types.js'
import { dstr, f64, int, str } from '../transport/wire.js'

export type GetReservesV3Parameters = {
  /** Any order; the server sorts the pair. */
  readonly tick0: string
  readonly tick1: string
}

const existing = v.object({
  tick0: str,
  tick1: str,
  reserve0: dstr,
  reserve1: dstr,
  liquidity_total: dstr,
  close_price: f64,
  volume: f64,
  total: int,
})

/** "No pool" shape: key `liquidity` and string zeros (docs/api.md §8.4). */
const missing = v.object({
  tick0: str,
  tick1: str,
  reserve0: dstr,
  reserve1: dstr,
  liquidity: dstr,
  close_price: v.literal('0'),
  volume: v.literal('0'),
  total: v.literal('0'),
})

/** Reserves of one pair-v1 pool, in either server shape (POST v3/swap/getreserves). */
export function getReservesV3(
  client: ApiTransport,
  params: GetReservesV3Parameters,
  options?: CallOptions,
): ResultAsync<PoolReserves, ApiError> {
  return postRoute(
    client,
    {
      path: 'v3/swap/getreserves',
      data: v.union([existing, missing]),
      toDomain: (data): PoolReserves =>
        'liquidity_total' in data
          ? {
              exists: true,
              tick0: data.tick0,
              tick1: data.tick1,
              reserve0: data.reserve0,
              reserve1: data.reserve1,
              liquidityTotal: data.liquidity_total,
              closePrice: data.close_price,
              volume: data.volume,
              swapCount: data.total,
            }
          : {
              exists: false,
              tick0: data.tick0,
              tick1: data.tick1,
              reserve0: data.reserve0,
              reserve1: data.reserve1,
              liquidityTotal: data.liquidity,
              closePrice: 0,
              volume: 0,
              swapCount: 0,
            },
    },
    params,
    options,
  )
}
