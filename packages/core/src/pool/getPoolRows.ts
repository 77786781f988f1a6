import { getSwapFee } from '../amm/getSwapFee.js'
import { lpTickName } from '../amm/sortTicks.js'
import type {
  LiquidityPosition,
  LiquidityPositionV2,
} from '../domain/poolPositions.js'
import type { SwapPool, SwapV2Pool } from '../domain/pools.js'
import type { SwapPairSummary } from '../domain/summaries.js'
import { isLpTick } from '../identifiers/lpTick.js'
import { WDOGE_TICK } from '../identifiers/wdogeTick.js'
import { getPoolPosition, type PoolPosition } from './getPoolPosition.js'
import type { PoolRef } from './poolForm.js'

/** One row of the pool list: a pair-v1 pool or a pair-v2 pool. */
export type PoolRow = PoolRef & {
  /** `v1:<LP tick>` or `v2:<pair id>`. */
  readonly key: string
  /** pair-v1 LP tick `T0-SWAP-T1`. */
  readonly lpTick?: string
  /** TVL in WDOGE koinu (the service's double, so approximate). */
  readonly tvlWdoge?: bigint
  /**
   * Today's volume in WDOGE koinu (the service's double). The service
   * counts every WDOGE move in and out of the pool, adds and removes
   * included: `getPoolSwapVolumes` reads it with the pool's swap count.
   */
  readonly volume24hWdoge?: bigint
  /**
   * Estimate: the 0.3% truncated swap fee applied to the 24h volume as one
   * amount. Fees are charged per swap in the input token, so the real
   * figure is at most this.
   */
  readonly fees24hEstimateWdoge?: bigint
  /** The holder's LP, base units (0 when none or unknown). */
  readonly myLiquidity: bigint
  readonly myShare: PoolPosition['shareOfPool']
  readonly myAmount0: bigint
  readonly myAmount1: bigint
}

/** A statistics double (koinu) read as whole base units, truncated. */
export function koinuFromDouble(value: number): bigint | undefined {
  if (!Number.isFinite(value) || value < 0) return undefined
  return BigInt(Math.trunc(value))
}

export type GetPoolRowsParameters = {
  readonly v1: readonly SwapPool[]
  readonly v2: readonly SwapV2Pool[]
  /** Per-pair statistics (pair-v1 only); optional. */
  readonly stats: readonly SwapPairSummary[]
  readonly positionsV1: readonly LiquidityPosition[]
  readonly positionsV2: readonly LiquidityPositionV2[]
}

/** Joins pools, pair statistics and the holder's positions into rows. */
export function getPoolRows({
  v1,
  v2,
  stats,
  positionsV1,
  positionsV2,
}: GetPoolRowsParameters): PoolRow[] {
  const statsByTick = new Map(stats.map((s) => [s.tick, s]))
  const lpByTick = new Map(positionsV1.map((p) => [p.tick, p.liquidity]))
  const lpByPair = new Map(positionsV2.map((p) => [p.pairId, p.liquidity]))
  const mine = (liquidity: bigint, pool: SwapPool | SwapV2Pool) => {
    const position = getPoolPosition({
      liquidity,
      reserve0: pool.amt0,
      reserve1: pool.amt1,
      totalSupply: pool.liquidityTotal,
    })
    return {
      myLiquidity: liquidity,
      myShare: position.shareOfPool,
      myAmount0: position.amount0,
      myAmount1: position.amount1,
    }
  }
  const rows: PoolRow[] = []
  for (const pool of v1) {
    const stat = statsByTick.get(pool.tick)
    const volume = stat ? koinuFromDouble(stat.baseVolume) : undefined
    rows.push({
      key: `v1:${pool.tick}`,
      protocol: 'pair-v1',
      tick0: pool.tick0,
      tick1: pool.tick1,
      lpTick: pool.tick,
      reserve0: pool.amt0,
      reserve1: pool.amt1,
      liquidityTotal: pool.liquidityTotal,
      tvlWdoge: stat ? koinuFromDouble(stat.liquidity) : undefined,
      volume24hWdoge: volume,
      fees24hEstimateWdoge:
        volume === undefined ? undefined : getSwapFee(volume),
      ...mine(lpByTick.get(pool.tick) ?? 0n, pool),
    })
  }
  for (const pool of v2) {
    rows.push({
      key: `v2:${pool.pairId}`,
      protocol: 'pair-v2',
      tick0: pool.tick0Id,
      tick1: pool.tick1Id,
      pairId: pool.pairId,
      reserve0: pool.amt0,
      reserve1: pool.amt1,
      liquidityTotal: pool.liquidityTotal,
      ...mine(lpByPair.get(pool.pairId) ?? 0n, pool),
    })
  }
  return rows
}

/**
 * The pool of two ticks (pair-v1, by its LP tick, in either order) or of
 * a pair id (pair-v2); `undefined` when there is none.
 */
export function findPoolRow(
  rows: readonly PoolRow[],
  {
    tick0,
    tick1,
    pairId,
  }: {
    readonly tick0: string
    readonly tick1: string
    readonly pairId?: string
  },
): PoolRow | undefined {
  const key =
    pairId === undefined ? `v1:${lpTickName(tick0, tick1)}` : `v2:${pairId}`
  return rows.find((row) => row.key === key)
}

/** The pair ids of the pair-v2 pools (a second create of one fails). */
export function getTakenPairIds(rows: readonly PoolRow[]): Set<string> {
  return new Set(
    rows.flatMap((row) => (row.pairId === undefined ? [] : [row.pairId])),
  )
}

/**
 * The tokens a pool form offers, sorted: WDOGE, every pair-v1 pool's
 * ticks and the holder's tokens (LP ticks left out).
 */
export function getPoolTickOptions(
  rows: readonly PoolRow[],
  heldTicks: Iterable<string>,
): string[] {
  const ticks = new Set<string>([WDOGE_TICK])
  for (const row of rows)
    if (row.protocol === 'pair-v1') {
      ticks.add(row.tick0)
      ticks.add(row.tick1)
    }
  for (const tick of heldTicks) if (!isLpTick(tick)) ticks.add(tick)
  return [...ticks].sort()
}
