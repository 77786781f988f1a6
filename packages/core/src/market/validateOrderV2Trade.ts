import { err, ok, type Result } from 'neverthrow'

export type ValidateOrderV2TradeParameters = {
  /** The order's `amt_finish`, re-read just before signing. */
  readonly amountFinished: bigint
  /** The order's price and payment tick. */
  readonly price: bigint
  readonly orderTick: string
  /** The trade payload's `amt` and `tick`. */
  readonly amount: bigint
  readonly tick: string
  readonly buyer: string
  readonly maker: string
}

export type OrderV2TradeError =
  /** Sold or cancelled: the indexer would take the payment and move nothing. */
  | { readonly code: 'ORDER_CLOSED' }
  /** `the amount of tokens is not equal`. */
  | { readonly code: 'PRICE_MISMATCH' }
  /** `the token symbol must be different` (misleading indexer text). */
  | { readonly code: 'TICK_MISMATCH' }
  /** `the same address cannot be traded`. */
  | { readonly code: 'SELF_TRADE' }

/**
 * Pre-sign check of an order-v2 (file) trade (docs/protocol.md §9.2). The
 * indexer never checks that the order is open: on a closed order the buyer
 * pays and gets nothing, so `amt_finish` must be 0 right before signing.
 * (Two buyers in one block still race; the app must warn.)
 */
export function validateOrderV2Trade({
  amountFinished,
  price,
  orderTick,
  amount,
  tick,
  buyer,
  maker,
}: ValidateOrderV2TradeParameters): Result<void, OrderV2TradeError> {
  if (amountFinished !== 0n) return err({ code: 'ORDER_CLOSED' })
  if (amount !== price || amount < 1n) return err({ code: 'PRICE_MISMATCH' })
  if (tick !== orderTick) return err({ code: 'TICK_MISMATCH' })
  if (buyer === maker) return err({ code: 'SELF_TRADE' })
  return ok(undefined)
}
