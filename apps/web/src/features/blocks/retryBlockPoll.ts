import type { QueryClient } from '@tanstack/react-query'
import { BLOCK_QUERY_KEY } from '../../lib/query/blockQueries'

/**
 * Refreshes the heights now (a click on the badge or the notice's Retry,
 * or coming back online). The failures are kept until it succeeds: the
 * data stays stale, and submitting paused, until fresh heights arrive; a
 * success restarts the stopped schedule.
 */
export function retryBlockPoll(queryClient: QueryClient): void {
  void queryClient.refetchQueries(
    { queryKey: BLOCK_QUERY_KEY },
    { cancelRefetch: false },
  )
}
