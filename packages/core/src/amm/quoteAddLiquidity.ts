import type BigNumber from 'bignumber.js'
import { err, ok, type Result } from 'neverthrow'
import { getRatio } from '../math/getRatio.js'
import { minBigInt } from '../math/minMax.js'

export type QuoteAddLiquidityParameters = {
  /** Payload `amt0` / `amt1` (desired), in pool order (sorted ticks). */
  readonly amount0Desired: bigint
  readonly amount1Desired: bigint
  /** Payload `amt0_min` / `amt1_min` (default 0 on the wire). */
  readonly amount0Min: bigint
  readonly amount1Min: bigint
  readonly reserve0: bigint
  readonly reserve1: bigint
  /** `liquidity_total`, including the 1000 locked units. */
  readonly totalSupply: bigint
}

export type AddLiquidityQuote = {
  /** 1: deposit (amt0, b); 2: deposit (a, amt1). */
  readonly branch: 1 | 2
  /** What the indexer actually moves into the reserve (pair-v1). */
  readonly amount0: bigint
  readonly amount1: bigint
  /** LP minted: `min(dep0 × LT // R0, dep1 × LT // R1)`. */
  readonly liquidity: bigint
  /** liquidity / (totalSupply + liquidity): the share after the add. */
  readonly shareOfPool: BigNumber
}

export type AddLiquidityError =
  | { readonly code: 'INVALID_AMOUNT' }
  | { readonly code: 'NO_LIQUIDITY' }
  /** Neither branch fits: 'The amount of tokens exceeds the balance'. */
  | { readonly code: 'AMOUNTS_OUT_OF_RANGE' }
  /**
   * A deposit leg or the minted LP rounds to 0 (refused up front). Carries
   * the settlement the indexer would attempt: with both legs > 0 it takes
   * them and mints 0 LP; with a 0 leg it fails (`transfer amt < 0`).
   */
  | {
      readonly code: 'ZERO_LIQUIDITY'
      readonly branch: 1 | 2
      readonly amount0: bigint
      readonly amount1: bigint
      readonly liquidity: bigint
    }

/**
 * The indexer's add SETTLEMENT, exactly (docs/protocol.md §5.5, E3–E5):
 *
 *   b = amt0 × R1 // R0
 *   branch 1 if b ≥ amt1_min and amt1 ≥ b  → deposit (amt0, b)
 *   else a = amt1 × R0 // R1
 *   branch 2 if a ≥ amt0_min and amt0 ≥ a  → deposit (a, amt1)
 *   else fail
 *   liquidity = min(dep0 × LT // R0, dep1 × LT // R1)
 *
 * The indexer mints 0 LP without complaint and fails a 0 leg with
 * `transfer amt < 0`; both are refused here as `ZERO_LIQUIDITY`. This is
 * settlement only: the verification step (and its quirk) is
 * `getAddLiquidityVerification`. pair-v2 moves the full desired amounts
 * (E17): send `getAddLiquidityAmounts` to avoid donating.
 */
export function quoteAddLiquidity({
  amount0Desired,
  amount1Desired,
  amount0Min,
  amount1Min,
  reserve0,
  reserve1,
  totalSupply,
}: QuoteAddLiquidityParameters): Result<AddLiquidityQuote, AddLiquidityError> {
  if (
    amount0Desired <= 0n ||
    amount1Desired <= 0n ||
    amount0Min < 0n ||
    amount1Min < 0n
  )
    return err({ code: 'INVALID_AMOUNT' })
  if (reserve0 <= 0n || reserve1 <= 0n || totalSupply <= 0n)
    return err({ code: 'NO_LIQUIDITY' })

  let branch: 1 | 2
  let dep0: bigint
  let dep1: bigint
  const b = (amount0Desired * reserve1) / reserve0
  if (b >= amount1Min && amount1Desired >= b) {
    branch = 1
    dep0 = amount0Desired
    dep1 = b
  } else {
    const a = (amount1Desired * reserve0) / reserve1
    if (a >= amount0Min && amount0Desired >= a) {
      branch = 2
      dep0 = a
      dep1 = amount1Desired
    } else {
      return err({ code: 'AMOUNTS_OUT_OF_RANGE' })
    }
  }
  const l0 = (dep0 * totalSupply) / reserve0
  const l1 = (dep1 * totalSupply) / reserve1
  const liquidity = minBigInt(l0, l1)
  if (dep0 === 0n || dep1 === 0n || liquidity === 0n)
    return err({
      code: 'ZERO_LIQUIDITY',
      branch,
      amount0: dep0,
      amount1: dep1,
      liquidity,
    })
  return ok({
    branch,
    amount0: dep0,
    amount1: dep1,
    liquidity,
    shareOfPool: getRatio(liquidity, totalSupply + liquidity),
  })
}
