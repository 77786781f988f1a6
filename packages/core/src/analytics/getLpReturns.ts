import {
  CURRENT_PROTOCOL,
  type ProtocolParams,
} from '../protocol/protocolParams.js'
import {
  type FeesEarned,
  getFeesEarned,
  type PoolSwap,
} from './getFeesEarned.js'
import { getHodlValue } from './getHodlValue.js'
import { getImpermanentLoss } from './getImpermanentLoss.js'
import { getPositionLots, type PositionEvent } from './getPositionLots.js'
import {
  getPositionValue,
  getValueInToken1,
  type LpPoolState,
} from './getPositionValue.js'

export type LpReturns = {
  /** LP held after the history. */
  readonly liquidity: bigint
  /** Value now (remove-all payout), token1 base units. */
  readonly value: bigint
  /** The deposits still held, valued now as if kept. */
  readonly hodlValue: bigint
  /** Fees earned per token, and their value now in token1. */
  readonly fees: FeesEarned
  readonly feesValue: bigint
  /** Impermanent loss (≤ 0), token1 base units. */
  readonly impermanentLoss: bigint
  /** `value − hodlValue`: the position's gain over holding (may be < 0). */
  readonly netVersusHodl: bigint
}

/**
 * A position's returns against holding, every figure in token1 base units
 * at the pool's price now. Each figure is computed on its own
 * (`getPositionValue`, `getHodlValue`, `getFeesEarned`, `getImpermanentLoss`);
 * they agree as `HODL + IL − ε ≤ value ≤ HODL + IL + fees + ε`, where the
 * fees' share of the value is itself subject to the price moves after they
 * were earned, and `ε` is the rounding bound of `getLpReturnsRoundingBound`.
 */
export function getLpReturns(
  events: readonly PositionEvent[],
  swaps: readonly PoolSwap[],
  pool: LpPoolState,
  params: ProtocolParams = CURRENT_PROTOCOL,
): LpReturns {
  const { lots, liquidity } = getPositionLots(events)
  const value = getPositionValue(liquidity, pool)
  const hodlValue = getHodlValue(lots, pool)
  const fees = getFeesEarned(events, swaps, params)
  return {
    liquidity,
    value,
    hodlValue,
    fees,
    feesValue: getValueInToken1(fees.fee0, fees.fee1, pool),
    impermanentLoss: getImpermanentLoss(lots, pool),
    netVersusHodl: value - hodlValue,
  }
}
