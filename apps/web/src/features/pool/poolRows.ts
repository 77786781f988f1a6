import {
  getPoolPosition,
  getSwapFee,
  type LiquidityPosition,
  type LiquidityPositionV2,
  type PoolPosition,
  type SwapPairSummary,
  type SwapPool,
  type SwapV2Pool,
} from '@drc20/core'

/** One row of the pool list: a pair-v1 pool or a pair-v2 pool. */
export type PoolRow = {
  /** `v1:<LP tick>` or `v2:<pair id>`. */
  readonly key: string
  readonly protocol: 'pair-v1' | 'pair-v2'
  /** Pool order (sorted for pair-v1, stored order for pair-v2). */
  readonly tick0: string
  readonly tick1: string
  /** pair-v1 LP tick `T0-SWAP-T1`. */
  readonly lpTick?: string
  /** pair-v2 pool key. */
  readonly pairId?: string
  readonly reserve0: bigint
  readonly reserve1: bigint
  readonly liquidityTotal: bigint
  /** TVL in WDOGE koinu (the service's double, so approximate). */
  readonly tvlWdoge?: bigint
  /** Today's volume in WDOGE koinu (the service's double). */
  readonly volume24hWdoge?: bigint
  /**
   * Estimate: the 0.3% truncated swap fee applied to the 24h volume as one
   * amount. Fees are charged per swap in the input token, so the real
   * figure is at most this.
   */
  readonly fees24hEstimateWdoge?: bigint
  /** The connected address's LP, base units (0 when none or unknown). */
  readonly myLiquidity: bigint
  readonly myShare: PoolPosition['shareOfPool']
  readonly myAmount0: bigint
  readonly myAmount1: bigint
}

/** A service double (koinu) read as whole base units, at the data edge. */
function koinuFromDouble(value: number): bigint | undefined {
  if (!Number.isFinite(value) || value < 0) return undefined
  return BigInt(Math.trunc(value))
}

export type BuildPoolRowsParameters = {
  readonly v1: readonly SwapPool[]
  readonly v2: readonly SwapV2Pool[]
  readonly stats: readonly SwapPairSummary[]
  readonly positionsV1: readonly LiquidityPosition[]
  readonly positionsV2: readonly LiquidityPositionV2[]
}

/** Joins pools, pair statistics and the user's positions into list rows. */
export function buildPoolRows({
  v1,
  v2,
  stats,
  positionsV1,
  positionsV2,
}: BuildPoolRowsParameters): PoolRow[] {
  const statsByTick = new Map(stats.map((s) => [s.tick, s]))
  const lpByTick = new Map(positionsV1.map((p) => [p.tick, p.liquidity]))
  const lpByPair = new Map(positionsV2.map((p) => [p.pairId, p.liquidity]))
  const rows: PoolRow[] = []
  for (const pool of v1) {
    const stat = statsByTick.get(pool.tick)
    const volume = stat ? koinuFromDouble(stat.baseVolume) : undefined
    const myLiquidity = lpByTick.get(pool.tick) ?? 0n
    const position = getPoolPosition({
      liquidity: myLiquidity,
      reserve0: pool.amt0,
      reserve1: pool.amt1,
      totalSupply: pool.liquidityTotal,
    })
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
      myLiquidity,
      myShare: position.shareOfPool,
      myAmount0: position.amount0,
      myAmount1: position.amount1,
    })
  }
  for (const pool of v2) {
    const myLiquidity = lpByPair.get(pool.pairId) ?? 0n
    const position = getPoolPosition({
      liquidity: myLiquidity,
      reserve0: pool.amt0,
      reserve1: pool.amt1,
      totalSupply: pool.liquidityTotal,
    })
    rows.push({
      key: `v2:${pool.pairId}`,
      protocol: 'pair-v2',
      tick0: pool.tick0Id,
      tick1: pool.tick1Id,
      pairId: pool.pairId,
      reserve0: pool.amt0,
      reserve1: pool.amt1,
      liquidityTotal: pool.liquidityTotal,
      myLiquidity,
      myShare: position.shareOfPool,
      myAmount0: position.amount0,
      myAmount1: position.amount1,
    })
  }
  return rows
}

/**
 * Search: every word must appear in a tick, the LP tick or the pair id
 * (case-insensitive; `DOGE` finds the WDOGE pools).
 */
export function filterPoolRows(
  rows: readonly PoolRow[],
  query: string,
): PoolRow[] {
  const words = query.trim().toUpperCase().split(/\s+/).filter(Boolean)
  if (words.length === 0) return [...rows]
  return rows.filter((row) => {
    const haystack = [row.tick0, row.tick1, row.lpTick ?? '', row.pairId ?? '']
      .join(' ')
      .toUpperCase()
    return words.every((word) => haystack.includes(word))
  })
}

/** Biggest TVL first (pools without statistics last), then by LP tick. */
export function sortPoolRows(rows: readonly PoolRow[]): PoolRow[] {
  return [...rows].sort((a, b) => {
    const ta = a.tvlWdoge ?? -1n
    const tb = b.tvlWdoge ?? -1n
    if (ta !== tb) return ta > tb ? -1 : 1
    return a.key < b.key ? -1 : a.key > b.key ? 1 : 0
  })
}
