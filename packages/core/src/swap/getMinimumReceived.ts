import { BPS_DENOMINATOR, isValidBps } from '../math/bps.js'

/** Default slippage tolerance: 0.5% (a UI choice; docs/spec-vs-indexer.md §2.6). */
export const DEFAULT_SLIPPAGE_BPS = 50n

/**
 * The `amt1_min` to sign for a quoted output:
 * `amountOut × (10000 − slippageBps) // 10000`, rounded down
 * (E8: 4,533,054,469 at 50 bps → 4,510,389,196).
 * Throws on a slippage outside 0..10,000 bps (validate it first).
 */
export function getMinimumReceived(
  amountOut: bigint,
  slippageBps: bigint = DEFAULT_SLIPPAGE_BPS,
): bigint {
  if (!isValidBps(slippageBps))
    throw new RangeError('getMinimumReceived: slippage outside 0..10000 bps')
  if (amountOut <= 0n) return 0n
  return (amountOut * (BPS_DENOMINATOR - slippageBps)) / BPS_DENOMINATOR
}
