import type { SwapOrder } from '../domain/swapOrders.js'
import { isqrt } from '../math/isqrt.js'
import {
  CURRENT_PROTOCOL,
  type ProtocolParams,
} from '../protocol/protocolParams.js'
import type { PoolSwap } from './getFeesEarned.js'
import type { PositionEvent } from './getPositionLots.js'

export type PositionHistory = {
  /** The holder's creates, adds and removes, as deposits and withdrawals. */
  readonly events: readonly PositionEvent[]
  /** Every swap of the pool, with the LP supply when it settled. */
  readonly swaps: readonly PoolSwap[]
}

/**
 * A holder's position history in one pair-v1 pool, replayed from the
 * pool's operation log (docs/api.md §7.2 `swap/order`, every row of the
 * pair): completed rows only, in chain order (block, then `tx_index`).
 * The LP supply is rebuilt as the indexer settles it (docs/protocol.md
 * §5.5): create sets it to `isqrt(amt0 × amt1)` and mints that less the
 * 1000 locked units to the creator; add and remove move it by their
 * `liquidity`. Deposits and withdrawals are the realised `amt0_out` /
 * `amt1_out`; a swap's input is `amt0` of `tick0` (the token paid in).
 */
export function getPositionHistory(
  orders: readonly SwapOrder[],
  pool: { readonly tick0: string; readonly tick1: string },
  holder: string,
  params: ProtocolParams = CURRENT_PROTOCOL,
): PositionHistory {
  const rows = orders
    .filter(
      (o) =>
        o.status === 'completed' &&
        ((o.tick0 === pool.tick0 && o.tick1 === pool.tick1) ||
          (o.op === 'swap' &&
            o.tick0 === pool.tick1 &&
            o.tick1 === pool.tick0)),
    )
    .sort((a, b) => a.blockNumber - b.blockNumber || a.txIndex - b.txIndex)
  const events: PositionEvent[] = []
  const swaps: PoolSwap[] = []
  let supply = 0n
  for (const o of rows) {
    const at = { height: o.blockNumber, index: o.txIndex }
    const mine = o.holderAddress === holder
    if (o.op === 'create') {
      supply = isqrt(o.amt0Out * o.amt1Out)
      if (mine && supply > params.minimumLiquidity)
        events.push({
          kind: 'add',
          ...at,
          amount0: o.amt0Out,
          amount1: o.amt1Out,
          liquidity: supply - params.minimumLiquidity,
        })
    } else if (o.op === 'add' || o.op === 'remove') {
      supply += o.op === 'add' ? o.liquidity : -o.liquidity
      if (mine)
        events.push({
          kind: o.op,
          ...at,
          amount0: o.amt0Out,
          amount1: o.amt1Out,
          liquidity: o.liquidity,
        })
    } else {
      swaps.push({
        ...at,
        tokenIn: o.tick0 === pool.tick0 ? 0 : 1,
        amountIn: o.amt0,
        totalSupply: supply,
      })
    }
  }
  return { events, swaps }
}
