import { err, ok, type Result } from 'neverthrow'
import { mulDivDown, mulDivUp } from '../math/mulDiv.js'

export type OrderV1Amounts = {
  /** The order's original `amt0` (tick0 sold), base units. */
  readonly amount0: bigint
  /** The order's original `amt1` (total price in tick1), base units. */
  readonly amount1: bigint
  /** Tick0 already taken (trades + cancels), base units. */
  readonly filled0: bigint
}

export type GetOrderV1FillParameters = OrderV1Amounts & {
  /** The trade's `amt1`: tick1 the buyer pays, all of it, to the maker. */
  readonly payment: bigint
  /** The listing's maker (`holder_address` of the listing). */
  readonly maker: string
  /** The address that would trade (reveal out0). */
  readonly buyer: string
}

export type OrderV1Fill = {
  /** Tick0 the buyer receives. */
  readonly received: bigint
  /** True when the payment bought more than remained (received = rest). */
  readonly capped: boolean
  /** Payment above the smallest one that takes the same tick0 (≥ 0). */
  readonly overpaid: bigint
}

export type OrderV1FillError =
  | { readonly code: 'INVALID_AMOUNT' }
  /** Nothing remains: the trade would fail (get = 0). */
  | { readonly code: 'ORDER_CLOSED' }
  /** The payment buys less than 1 unit: the trade would fail. */
  | { readonly code: 'ZERO_FILL' }
  /** buyer = maker: `the same address cannot be traded` (docs/protocol.md §8.3). */
  | { readonly code: 'SELF_TRADE' }

/**
 * Smallest payment that takes the whole remainder (E15):
 * `ceil(remaining × A1 / A0)`; 0 when nothing remains.
 */
export function getPaymentForRemainder({
  amount0,
  amount1,
  filled0,
}: OrderV1Amounts): bigint {
  if (amount0 <= 0n || amount1 <= 0n)
    throw new RangeError('order amounts must be > 0')
  const remaining = amount0 - filled0
  if (remaining <= 0n) return 0n
  return mulDivUp(remaining, amount1, amount0)
}

/**
 * An order-v1 trade as settled (docs/protocol.md §8.3, E15):
 *
 *   remaining = A0 − F0
 *   get = payment × A0 // A1        (rounds in the maker's favour)
 *   if get > remaining: get = remaining   (the buyer STILL pays it all)
 *
 * `overpaid` = payment − the smallest payment that gets the same amount
 * (for a capped trade: payment − ceil(remaining × A1 / A0)). The indexer
 * refuses a trade by the listing's own maker (`SELF_TRADE`).
 */
export function getOrderV1Fill({
  amount0,
  amount1,
  filled0,
  payment,
  maker,
  buyer,
}: GetOrderV1FillParameters): Result<OrderV1Fill, OrderV1FillError> {
  if (payment <= 0n || amount0 <= 0n || amount1 <= 0n)
    return err({ code: 'INVALID_AMOUNT' })
  if (buyer === maker) return err({ code: 'SELF_TRADE' })
  const remaining = amount0 - filled0
  if (remaining <= 0n) return err({ code: 'ORDER_CLOSED' })
  const get = mulDivDown(payment, amount0, amount1)
  if (get === 0n) return err({ code: 'ZERO_FILL' })
  const capped = get > remaining
  const received = capped ? remaining : get
  // Smallest p with p × A0 // A1 ≥ received is ceil(received × A1 / A0).
  const needed = mulDivUp(received, amount1, amount0)
  return ok({ received, capped, overpaid: payment - needed })
}
