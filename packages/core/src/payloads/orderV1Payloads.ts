import { err, ok, type Result, safeTry } from 'neverthrow'
import { checkAmount, checkTickPair, checkTxId } from './payloadChecks.js'
import type { PayloadError } from './payloadError.js'

/** order-v1 create: escrows `amt0` of `tick0` for `amt1` of `tick1` in total. */
export type OrderV1CreatePayload = {
  readonly p: 'order-v1'
  readonly op: 'create'
  readonly tick0: string
  readonly tick1: string
  readonly amt0: string
  readonly amt1: string
}

/** order-v1 trade: pays `amt1` of the order's tick1 (note: `exid`). */
export type OrderV1TradePayload = {
  readonly p: 'order-v1'
  readonly op: 'trade'
  readonly exid: string
  readonly amt1: string
}

/** order-v1 cancel: withdraws `amt0` from the order's escrow. */
export type OrderV1CancelPayload = {
  readonly p: 'order-v1'
  readonly op: 'cancel'
  readonly exid: string
  readonly amt0: string
}

/** Parameters of {@link createOrderV1CreatePayload}. */
export type CreateOrderV1CreatePayloadParameters = {
  /** Token sold. */
  readonly tick0: string
  /** Token asked in payment. */
  readonly tick1: string
  /** Quantity sold, ≥ 1. */
  readonly amt0: bigint
  /** Total price for all of amt0, ≥ 1. */
  readonly amt1: bigint
}

/**
 * Builds an order-v1 create. Checks: ticks present and different (the
 * indexer accepts tick0 == tick1, a meaningless order we refuse), amounts
 * ≥ 1.
 */
export function createOrderV1CreatePayload({
  tick0,
  tick1,
  amt0,
  amt1,
}: CreateOrderV1CreatePayloadParameters): Result<
  OrderV1CreatePayload,
  PayloadError
> {
  return safeTry(function* () {
    const [t0, t1] = yield* checkTickPair(tick0, tick1)
    const a0 = yield* checkAmount('amt0', amt0)
    const a1 = yield* checkAmount('amt1', amt1)
    return ok({
      p: 'order-v1' as const,
      op: 'create' as const,
      tick0: t0,
      tick1: t1,
      amt0: a0,
      amt1: a1,
    })
  })
}

/** Parameters of {@link createOrderV1TradePayload}. */
export type CreateOrderV1TradePayloadParameters = {
  /** The order id: its create reveal tx hash. */
  readonly exid: string
  /** Payment, ≥ 1; cap it at `ceil(remaining × A1 / A0)` (the excess is lost, docs/protocol.md §8.3). */
  readonly amt1: bigint
  /** The listing's maker (`holder_address` of the listing). */
  readonly maker: string
  /** The address that signs the trade (reveal out0). */
  readonly buyer: string
}

/**
 * Builds an order-v1 trade. Checks: `exid` is a tx hash, `amt1 ≥ 1`, and
 * the buyer is not the listing's maker (the indexer fails it with `the
 * same address cannot be traded`, docs/protocol.md §8.3, and the fees are lost).
 */
export function createOrderV1TradePayload({
  exid,
  amt1,
  maker,
  buyer,
}: CreateOrderV1TradePayloadParameters): Result<
  OrderV1TradePayload,
  PayloadError
> {
  return safeTry(function* () {
    const id = yield* checkTxId('exid', exid)
    const a1 = yield* checkAmount('amt1', amt1)
    if (buyer === maker) return err({ code: 'SELF_TRADE' as const })
    return ok({
      p: 'order-v1' as const,
      op: 'trade' as const,
      exid: id,
      amt1: a1,
    })
  })
}

/** Parameters of {@link createOrderV1CancelPayload}. */
export type CreateOrderV1CancelPayloadParameters = {
  readonly exid: string
  /**
   * Quantity withdrawn, ≥ 1; send the remaining amount. The indexer lets
   * any address cancel and pays the escrow to the canceller (docs/protocol.md §8.4): offer
   * cancel only to the maker (`getOrderV1CancelRule`).
   */
  readonly amt0: bigint
}

/** Builds an order-v1 cancel. Checks: `exid` is a tx hash, `amt0 ≥ 1`. */
export function createOrderV1CancelPayload({
  exid,
  amt0,
}: CreateOrderV1CancelPayloadParameters): Result<
  OrderV1CancelPayload,
  PayloadError
> {
  return safeTry(function* () {
    const id = yield* checkTxId('exid', exid)
    const a0 = yield* checkAmount('amt0', amt0)
    return ok({
      p: 'order-v1' as const,
      op: 'cancel' as const,
      exid: id,
      amt0: a0,
    })
  })
}
