import {
  estimateInscriptionNetworkFee,
  getDogeLegFee,
  INSCRIPTION_OUTPUT_VALUE,
  isWdogeTick,
  type OrderV1CancelPayload,
  type OrderV1CreatePayload,
  type OrderV1TradePayload,
  type PairV1SwapPayload,
  type WdogeDepositPayload,
  wrapFee,
} from '@drc20/core'

/**
 * The wallet's service output on an order-v1 reveal: 0.5 DOGE to the
 * operator, which the indexer does not check (docs/wallet.md §3.4,
 * docs/protocol.md §3).
 */
export const ORDER_SERVICE_OUTPUT = 50_000_000n

/** What the wallet pays in DOGE for one reveal, base units. */
export type RevealDogeCosts = {
  /** The service output (order-v1 reveals). */
  readonly service: bigint
  /** A wrap's custody output (the amount) and fee output. */
  readonly custody: bigint
  readonly wrapFee: bigint
  /** The reveal's first output, paid to the signer's own address. */
  readonly postage: bigint
  /** Commit + reveal network fee, estimated at the fee rate. */
  readonly networkFee: bigint
  /** What leaves the wallet for good: all of the above but the postage. */
  readonly total: bigint
}

/** The payloads the market signs or sends the user on to. */
export type MarketRevealPayload =
  | OrderV1CreatePayload
  | OrderV1TradePayload
  | OrderV1CancelPayload
  | WdogeDepositPayload
  | PairV1SwapPayload

/**
 * The DOGE outputs the wallet lays out for a market reveal and the network
 * fee estimate (docs/wallet.md §3.4): an order-v1 create, trade or cancel,
 * and a swap paid in WDOGE, pay the postage to the signer and the service
 * output; a wrap pays the postage, the custody output (the amount) and the
 * wrap fee (docs/protocol.md §7.2), and a swap paid in native DOGE
 * (`doge: 1`) the same for its input (§5.7). The market's only reading of
 * these costs, kept in this one function until core has the rule for
 * every payload.
 */
export function getRevealDogeCosts(
  payload: MarketRevealPayload,
  feeRatePerKb: bigint,
): RevealDogeCosts {
  const networkFee = estimateInscriptionNetworkFee(payload, feeRatePerKb)
  const deposit =
    payload.p === 'wdoge'
      ? BigInt(payload.amt)
      : payload.p === 'pair-v1' &&
          payload.doge === 1 &&
          isWdogeTick(payload.tick0)
        ? BigInt(payload.amt0)
        : 0n
  if (deposit > 0n) {
    const amount = deposit
    const fee =
      payload.p === 'wdoge' ? wrapFee(amount) : getDogeLegFee([amount])
    return {
      service: 0n,
      custody: amount,
      wrapFee: fee,
      postage: INSCRIPTION_OUTPUT_VALUE,
      networkFee,
      total: amount + fee + networkFee,
    }
  }
  return {
    service: ORDER_SERVICE_OUTPUT,
    custody: 0n,
    wrapFee: 0n,
    postage: INSCRIPTION_OUTPUT_VALUE,
    networkFee,
    total: ORDER_SERVICE_OUTPUT + networkFee,
  }
}
