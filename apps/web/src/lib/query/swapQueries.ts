import {
  getPairV1SwapReserves,
  getPairV2SwapReserves,
  getSwapSideKey,
  type SwapMarket,
  type SwapPool,
  type SwapReserves,
  type SwapSide,
  type SwapV2Pool,
} from '@drc20/core'
import { queryOptions } from '@tanstack/react-query'
import { unwrapApiResult } from '../api/apiQueryError'
import type { AppServices } from '../services'
import { INDEXED } from './queryKeys'

/** Every pair-v1 pool (v4 swap/liquidity), drained ones included. */
export function swapPoolsQueryOptions(api: AppServices['api']) {
  return queryOptions({
    queryKey: [INDEXED, 'swap', 'pools', 'v1'] as const,
    queryFn: async ({ signal }): Promise<readonly SwapPool[]> => {
      const client = await api()
      const page = await unwrapApiResult(
        client.getSwapPools({ limit: 1000 }, { signal }),
      )
      return page.items
    },
  })
}

/** Every pair-v2 pool (v4 swap_v2/liquidity, all rows), keyed by pair id. */
export function swapV2PoolsQueryOptions(api: AppServices['api']) {
  return queryOptions({
    queryKey: [INDEXED, 'swap', 'pools', 'v2'] as const,
    queryFn: async ({ signal }): Promise<readonly SwapV2Pool[]> => {
      const client = await api()
      const page = await unwrapApiResult(
        client.getSwapV2Pools({ limit: -1 }, { signal }),
      )
      return page.items
    },
  })
}

/**
 * The reserves of the pool a swap goes through, oriented from its input
 * (core's `getPairV1SwapReserves` / `getPairV2SwapReserves`): pair-v1 by
 * its ticks (v3 swap/getreserves), pair-v2 by its pair id; `null` when
 * there is no such pool. Keyed by the sides as chosen (native DOGE or
 * not), so every new choice quotes from freshly read reserves.
 */
export function swapReservesQueryOptions(
  api: AppServices['api'],
  market: SwapMarket,
  input: SwapSide,
  output: SwapSide,
) {
  const pool = market.kind === 'pair-v2' ? market.pairId : 'v1'
  const tickIn = input.tick
  const tickOut = output.tick
  return queryOptions({
    queryKey: [
      INDEXED,
      'swap',
      'reserves',
      pool,
      getSwapSideKey(input),
      getSwapSideKey(output),
    ] as const,
    queryFn: async ({ signal }): Promise<SwapReserves | null> => {
      const client = await api()
      if (market.kind === 'pair-v1') {
        const reserves = await unwrapApiResult(
          client.getReservesV3({ tick0: tickIn, tick1: tickOut }, { signal }),
        )
        return getPairV1SwapReserves(reserves, tickIn)
      }
      const page = await unwrapApiResult(
        client.getSwapV2Pools({ pairId: market.pairId }, { signal }),
      )
      return getPairV2SwapReserves(
        page.items.find((p) => p.pairId === market.pairId),
        tickIn,
        tickOut,
      )
    },
  })
}
