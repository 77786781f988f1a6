import { err, ok, type Result } from 'neverthrow'

export type GetAddLiquidityVerificationParameters = {
  /** The payload, in pool order. */
  readonly amount0: bigint
  readonly amount1: bigint
  readonly amount0Min: bigint
  readonly amount1Min: bigint
  readonly reserve0: bigint
  readonly reserve1: bigint
  /** The actor's balances of token0 / token1 at execution. */
  readonly balance0: bigint
  readonly balance1: bigint
}

/** Each code names the indexer's inner error text. */
export type AddLiquidityVerificationError =
  /** `the amount of tokens exceeds the 0` (an amount, b or a ≤ 0). */
  | { readonly code: 'INVALID_AMOUNT' }
  /** The pool has no reserves (`the contract does not exist`). */
  | { readonly code: 'NO_LIQUIDITY' }
  /** `the amount of tokens exceeds the min` (a < amt0_min). */
  | { readonly code: 'BELOW_MINIMUM' }
  /** `the amount of tokens exceeds the balance`. */
  | { readonly code: 'INSUFFICIENT_BALANCE' }
  /** `the amount of tokens exceeds the max`: balance1 < b (E4 quirk). */
  | { readonly code: 'EXCEEDS_MAX'; readonly required1: bigint }

/**
 * The indexer's add VERIFICATION step (docs/protocol.md §5.5), which runs before
 * and separately from settlement and uses its own branch logic:
 *
 *   b = amt0 × R1; fail if b ≤ 0; b = b // R0
 *   if b < amt1_min: a = amt1 × R0; fail if a ≤ 0; a = a // R1;
 *                    need a ≥ amt0_min, a ≤ bal0 and amt1 ≤ bal1
 *   else:            need amt0 ≤ bal0 and b ≤ bal1   ← quirk
 *
 * Both "≤ 0" tests run on the product, before the division, as the
 * indexer's code does: an `a` that truncates to 0 passes verification and
 * fails in settlement instead (a 0 deposit leg, `quoteAddLiquidity`).
 *
 * The quirk: when b ≥ amt1_min the actor must hold b of token1 even if
 * settlement then takes less (E4). For the devnet and pre-sign guards.
 */
export function getAddLiquidityVerification({
  amount0,
  amount1,
  amount0Min,
  amount1Min,
  reserve0,
  reserve1,
  balance0,
  balance1,
}: GetAddLiquidityVerificationParameters): Result<
  void,
  AddLiquidityVerificationError
> {
  if (amount0 <= 0n || amount1 <= 0n) return err({ code: 'INVALID_AMOUNT' })
  if (reserve0 <= 0n || reserve1 <= 0n) return err({ code: 'NO_LIQUIDITY' })
  const b = (amount0 * reserve1) / reserve0
  if (b < amount1Min) {
    const aProduct = amount1 * reserve0
    if (aProduct < 1n) return err({ code: 'INVALID_AMOUNT' })
    const a = aProduct / reserve1
    if (a < amount0Min) return err({ code: 'BELOW_MINIMUM' })
    if (a > balance0 || amount1 > balance1)
      return err({ code: 'INSUFFICIENT_BALANCE' })
    return ok(undefined)
  }
  if (amount0 > balance0) return err({ code: 'INSUFFICIENT_BALANCE' })
  if (b > balance1) return err({ code: 'EXCEEDS_MAX', required1: b })
  return ok(undefined)
}
