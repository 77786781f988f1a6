import {
  findPoolRow,
  getPoolRows,
  type HeldBalances,
  type PoolRef,
  type PoolRow,
  sortTicks,
} from '@drc20/core'
import { useQuery } from '@tanstack/react-query'
import { useAtomValue } from 'jotai'
import { useMemo } from 'react'
import {
  poolPositionsQueryOptions,
  swapPairStatsQueryOptions,
} from '../../lib/query/poolQueries'
import {
  swapPoolsQueryOptions,
  swapV2PoolsQueryOptions,
} from '../../lib/query/swapQueries'
import { useHeldBalances } from '../../lib/query/useHeldBalances'
import { useServices } from '../../lib/services'
import { signingAddressAtom } from '../../lib/wallet/walletAtoms'

export type PoolRowsState =
  | { readonly status: 'loading' }
  | {
      readonly status: 'error'
      readonly error: unknown
      /** Reads the failed lists again. */
      readonly retry?: () => void
    }
  | {
      readonly status: 'loaded'
      readonly rows: readonly PoolRow[]
      /** The connected address's LP (in `rows`): still loading, or failed. */
      readonly positions: {
        readonly pending: boolean
        readonly error: unknown
        readonly retry: () => void
      }
    }

/** Every pool joined with statistics and the connected address's LP. */
export function usePoolRows(): PoolRowsState {
  const { api } = useServices()
  const address = useAtomValue(signingAddressAtom)
  const v1 = useQuery(swapPoolsQueryOptions(api))
  const v2 = useQuery(swapV2PoolsQueryOptions(api))
  const stats = useQuery(swapPairStatsQueryOptions(api))
  const positions = useQuery(poolPositionsQueryOptions(api, address))
  return useMemo((): PoolRowsState => {
    const error = v1.error ?? v2.error
    if (error)
      return {
        status: 'error',
        error,
        retry: () => {
          if (v1.error) void v1.refetch()
          if (v2.error) void v2.refetch()
        },
      }
    // Statistics are optional (the list works without them, after they
    // fail), but awaited: rows shown before them would be re-sorted by TVL
    // under the reader's eyes when they arrive.
    if (!v1.data || !v2.data || stats.isPending) return { status: 'loading' }
    return {
      status: 'loaded',
      positions: {
        pending: address !== undefined && positions.isPending,
        error: address === undefined ? null : positions.error,
        retry: () => void positions.refetch(),
      },
      rows: getPoolRows({
        v1: v1.data,
        v2: v2.data,
        stats: stats.data ?? [],
        positionsV1: address ? (positions.data?.v1 ?? []) : [],
        positionsV2: address ? (positions.data?.v2 ?? []) : [],
      }),
    }
  }, [
    v1.data,
    v1.error,
    v1.refetch,
    v2.data,
    v2.error,
    v2.refetch,
    stats.data,
    stats.isPending,
    positions.data,
    positions.isPending,
    positions.error,
    positions.refetch,
    address,
  ])
}

export type PoolLookup =
  | { readonly status: 'loading' }
  | { readonly status: 'error'; readonly error: unknown }
  | { readonly status: 'missing' }
  | {
      readonly status: 'found'
      readonly pool: PoolRef
      readonly row: PoolRow
    }

/**
 * The pool of two ticks (pair-v1, by its LP tick) or of a pair id
 * (pair-v2), with the connected address's LP in it.
 */
export function getPoolLookup(
  rows: PoolRowsState,
  tick0: string,
  tick1: string,
  pairId: string | undefined,
): PoolLookup {
  if (rows.status !== 'loaded') return rows
  const row = findPoolRow(rows.rows, { tick0, tick1, pairId })
  if (!row) return { status: 'missing' }
  return { status: 'found', row, pool: row }
}

/** The connected address's token and DOGE balances, for the form rules. */
export function usePoolBalances(): HeldBalances {
  return useHeldBalances()
}

/** Pool order of two ticks from a URL (the indexer sorts them, docs/protocol.md §5.2). */
export function getPoolOrder(a: string, b: string) {
  const { tick0, tick1 } = sortTicks(a, b)
  return { tick0, tick1 }
}
