import { err, ok, type Result } from 'neverthrow'
import { isValidBps } from '../math/bps.js'
import { getMinimumReceived } from '../swap/getMinimumReceived.js'

export type GetAddLiquidityAmountsParameters = {
  /** Which amount the user typed; the other is derived. */
  readonly fixed: 'amount0' | 'amount1'
  /** The typed amount, base units, in pool order. */
  readonly amount: bigint
  readonly reserve0: bigint
  readonly reserve1: bigint
  /** Price-move tolerance; the spec's supply default is 50 bps. */
  readonly slippageBps: bigint
}

export type AddLiquidityAmounts = {
  readonly amount0: bigint
  readonly amount1: bigint
  readonly amount0Min: bigint
  readonly amount1Min: bigint
}

export type GetAddLiquidityAmountsError =
  | { readonly code: 'INVALID_AMOUNT' }
  | { readonly code: 'NO_LIQUIDITY' }
  | { readonly code: 'INVALID_SLIPPAGE' }
  /** The derived amount rounds to 0: the add would fail or mint nothing. */
  | { readonly code: 'ZERO_AMOUNT' }

/**
 * The safe payload for an add (docs/protocol.md §5.5 "Safe way", §6.2):
 * - fixed amount0: `amount1 = amount0 × R1 // R0` (= b, branch 1 exactly);
 * - fixed amount1: `amount0 = amount1 × R0 // R1`, and amount1 is then
 *   re-derived as `b' = amount0 × R1 // R0 ≤ amount1` (at most the rounding
 *   dust below what was typed), so the payload IS the branch-1 deposit.
 * The amounts are already the optimal pair, so pair-v2 donates nothing (E17)
 * and the verification quirk (E4) cannot bite. Mins are
 * `amount × (10000 − bps) // 10000`: at settlement, if the price moved so
 * that b' < amount1Min or a' < amount0Min, the add fails instead of filling
 * at a worse price: the spec's "supply reverts if the price moves more than
 * 0.5%" at the default 50 bps.
 */
export function getAddLiquidityAmounts({
  fixed,
  amount,
  reserve0,
  reserve1,
  slippageBps,
}: GetAddLiquidityAmountsParameters): Result<
  AddLiquidityAmounts,
  GetAddLiquidityAmountsError
> {
  if (!isValidBps(slippageBps)) return err({ code: 'INVALID_SLIPPAGE' })
  if (amount <= 0n) return err({ code: 'INVALID_AMOUNT' })
  if (reserve0 <= 0n || reserve1 <= 0n) return err({ code: 'NO_LIQUIDITY' })
  const amount0 = fixed === 'amount0' ? amount : (amount * reserve0) / reserve1
  // Always b = amount0 × R1 // R0, even when amount1 was typed: the typed
  // value can exceed b by rounding dust, which pair-v2 would donate.
  const amount1 = (amount0 * reserve1) / reserve0
  if (amount0 === 0n || amount1 === 0n) return err({ code: 'ZERO_AMOUNT' })
  return ok({
    amount0,
    amount1,
    amount0Min: getMinimumReceived(amount0, slippageBps),
    amount1Min: getMinimumReceived(amount1, slippageBps),
  })
}
