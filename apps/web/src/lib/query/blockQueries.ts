import type { ApiError } from '@drc20/api'
import { type BlockInfo, getBlockRefreshDelay } from '@drc20/core'
import { type Query, queryOptions } from '@tanstack/react-query'
import { withApi } from '../api/withApi'
import type { AppServices } from '../services'
import { INDEXED } from './queryKeys'

/** What the block query knows: the last heights and the failures since. */
export type BlockPoll = {
  /** Last heights received; kept through failures. */
  readonly info?: BlockInfo
  /** Failed refreshes in a row (each one already retried by the client). */
  readonly consecutiveFailures: number
  readonly lastError?: ApiError
  /** When the current chain height was first read (epoch ms). */
  readonly chainHeightSinceMs?: number
  /** When the heights were last read successfully (epoch ms). */
  readonly checkedAtMs?: number
}

export const BLOCK_QUERY_KEY = ['block'] as const

/**
 * The block heights (v4 info/blocknumber, with the client's own retries).
 * A failure is data, not an error: it counts toward the schedule's
 * backoff and keeps the last heights (the page's data is stale meanwhile;
 * core's `isDataStale`). When the index height changes, or the heights
 * come back after a failure, every indexer query (`INDEXED`) is
 * invalidated: one refresh per new block, and fresh data after an outage.
 * Otherwise every indexer query on screen that failed is tried again (a
 * fault on one endpoint clears without a reload). It also notes since when
 * the chain height has not moved (core's `isChainHalted`).
 */
export function blockPollQueryOptions(api: AppServices['api']) {
  return queryOptions({
    queryKey: BLOCK_QUERY_KEY,
    retry: false,
    // Refreshed by the badge's schedule (refetchInterval), not by mounts.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnReconnect: false,
    queryFn: async ({ signal, client: queryClient }): Promise<BlockPoll> => {
      const previous = queryClient.getQueryData<BlockPoll>(BLOCK_QUERY_KEY)
      // A client that fails to load counts as a failed refresh too.
      const result = await withApi(api, (client) =>
        client.getBlockInfoWithRetry({ signal }),
      )
      if (result.isErr())
        return {
          ...previous,
          consecutiveFailures: (previous?.consecutiveFailures ?? 0) + 1,
          lastError: result.error,
        }
      const info = result.value
      const nowMs = Date.now()
      const known = previous?.info?.indexHeight
      const recovered = (previous?.consecutiveFailures ?? 0) > 0
      if ((known !== undefined && known !== info.indexHeight) || recovered)
        void queryClient.invalidateQueries({ queryKey: [INDEXED] })
      // The provider answers: a query that failed earlier (a fault on
      // its endpoint) is tried again now, so its error clears by itself.
      else
        void queryClient.refetchQueries({
          queryKey: [INDEXED],
          type: 'active',
          predicate: (query) => query.state.status === 'error',
        })
      const sameChainHeight = previous?.info?.chainHeight === info.chainHeight
      return {
        info,
        consecutiveFailures: 0,
        chainHeightSinceMs: sameChainHeight
          ? (previous?.chainHeightSinceMs ?? nowMs)
          : nowMs,
        checkedAtMs: nowMs,
      }
    },
  })
}

/**
 * The block schedule as a `refetchInterval` (core's `getBlockRefreshDelay`:
 * 60 s, 15 s on /swap pages, doubling per failure; stopped after 5
 * failures or while offline).
 */
export function getBlockRefetchInterval(onSwapPage: boolean, online: boolean) {
  return (
    query: Query<BlockPoll, Error, BlockPoll, typeof BLOCK_QUERY_KEY>,
  ) => {
    if (!online) return false as const
    const delay = getBlockRefreshDelay({
      consecutiveFailures: query.state.data?.consecutiveFailures ?? 0,
      onSwapPage,
    })
    return delay.kind === 'wait' ? delay.delayMs : (false as const)
  }
}
