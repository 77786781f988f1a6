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
}

export const BLOCK_QUERY_KEY = ['block'] as const

/**
 * The block heights (v4 info/blocknumber, with the client's own retries).
 * A failure is data, not an error: it counts toward the schedule's
 * backoff and keeps the last heights. When the index height changes, every
 * indexer query (`INDEXED`) is invalidated: one refresh per new block.
 * Otherwise every indexer query on screen that failed is tried again.
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
          info: previous?.info,
          consecutiveFailures: (previous?.consecutiveFailures ?? 0) + 1,
          lastError: result.error,
        }
      const info = result.value
      const known = previous?.info?.indexHeight
      if (known !== undefined && known !== info.indexHeight)
        void queryClient.invalidateQueries({ queryKey: [INDEXED] })
      // The provider answers: a query that failed earlier (an outage, a
      // fault) is tried again now, so its error clears without a reload.
      else
        void queryClient.refetchQueries({
          queryKey: [INDEXED],
          type: 'active',
          predicate: (query) => query.state.status === 'error',
        })
      return { info, consecutiveFailures: 0 }
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
