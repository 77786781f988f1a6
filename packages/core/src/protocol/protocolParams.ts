/**
 * How a fee `amount × numerator / denominator` is rounded:
 * - `truncate-first`: `(amount // denominator) × numerator` (the swap fee);
 * - `multiply-first`: `amount × numerator // denominator` (the wrap fee).
 * The two differ by up to `numerator − 1` units (docs/protocol.md E10).
 */
export type FeeOrder = 'truncate-first' | 'multiply-first'

export type FeeRule = {
  readonly numerator: bigint
  readonly denominator: bigint
  readonly order: FeeOrder
}

/**
 * The settlement constants the indexer applies. Every quote takes one of
 * these (default `CURRENT_PROTOCOL`) so old records can be re-explained with
 * the rules of their era.
 */
export type ProtocolParams = {
  /** Swap fee on the input token; it stays in the pool. */
  readonly swapFee: FeeRule
  /** LP base units locked at the reserve on create; create needs isqrt > it. */
  readonly minimumLiquidity: bigint
  /** wdoge deposit fee rate (paid in DOGE on a separate output). */
  readonly wrapFee: FeeRule
  /** Lower bound of the wrap fee, DOGE base units. */
  readonly wrapMinimumFee: bigint
  /** Smallest wdoge withdraw the indexer accepts, base units. */
  readonly unwrapMinimum: bigint
  /**
   * The product spec's "deposit above 0.9 DOGE". Not a protocol rule (the
   * indexer accepts 1 unit); kept as a product floor (docs/spec-vs-indexer.md §2.8).
   */
  readonly productDepositFloor: bigint
  /** Largest drc-20 mint repeat (reveal out0 = 0.001 DOGE × repeat). */
  readonly maxMintRepeat: number
}

/** The rules the newest indexer settles (since 2024-04-12, docs/protocol.md §3). */
export const CURRENT_PROTOCOL: ProtocolParams = Object.freeze({
  swapFee: Object.freeze({
    numerator: 3n,
    denominator: 1000n,
    order: 'truncate-first',
  }),
  minimumLiquidity: 1000n,
  wrapFee: Object.freeze({
    numerator: 3n,
    denominator: 1000n,
    order: 'multiply-first',
  }),
  wrapMinimumFee: 50_000_000n,
  unwrapMinimum: 100_000_000n,
  productDepositFloor: 90_000_000n,
  maxMintRepeat: 30,
} as const)

/**
 * The launch-era rules the product spec's numbers describe
 * (docs/spec-vs-indexer.md §4): a 3% fee `(amt // 100) × 3` and a minimum
 * liquidity of 20. Only the fee and the minimum differ; the launch code's
 * transfer of 1% to a community address is not modelled, so quotes with
 * these params reproduce the 2024-04-10 → 2024-04-12 curve (3%, all in the
 * pool) with the first code's minimum liquidity. For analytics, prefer the
 * stored `amt1_out` of old records.
 */
export const LAUNCH_ERA_PROTOCOL: ProtocolParams = Object.freeze({
  ...CURRENT_PROTOCOL,
  swapFee: Object.freeze({
    numerator: 3n,
    denominator: 100n,
    order: 'truncate-first',
  }),
  minimumLiquidity: 20n,
} as const)
