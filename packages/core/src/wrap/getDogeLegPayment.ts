import {
  type CustodyOutputs,
  type CustodyOutputsError,
  getCustodyOutputs,
} from '../custody/getCustodyOutputs.js'
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
  /**
   * The custody and fee outputs that carry them (`getCustodyOutputs`: the
   * same values below 2^26 DOGE); absent while the amount is 0.
   */
  readonly outputs?: CustodyOutputs
  /** Why the wallet cannot pay outputs the indexer would accept. */
  readonly custodyError?: CustodyOutputsError
}

export type GetDogeLegPaymentOptions = {
  /** Whether the wallet lets the page set the output values (devnet). */
  readonly walletSetsOutputs?: boolean
  readonly params?: ProtocolParams
}

/**
 * What paying the WDOGE legs of a pair operation (swap input, create, add)
 * in native DOGE costs: `undefined` when `doge` is off or no leg is WDOGE
 * (the payload then carries `doge: 0`). The legs' total and one wrap fee
 * on it (docs/protocol.md §5.7, E19), and the two outputs that pay them
 * (`getCustodyOutputs`). The one rule the swap, pool and any later
 * `doge: 1` form use.
 *
 * @example getDogeLegPayment([{ tick: 'WDOGE(WRAPPED-DOGE)', amount: 100_000_000n }], true)
 * // { amount: 100_000_000n, fee: 50_000_000n, outputs: { custodyOutput: 100_000_000n, … } }
 */
export function getDogeLegPayment(
  legs: readonly PaymentLeg[],
  doge: boolean,
  {
    walletSetsOutputs = false,
    params = CURRENT_PROTOCOL,
  }: GetDogeLegPaymentOptions = {},
): DogeLegPayment | undefined {
  if (!doge) return undefined
  const amounts = legs.flatMap((leg) =>
    isWdogeTick(leg.tick) ? [leg.amount] : [],
  )
  if (amounts.length === 0) return undefined
  const amount = amounts.reduce((total, leg) => total + leg, 0n)
  const fee = getDogeLegFee(amounts, params)
  if (amount === 0n) return { amount, fee }
  const outputs = getCustodyOutputs({
    deposit: amount,
    walletSetsOutputs,
    params,
  })
  return outputs.isOk()
    ? { amount, fee, outputs: outputs.value }
    : { amount, fee, custodyError: outputs.error }
}

/**
 * Whether `doge: 1` can apply to a pool of these ticks: one side is WDOGE
 * (paid or received in native DOGE).
 */
export function hasWdogeLeg(tick0: string, tick1: string): boolean {
  return isWdogeTick(tick0) || isWdogeTick(tick1)
}
