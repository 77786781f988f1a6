import { getFeeAmount } from '../protocol/getFeeAmount.js'
import {
  CURRENT_PROTOCOL,
  type ProtocolParams,
} from '../protocol/protocolParams.js'

/**
 * The swap fee the indexer keeps in the pool, in input-token base units:
 * `(amountIn // 1000) × 3` (truncate first, so inputs below 1000 pay 0 and
 * the fee is up to 2 units below `amountIn × 3 // 1000`; docs/protocol.md §5.5).
 */
export function getSwapFee(
  amountIn: bigint,
  params: ProtocolParams = CURRENT_PROTOCOL,
): bigint {
  return getFeeAmount(amountIn, params.swapFee)
}
