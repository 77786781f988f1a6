import {
  CURRENT_PROTOCOL,
  type ProtocolParams,
} from '../protocol/protocolParams.js'
import { getSwapFee } from './getSwapFee.js'

/**
 * Exact output of a pair-v1 / pair-v2 swap, as the indexer settles it
 * (docs/protocol.md §5.5), all in raw base units:
 *
 *   fee      = (amountIn // 1000) × 3
 *   amtIn    = amountIn − fee
 *   out      = amtIn × reserveOut // (reserveIn + amtIn)   (rounded down)
 *
 * Returns 0n when any input is ≤ 0 (the indexer then fails the swap with
 * `transfer amt < 0`, so callers must block a zero quote).
 */
export function getAmountOut(
  amountIn: bigint,
  reserveIn: bigint,
  reserveOut: bigint,
  params: ProtocolParams = CURRENT_PROTOCOL,
): bigint {
  if (amountIn <= 0n || reserveIn <= 0n || reserveOut <= 0n) return 0n
  const amountInAfterFee = amountIn - getSwapFee(amountIn, params)
  return (amountInAfterFee * reserveOut) / (reserveIn + amountInAfterFee)
}
