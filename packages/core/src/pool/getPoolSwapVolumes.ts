import { getSwapFee } from '../amm/getSwapFee.js'
import type { PoolReserves } from '../domain/pools.js'
import { koinuFromDouble, type PoolRow } from './getPoolRows.js'

/** A pool's trading figures, in WDOGE koinu; `undefined` while unknown. */
export type PoolSwapVolumes = {
  readonly volume24hWdoge?: bigint
  /** The 0.3% fee on the 24 h volume as one amount (at most the real figure). */
  readonly fees24hEstimateWdoge?: bigint
  /** All-time swap volume. */
  readonly totalVolumeWdoge?: bigint
  /** Swaps ever made in the pool. */
  readonly swapCount?: number
}

/**
 * What the pool list shows for a pair-v1 pool's trading: the statistics
 * service's 24 h volume counts every WDOGE move in and out of the pool
 * (a create or an add too, docs/api.md v4 swap/tvl and swap/pair), so a
 * pool without a single swap would show a volume and fees it never had.
 * With the pool's own swap count and all-time swap volume (v3
 * swap/getreserves `total` and `volume`), a pool that never traded shows
 * 0 everywhere; until they are known, the 24 h figures are withheld.
 */
export function getPoolSwapVolumes(
  row: Pick<PoolRow, 'volume24hWdoge'>,
  reserves: Pick<PoolReserves, 'swapCount' | 'volume' | 'exists'> | undefined,
): PoolSwapVolumes {
  if (reserves === undefined || !reserves.exists) return {}
  if (reserves.swapCount === 0)
    return {
      volume24hWdoge: 0n,
      fees24hEstimateWdoge: 0n,
      totalVolumeWdoge: 0n,
      swapCount: 0,
    }
  const volume = row.volume24hWdoge
  return {
    volume24hWdoge: volume,
    fees24hEstimateWdoge: volume === undefined ? undefined : getSwapFee(volume),
    totalVolumeWdoge: koinuFromDouble(reserves.volume),
    swapCount: reserves.swapCount,
  }
}
