/** A TVL point (v4 swap/tvl, swap/tvl/total). */
export type TvlPoint = {
  /** Sum of 2 x pool liquidity, koinu (server decimal text, rounded down). */
  readonly liquidity: bigint
  readonly baseVolume: bigint
  readonly dogeUsdt: number
  readonly lastDateMs: number
}
