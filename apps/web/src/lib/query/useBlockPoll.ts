import { getBlocksBehind, isTradingPaused } from '@drc20/core'
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
  /** Index lag above 5 blocks, or the heights not known yet (core's rule). */
  readonly paused: boolean
  /** Blocks the index is behind, once known. */
  readonly blocksBehind: number | undefined
}

function getTradingGate(poll: BlockPoll | undefined): TradingGate {
  const info = poll?.info
  return {
    paused: isTradingPaused({
      indexHeight: info?.indexHeight,
      chainHeight: info?.chainHeight,
    }),
    blocksBehind: info && getBlocksBehind(info),
  }
}

/** Whether swaps, adds and wraps pause for index lag (core's gate). */
export function useTradingGate(): TradingGate {
  return getTradingGate(useBlockPoll().data)
}

/** The same gate outside React (a submit flow's re-check). */
export function readTradingGate(queryClient: QueryClient): TradingGate {
  return getTradingGate(queryClient.getQueryData<BlockPoll>(BLOCK_QUERY_KEY))
}
