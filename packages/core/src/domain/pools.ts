/** A pair-v1 pool (v4 swap/liquidity, v3 swap/getreserves/all). */
export type SwapPool = {
  /** LP tick `A-SWAP-B`. */
  readonly tick: string
  readonly tick0: string
  readonly tick1: string
  readonly amt0: bigint
  readonly amt1: bigint
  readonly liquidityTotal: bigint
  /** Ratio of base units (f64 on the wire). */
  readonly closePrice: number
  readonly reservesAddress: string
  readonly holderAddress: string
}

/** A pair-v2 pool (v4 swap_v2/liquidity), keyed by `pairId`. */
export type SwapV2Pool = Omit<SwapPool, 'tick'> & {
  readonly id: number
  readonly pairId: string
  readonly tick0Id: string
  readonly tick1Id: string
}

/**
 * Reserves of one pair-v1 pool (v3 swap/getreserves). `exists` is false when
 * the server answered with its "no pool" shape (string zeros).
 */
export type PoolReserves = {
  readonly exists: boolean
  readonly tick0: string
  readonly tick1: string
  readonly reserve0: bigint
  readonly reserve1: bigint
  readonly liquidityTotal: bigint
  readonly closePrice: number
  /** All-time swap volume valued in WDOGE koinu (f64, lossy). */
  readonly volume: number
  /** Number of swaps. */
  readonly swapCount: number
}
