import { shouldRefreshTokenList } from '@drc20/core'
import { useQuery } from '@tanstack/react-query'
import { useAtom } from 'jotai'
import { startTransition, useCallback, useEffect, useState } from 'react'
import {
  storedTokenListQueryOptions,
  type TokenListProgress,
  tokenListQueryOptions,
} from '../../lib/query/tokenListQueries'
import { useBlockPoll } from '../../lib/query/useBlockPoll'
import { useServices } from '../../lib/services'
import type { TokenListSnapshot } from '../../lib/storage/tokenListCodec'
import { tokenListProgressAtom, tokenListRefreshStartedAtom } from './atoms'

export type TokenListState = {
  /** The list shown: the last one read, from the network or the offline copy. */
  readonly snapshot: TokenListSnapshot | undefined
  /** The offline copy is still being read. */
  readonly readingCopy: boolean
  /** A refresh is under way, and how far it has come. */
  readonly progress: TokenListProgress | undefined
  readonly refreshing: boolean
  /** Why the last refresh failed (the snapshot, if any, stays usable). */
  readonly error: Error | null
  /** Refreshes now unless one started within the last minute (core's throttle). */
  readonly refresh: () => void
  /** Whether `refresh` would start one now. */
  readonly canRefresh: boolean
  /**
   * Tries again after a failure, at once: the user asked, and a failed
   * load put no list on the server's account.
   */
  readonly retry: () => void
}

/** How often the throttle is checked again (and the Refresh button with it). */
const CHECK_MS = 15_000

/**
 * The token list, offline first: the IndexedDB copy is shown at once,
 * then refreshed in the background when core's throttle says so
 * (`shouldRefreshTokenList`: never twice within 60 s; when there is no
 * copy, when it is 15 minutes old, or when the index moved 500 blocks).
 * The throttle is checked on mount, on every new block and every minute.
 */
export function useTokenList(): TokenListState {
  const { api } = useServices()
  const [progress, setProgress] = useAtom(tokenListProgressAtom)
  const [startedMs, setStartedMs] = useAtom(tokenListRefreshStartedAtom)
  const stored = useQuery(storedTokenListQueryOptions())
  const network = useQuery({
    ...tokenListQueryOptions(api, setProgress),
    enabled: false,
  })
  const height = useBlockPoll().data?.info?.indexHeight
  const snapshot = network.data ?? stored.data ?? undefined
  const { refetch, isFetching } = network
  const [nowMs, setNowMs] = useState(() => Date.now())

  const start = useCallback(() => {
    // The start renders in a transition, in slices: on a first visit it is
    // an update of the whole page from the mount's effects. The pages'
    // progress stays urgent, so that each page shows as it arrives (a
    // transition restarted by every page would show none until the last).
    startTransition(() => {
      setStartedMs(Date.now())
      setProgress({ loaded: 0, total: null, pages: 0, tokens: [] })
    })
    void refetch().finally(() => setProgress(undefined))
  }, [refetch, setStartedMs, setProgress])

  useEffect(() => {
    if (stored.isPending || isFetching) return
    const check = () => {
      if (
        shouldRefreshTokenList({
          nowMs: Date.now(),
          lastRefreshMs: startedMs,
          cacheUpdatedMs: snapshot?.savedAtMs,
          lastHeight: snapshot?.height ?? undefined,
          height,
        })
      )
        start()
    }
    check()
    const timer = setInterval(() => {
      setNowMs(Date.now())
      check()
    }, CHECK_MS)
    return () => clearInterval(timer)
  }, [stored.isPending, isFetching, startedMs, snapshot, height, start])

  const canRefresh =
    !isFetching && shouldRefreshTokenList({ nowMs, lastRefreshMs: startedMs })
  return {
    snapshot,
    readingCopy: stored.isPending,
    progress: isFetching ? progress : undefined,
    refreshing: isFetching,
    error: isFetching ? null : network.error,
    refresh: () => {
      // The throttle with the copy counted as stale: 60 s between starts.
      if (
        !isFetching &&
        shouldRefreshTokenList({ nowMs: Date.now(), lastRefreshMs: startedMs })
      )
        start()
    },
    canRefresh,
    retry: () => {
      if (!isFetching) start()
    },
  }
}
