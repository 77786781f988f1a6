import { getSwapFee } from '../amm/getSwapFee.js'
import { minBigInt } from '../math/minMax.js'
import {
  CURRENT_PROTOCOL,
  type ProtocolParams,
} from '../protocol/protocolParams.js'
import {
  compareChainOrder,
  getLiquidityAt,
  type PositionEvent,
} from './getPositionLots.js'

/** A swap on the pool (docs/api.md §8.4 `swap` rows). */
export type PoolSwap = {
  readonly height: number
  readonly index: number
  /** Which reserve the input went into. */
  readonly tokenIn: 0 | 1
  readonly amountIn: bigint
  /** The pool's `liquidity_total` when the swap settled. */
  readonly totalSupply: bigint
}

export type FeesEarned = {
  /** Fees earned in token0 / token1 base units, each rounded down per swap. */
  readonly fee0: bigint
  readonly fee1: bigint
}

/**
 * Fees a position earned: the sum, over the swaps while it held LP, of
 * each swap's truncated fee (`(amountIn // 1000) × 3`, docs/protocol.md
 * §5.5) × the position's LP share at that point (`LP // liquidity_total`,
 * events before the swap in chain order), rounded down per swap.
 */
export function getFeesEarned(
  events: readonly PositionEvent[],
  swaps: readonly PoolSwap[],
  params: ProtocolParams = CURRENT_PROTOCOL,
): FeesEarned {
  let fee0 = 0n
  let fee1 = 0n
  const ordered = [...swaps].sort(compareChainOrder)
  for (const swap of ordered) {
    if (swap.totalSupply <= 0n) continue
    const lp = getLiquidityAt(events, swap)
    if (lp <= 0n) continue
    const held = minBigInt(lp, swap.totalSupply)
    const share = (getSwapFee(swap.amountIn, params) * held) / swap.totalSupply
    if (swap.tokenIn === 0) fee0 += share
    else fee1 += share
  }
  return { fee0, fee1 }
}
