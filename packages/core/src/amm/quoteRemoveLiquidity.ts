import { err, ok, type Result } from 'neverthrow'

export type QuoteRemoveLiquidityParameters = {
  /** LP base units to burn. */
  readonly liquidity: bigint
  readonly reserve0: bigint
  readonly reserve1: bigint
  /** `liquidity_total`, including the 1000 locked units. */
  readonly totalSupply: bigint
}

export type RemoveLiquidityQuote = {
  readonly amount0: bigint
  readonly amount1: bigint
}

export type RemoveLiquidityError =
  | { readonly code: 'INVALID_AMOUNT' }
  | { readonly code: 'NO_LIQUIDITY' }
  | { readonly code: 'EXCEEDS_SUPPLY' }
  /** An output rounds to 0: the indexer fails with `transfer amt < 0`. */
  | { readonly code: 'ZERO_OUTPUT' }

/**
 * A remove (docs/protocol.md §5.5, E6, E7): `out0 = liquidity × R0 // LT`,
 * `out1 = liquidity × R1 // LT`, both rounded down. There are no minimum
 * fields on remove, so this is what the user gets at the current reserves.
 */
export function quoteRemoveLiquidity({
  liquidity,
  reserve0,
  reserve1,
  totalSupply,
}: QuoteRemoveLiquidityParameters): Result<
  RemoveLiquidityQuote,
  RemoveLiquidityError
> {
  if (liquidity <= 0n) return err({ code: 'INVALID_AMOUNT' })
  if (reserve0 <= 0n || reserve1 <= 0n || totalSupply <= 0n)
    return err({ code: 'NO_LIQUIDITY' })
  if (liquidity > totalSupply) return err({ code: 'EXCEEDS_SUPPLY' })
  const amount0 = (liquidity * reserve0) / totalSupply
  const amount1 = (liquidity * reserve1) / totalSupply
  if (amount0 === 0n || amount1 === 0n) return err({ code: 'ZERO_OUTPUT' })
  return ok({ amount0, amount1 })
}

/**
 * LP to remove for "remove N%": `liquidity × round(percent × 100) // 10000`.
 * `percent` is the slider value (0..100, step 0.01), clamped to that range;
 * 100 returns exactly `liquidity`.
 */
export function getLiquidityForPercent(
  liquidity: bigint,
  percent: number,
): bigint {
  if (!Number.isFinite(percent))
    throw new RangeError('getLiquidityForPercent: percent is not finite')
  const bps = BigInt(Math.round(Math.min(100, Math.max(0, percent)) * 100))
  return (liquidity * bps) / 10_000n
}
