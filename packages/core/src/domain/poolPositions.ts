/** An LP position in a pair-v1 pool (v4 swap/liquidity/address). */
export type LiquidityPosition = {
  /** Holder LP, base units. */
  readonly liquidity: bigint
  readonly liquidityTotal: bigint
  /** Holder's share of the reserves, rounded down by the server. */
  readonly reserve0: bigint
  readonly reserve1: bigint
  /** Pool amt0/amt1 as the server's decimal text (big.Float). */
  readonly price: string
  readonly tick0: string
  readonly tick1: string
  readonly tick: string
}

/** An LP position in a pair-v2 pool (v4 swap_v2/liquidity/address). */
export type LiquidityPositionV2 = Omit<LiquidityPosition, 'tick'> & {
  readonly tick0Id: string
  readonly tick1Id: string
  readonly pairId: string
  readonly holderAddress: string
}
