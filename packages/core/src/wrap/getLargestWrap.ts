import {
  CURRENT_PROTOCOL,
  type ProtocolParams,
} from '../protocol/protocolParams.js'
import { wrapFee } from './wrapFee.js'

/**
 * The largest amount `a` whose wrap fits a DOGE budget:
 * `a + wrapFee(a) ≤ budget`, with `wrapFee(a) = max(a × 3 // 1000, 0.5
 * DOGE)` (docs/protocol.md §7.2, E16); 0 when even the minimum fee does
 * not fit. The same rule sizes a `doge: 1` deposit, whose fee is the wrap
 * fee of the whole deposit (§5.7). `a + wrapFee(a)` never decreases as
 * `a` grows, so a binary search finds the exact answer.
 *
 * @example getLargestWrap(150_000_000n) // 100_000_000n (1 DOGE + 0.5 DOGE fee)
 */
export function getLargestWrap(
  budget: bigint,
  params: ProtocolParams = CURRENT_PROTOCOL,
): bigint {
  if (budget <= 0n) return 0n
  let low = 0n
  let high = budget
  while (low < high) {
    const middle = (low + high + 1n) / 2n
    if (middle + wrapFee(middle, params) <= budget) low = middle
    else high = middle - 1n
  }
  return low
}
