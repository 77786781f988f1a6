import type {
  CandleInterval,
  SwapCandle,
  SwapOrder,
  SwapTokenSummary,
  TvlPoint,
} from '@drc20/core'
import { queryOptions } from '@tanstack/react-query'
import { unwrapApiResult } from '../api/apiQueryError'
import type { AppServices } from '../services'
import { INDEXED } from './queryKeys'

/** Daily TVL and volume over every pair-v1 pool (v4 swap/tvl/total). */
export function tvlTotalQueryOptions(api: AppServices['api']) {
  return queryOptions({
    queryKey: [INDEXED, 'analytics', 'tvlTotal'] as const,
    queryFn: async ({ signal }): Promise<readonly TvlPoint[]> => {
      const client = await api()
      const page = await unwrapApiResult(
        client.getSwapTvlTotal({ limit: 1000 }, { signal }),
      )
      return page.items
    },
  })
}

/**
 * The market summary of every DRC-20 token (v4 swap/summary), or of one
 * tick. Prices are the API's doubles (DOGE per token), volumes exact.
 */
export function swapSummariesQueryOptions(
  api: AppServices['api'],
  tick?: string,
) {
  return queryOptions({
    queryKey: [INDEXED, 'analytics', 'summaries', tick ?? ''] as const,
    queryFn: async ({ signal }): Promise<readonly SwapTokenSummary[]> => {
      const client = await api()
      const page = await unwrapApiResult(
        client.getSwapSummaries(
          tick === undefined ? { limit: 1000 } : { tick, limit: 1 },
          { signal },
        ),
      )
      return page.items
    },
  })
}

/**
 * A token's swap candles (v4 swap/k) at one interval: prices are the API's
 * doubles in DOGE per token, volumes WDOGE koinu.
 */
export function swapCandlesQueryOptions(
  api: AppServices['api'],
  tick: string,
  interval: CandleInterval,
) {
  return queryOptions({
    queryKey: [INDEXED, 'analytics', 'candles', tick, interval] as const,
    queryFn: async ({ signal }): Promise<readonly SwapCandle[]> => {
      const client = await api()
      const page = await unwrapApiResult(
        client.getSwapCandles(
          { tick, dateInterval: interval, limit: 500 },
          { signal },
        ),
      )
      return page.items
    },
  })
}

/**
 * A pair-v1 pool's operations, newest first (v4 swap/order): the latest
 * `limit` (the pair page shows 50; the LP returns replay up to 1000).
 */
export function pairOrdersQueryOptions(
  api: AppServices['api'],
  tick0: string,
  tick1: string,
  limit = 50,
) {
  return queryOptions({
    queryKey: [
      INDEXED,
      'analytics',
      'pairOrders',
      tick0,
      tick1,
      limit,
    ] as const,
    queryFn: async ({ signal }): Promise<readonly SwapOrder[]> => {
      const client = await api()
      const page = await unwrapApiResult(
        client.getSwapOrders({ tick0, tick1, limit }, { signal }),
      )
      return page.items
    },
  })
}

/**
 * One pair-v1 pool's daily TVL and volume rows (v4 swap/tvl with its LP
 * tick): the 7-day volume of the pair tables. Refreshed with each block.
 */
export function pairDailyTvlQueryOptions(
  api: AppServices['api'],
  lpTick: string,
) {
  return queryOptions({
    queryKey: [INDEXED, 'analytics', 'pairTvl', lpTick] as const,
    queryFn: async ({ signal }): Promise<readonly TvlPoint[]> => {
      const client = await api()
      const page = await unwrapApiResult(
        client.getSwapTvl({ tick: lpTick, limit: 1000 }, { signal }),
      )
      return page.items
    },
  })
}

/**
 * The operation that created a pair-v1 pool (v4 swap/order, `op` create):
 * the pool's record (tx, block, commit tx, dates); `null` when the log has
 * none.
 */
export function pairCreateOrderQueryOptions(
  api: AppServices['api'],
  tick0: string,
  tick1: string,
) {
  return queryOptions({
    queryKey: [INDEXED, 'analytics', 'pairCreate', tick0, tick1] as const,
    queryFn: async ({ signal }): Promise<SwapOrder | null> => {
      const client = await api()
      const page = await unwrapApiResult(
        client.getSwapOrders(
          { tick0, tick1, op: 'create', limit: 1 },
          { signal },
        ),
      )
      return page.items[0] ?? null
    },
  })
}

/**
 * How many addresses hold a pair-v1 pool's LP token: the `total` of v4
 * swap/liquidity/address for the pair with no holder (the pool's own
 * reserve address is not counted).
 */
export function lpHolderCountQueryOptions(
  api: AppServices['api'],
  tick0: string,
  tick1: string,
) {
  return queryOptions({
    queryKey: [INDEXED, 'analytics', 'lpHolders', tick0, tick1] as const,
    queryFn: async ({ signal }): Promise<number> => {
      const client = await api()
      const page = await unwrapApiResult(
        client.getLiquidityPositions({ tick0, tick1, limit: 1 }, { signal }),
      )
      return page.total
    },
  })
}
