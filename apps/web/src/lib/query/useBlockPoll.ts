import {
  getBlocksBehind,
  isChainHalted,
  isDataStale,
  isTradingPaused,
} from '@drc20/core'
import { type QueryClient, useQuery } from '@tanstack/react-query'
import { useServices } from '../services'
import {
  BLOCK_QUERY_KEY,
  type BlockPoll,
  blockPollQueryOptions,
} from './blockQueries'

/**
 * The block heights as the header badge keeps them fresh (its
 * `refetchInterval`); elsewhere read once on mount when nothing has them
 * yet.
 */
export function useBlockPoll() {
  const { api } = useServices()
  return useQuery(blockPollQueryOptions(api))
}

export type TradingGate = {
  /**
   * Index lag above 5 blocks, the heights not known yet, or stale data
   * (core's rule).
   */
  readonly paused: boolean
  /** Blocks the index is behind, once known (not while stale). */
  readonly blocksBehind: number | undefined
  /**
   * The provider stopped answering (the last refresh failed): figures on
   * the page may be out of date; submitting waits for fresh data.
   */
  readonly stale: boolean
}

function getTradingGate(poll: BlockPoll | undefined): TradingGate {
  const info = poll?.info
  const stale = isDataStale({
    consecutiveFailures: poll?.consecutiveFailures ?? 0,
  })
  return {
    paused: isTradingPaused({
      indexHeight: info?.indexHeight,
      chainHeight: info?.chainHeight,
      stale,
    }),
    blocksBehind: stale ? undefined : info && getBlocksBehind(info),
    stale,
  }
}

/**
 * Whether the chain looks halted (core's `isChainHalted`: no new chain
 * height for 3 block intervals), from the block query's data.
 */
export function getChainHalt(
  poll: BlockPoll | undefined,
  blockIntervalMs: number,
): { readonly halted: boolean; readonly sinceMs?: number } {
  const sinceMs = poll?.chainHeightSinceMs
  const nowMs = poll?.checkedAtMs
  if (sinceMs === undefined || nowMs === undefined) return { halted: false }
  return { halted: isChainHalted({ sinceMs, nowMs, blockIntervalMs }), sinceMs }
}

/** Whether swaps, adds and wraps pause (core's gate: lag or stale data). */
export function useTradingGate(): TradingGate {
  return getTradingGate(useBlockPoll().data)
}

/** The same gate outside React (a submit flow's re-check). */
export function readTradingGate(queryClient: QueryClient): TradingGate {
  return getTradingGate(queryClient.getQueryData<BlockPoll>(BLOCK_QUERY_KEY))
}
