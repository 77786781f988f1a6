import { ok, type Result, safeTry } from 'neverthrow'
import { checkAmount, checkTick, checkTxId } from './payloadChecks.js'
import type { PayloadError } from './payloadError.js'

/** order-v2 create: lists file `file_id` for `amt` of `tick` (note: `ex_id`). */
export type OrderV2CreatePayload = {
  readonly p: 'order-v2'
  readonly op: 'create'
  readonly file_id: string
  readonly tick: string
  readonly amt: string
}

/** order-v2 trade: `tick` and `amt` must equal the order's exactly. */
export type OrderV2TradePayload = {
  readonly p: 'order-v2'
  readonly op: 'trade'
  readonly ex_id: string
  readonly tick: string
  readonly amt: string
}

/** order-v2 cancel: returns the file to the maker. */
export type OrderV2CancelPayload = {
  readonly p: 'order-v2'
  readonly op: 'cancel'
  readonly ex_id: string
}

/** Parameters of {@link createOrderV2CreatePayload}. */
export type CreateOrderV2CreatePayloadParameters = {
  readonly fileId: string
  /** Payment token. */
  readonly tick: string
  /** Price, ≥ 1. */
  readonly amt: bigint
}

/** Builds an order-v2 create. Checks: `file_id` is a tx hash, tick present, `amt ≥ 1`. */
export function createOrderV2CreatePayload({
  fileId,
  tick,
  amt,
}: CreateOrderV2CreatePayloadParameters): Result<
  OrderV2CreatePayload,
  PayloadError
> {
  return safeTry(function* () {
    const id = yield* checkTxId('file_id', fileId)
    const t = yield* checkTick('tick', tick)
    const a = yield* checkAmount('amt', amt)
    return ok({
      p: 'order-v2' as const,
      op: 'create' as const,
      file_id: id,
      tick: t,
      amt: a,
    })
  })
}

/** Parameters of {@link createOrderV2TradePayload}. */
export type CreateOrderV2TradePayloadParameters = {
  readonly exId: string
  /** The order's tick. */
  readonly tick: string
  /** The order's price, exactly. */
  readonly amt: bigint
}

/**
 * Builds an order-v2 trade. Checks: `ex_id` is a tx hash, tick present,
 * `amt ≥ 1`. The indexer does not check the order is still open: confirm
 * `amt_finish == 0` right before signing (docs/protocol.md §9.2).
 */
export function createOrderV2TradePayload({
  exId,
  tick,
  amt,
}: CreateOrderV2TradePayloadParameters): Result<
  OrderV2TradePayload,
  PayloadError
> {
  return safeTry(function* () {
    const id = yield* checkTxId('ex_id', exId)
    const t = yield* checkTick('tick', tick)
    const a = yield* checkAmount('amt', amt)
    return ok({
      p: 'order-v2' as const,
      op: 'trade' as const,
      ex_id: id,
      tick: t,
      amt: a,
    })
  })
}

/** Parameters of {@link createOrderV2CancelPayload}. */
export type CreateOrderV2CancelPayloadParameters = { readonly exId: string }

/** Builds an order-v2 cancel (maker only). Checks: `ex_id` is a tx hash. */
export function createOrderV2CancelPayload({
  exId,
}: CreateOrderV2CancelPayloadParameters): Result<
  OrderV2CancelPayload,
  PayloadError
> {
  return checkTxId('ex_id', exId).map((id) => ({
    p: 'order-v2' as const,
    op: 'cancel' as const,
    ex_id: id,
  }))
}
