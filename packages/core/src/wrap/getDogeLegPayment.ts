import { isWdogeTick } from '../identifiers/wdogeTick.js'
import {
  CURRENT_PROTOCOL,
  type ProtocolParams,
} from '../protocol/protocolParams.js'
import { getDogeLegFee } from './wrapFee.js'

/** One leg a pair operation pays in: a tick and its amount, base units. */
export type PaymentLeg = { readonly tick: string; readonly amount: bigint }

/**
 * The native DOGE a `doge: 1` reveal pays for its WDOGE legs: their sum to
 * the custody output, and the wrap fee on that sum (paid on top).
 */
export type DogeLegPayment = {
  /** The WDOGE legs' total, paid in DOGE koinu. */
  readonly amount: bigint
  /** `getDogeLegFee` of the total (one fee, not one per leg). */
  readonly fee: bigint
}

/**
 * What paying the WDOGE legs of a pair operation (swap input, create, add)
 * in native DOGE costs: `undefined` when `doge` is off or no leg is WDOGE
 * (the payload then carries `doge: 0`). The one rule the swap, pool and
 * any later `doge: 1` form use (protocol.md §5.7, E19).
 *
 * @example getDogeLegPayment([{ tick: 'WDOGE(WRAPPED-DOGE)', amount: 100_000_000n }], true) // { amount: 100_000_000n, fee: 50_000_000n }
 */
export function getDogeLegPayment(
  legs: readonly PaymentLeg[],
  doge: boolean,
  params: ProtocolParams = CURRENT_PROTOCOL,
): DogeLegPayment | undefined {
  if (!doge) return undefined
  const amounts = legs.flatMap((leg) =>
    isWdogeTick(leg.tick) ? [leg.amount] : [],
  )
  if (amounts.length === 0) return undefined
  const amount = amounts.reduce((total, leg) => total + leg, 0n)
  return { amount, fee: getDogeLegFee(amounts, params) }
}

/**
 * Whether `doge: 1` can apply to a pool of these ticks: one side is WDOGE
 * (paid or received in native DOGE).
 */
export function hasWdogeLeg(tick0: string, tick1: string): boolean {
  return isWdogeTick(tick0) || isWdogeTick(tick1)
}
