import { maxBigInt } from '../math/minMax.js'
import { getFeeAmount } from '../protocol/getFeeAmount.js'
import {
  CURRENT_PROTOCOL,
  type ProtocolParams,
} from '../protocol/protocolParams.js'

/**
 * The wdoge deposit fee in DOGE base units (docs/protocol.md §7.2, E16):
 * `max(amount × 3 // 1000, 50,000,000)`. Multiply FIRST, unlike the swap
 * fee. The minimum applies up to 16,666,666,666 units. The fee is paid on
 * its own output; the WDOGE credited is the whole amount.
 */
export function wrapFee(
  amount: bigint,
  params: ProtocolParams = CURRENT_PROTOCOL,
): bigint {
  const fee = getFeeAmount(amount, params.wrapFee)
  return maxBigInt(fee, params.wrapMinimumFee)
}

export type WrapQuote = {
  /** WDOGE to mint = DOGE to the custody output (out1 ≥ amount). */
  readonly amount: bigint
  /** DOGE to the fee output (out2 ≥ fee). */
  readonly fee: bigint
  /** amount + fee, before the network fee. */
  readonly totalDoge: bigint
  /** Exactly `amount`: the fee is not deducted from the WDOGE. */
  readonly receivedWdoge: bigint
}

/** "You pay amount + fee DOGE, you receive amount WDOGE" (docs/protocol.md §2.7). */
export function quoteWrap(
  amount: bigint,
  params: ProtocolParams = CURRENT_PROTOCOL,
): WrapQuote {
  const fee = wrapFee(amount, params)
  return { amount, fee, totalDoge: amount + fee, receivedWdoge: amount }
}

/**
 * The wrap fee of a `doge: 1` pair reveal: computed ONCE on the total of
 * every DOGE-paid leg, as the indexer does (E19); summing per-leg fees can
 * come out 1 unit short and get the reveal ignored. 0 when nothing is paid
 * in DOGE (no custody and fee outputs are needed then).
 */
export function getDogeLegFee(
  legs: readonly bigint[],
  params: ProtocolParams = CURRENT_PROTOCOL,
): bigint {
  let total = 0n
  for (const leg of legs) {
    if (leg < 0n) throw new RangeError('getDogeLegFee: negative leg')
    total += leg
  }
  return total === 0n ? 0n : wrapFee(total, params)
}
