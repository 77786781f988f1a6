import type BigNumber from 'bignumber.js'
import type { IndexerErrorCode } from '../domain/decodeIndexerError.js'
import type { ExchangeListing, ExchangeOrder } from '../domain/listings.js'
import { isWdogeTick } from '../identifiers/wdogeTick.js'
import {
  type OrderEvent,
  type OrderStatus,
  transitionOrderStatus,
} from '../machines/orderStatus.js'
import { getRatio } from '../math/getRatio.js'
import type { OrderBookSide } from './getOrderBook.js'
import { getOrderV1TradeFills } from './getOrderV1TradeFills.js'

/** A listing and its trade and cancel rows (v4 exchange/order by `exid`). */
export type OrderV1ListingHistory = {
  readonly listing: ExchangeListing
  readonly operations: readonly ExchangeOrder[]
}

/** Why an order-v1 operation failed, beyond the indexer's decoded texts. */
export type OrderV1FailureCode =
  | IndexerErrorCode
  /**
   * A trade that found nothing left to take (`transfer amt < 0` after the
   * listing was bought out or cancelled, docs/protocol.md §8.3): the buyer
   * kept the payment.
   */
  | 'LISTING_TAKEN'
  /**
   * A cancel recorded as not applied with no reason (docs/protocol.md §8.4:
   * the indexer swallows a cancel's settlement failure): the escrow held
   * less than it asked for.
   */
  | 'CANCEL_NOT_APPLIED'

/** One order-v1 operation as the market's history tables show it. */
export type OrderV1OperationRow = {
  readonly record: ExchangeOrder
  /** The listing's side in `tick`'s book; `undefined` when unknown. */
  readonly side: OrderBookSide | undefined
  /**
   * Tokens it moved: a create lists (ask) or asks for (bid); a trade
   * receives (ask, replayed from the listing, docs/api.md §7.4) or pays
   * (bid); a cancel takes back (ask). `undefined` when unknown.
   */
  readonly tokenAmount: bigint | undefined
  /** The WDOGE (or asked token) side, likewise. */
  readonly quoteAmount: bigint | undefined
  /** The listing's price per token in its quote tick (display ratio). */
  readonly unitPrice: BigNumber | undefined
  /** The listing's maker ("listed user"); `undefined` when unknown. */
  readonly maker: string | undefined
  /** Status in the order status machine's values (docs/product.md §3). */
  readonly status: OrderStatus
  readonly failure: OrderV1FailureCode | undefined
}

const step = (state: OrderStatus, event: OrderEvent): OrderStatus =>
  transitionOrderStatus(state, event).unwrapOr(state)

/** Which side of `tick`'s book the listing is on, if any. */
function sideOf(
  tick0: string,
  tick1: string,
  tick: string,
): OrderBookSide | undefined {
  if (tick0 === tick) return 'ask'
  if (tick1 === tick && isWdogeTick(tick0)) return 'bid'
  return undefined
}

const byChainOrder = (a: ExchangeOrder, b: ExchangeOrder) =>
  a.blockNumber - b.blockNumber || a.id - b.id

type Replayed = {
  /** Tick0 each settled trade received, by order id. */
  readonly received: ReadonlyMap<string, bigint>
  readonly traded: bigint
  readonly cancelled: bigint
}

function replay({ listing, operations }: OrderV1ListingHistory): Replayed {
  const ordered = operations
    .filter((o) => o.exId === listing.exId && o.op !== 'create')
    .sort(byChainOrder)
  const fills = getOrderV1TradeFills({
    amount0: listing.amt0,
    amount1: listing.amt1,
    operations: ordered.map((o) => ({
      op: o.op === 'cancel' ? 'cancel' : 'trade',
      settled: o.status === 'completed',
      amt0: o.amt0,
      amt1: o.amt1,
    })),
  })
  const received = new Map<string, bigint>()
  let traded = 0n
  let cancelled = 0n
  ordered.forEach((o, i) => {
    if (o.status !== 'completed') return
    if (o.op === 'trade') {
      const got = fills[i] ?? 0n
      received.set(o.orderId, got)
      traded += got
    } else cancelled += o.amt0
  })
  return { received, traded, cancelled }
}

/**
 * The status of an order-v1 operation in the order status machine
 * (docs/product.md §3): a create walks `pending → in-progress → sell|buy
 * → selling|buying → completed|cancel` with its listing's fills (or
 * `failed`); a trade is `completed` or `failed`; a cancel `cancel` or
 * `failed`. Rows the indexer recorded without applying are order-v1
 * cancels whose failure it swallowed (docs/protocol.md §8.4): `failed`.
 */
function getStatus(
  record: ExchangeOrder,
  side: OrderBookSide | undefined,
  listing: ExchangeListing | undefined,
  replayed: Replayed | undefined,
): OrderStatus {
  let status: OrderStatus = step('pending', { type: 'CONFIRMED' })
  if (record.status === 'failed' || record.status === 'pending')
    return step(status, { type: 'FAILED' })
  if (record.op === 'trade') return step(status, { type: 'SETTLED' })
  if (record.op === 'cancel') return step(status, { type: 'CANCELLED' })
  status = step(status, {
    type: 'LISTED',
    side: side === 'bid' ? 'buy' : 'sell',
  })
  if (listing === undefined) return status
  const traded = replayed?.traded ?? 0n
  const cancelled = replayed?.cancelled ?? 0n
  if (traded > 0n) status = step(status, { type: 'PARTIALLY_FILLED' })
  if (listing.amt0Finish >= listing.amt0)
    status = step(status, {
      type: cancelled > 0n ? 'CANCELLED' : 'SETTLED',
    })
  return status
}

function getFailure(record: ExchangeOrder): OrderV1FailureCode | undefined {
  if (record.status === 'completed') return undefined
  if (record.status === 'pending')
    return record.op === 'cancel' ? 'CANCEL_NOT_APPLIED' : undefined
  if (record.op === 'trade' && record.errorCode === 'ZERO_OUTPUT')
    return 'LISTING_TAKEN'
  return record.errorCode ?? 'UNKNOWN'
}

/**
 * The market's history rows for order-v1 operations (trade history,
 * listed history, my orders) in `tick`'s terms: which side, how many
 * tokens and how much WDOGE moved, the listing's price and maker, the
 * status and a decoded failure. A trade row's `amt0` is the inscribed
 * value, not what it received (docs/api.md §7.4): the received amount is
 * replayed from the listing's own operations (`getOrderV1TradeFills`), so
 * `histories` should hold every trade and cancel of each listing.
 */
export function describeOrderV1Operations({
  records,
  tick,
  histories,
}: {
  readonly records: readonly ExchangeOrder[]
  readonly tick: string
  readonly histories: ReadonlyMap<string, OrderV1ListingHistory>
}): OrderV1OperationRow[] {
  const replays = new Map<string, Replayed>()
  const replayOf = (exId: string) => {
    const history = histories.get(exId)
    if (history === undefined) return undefined
    let replayed = replays.get(exId)
    if (replayed === undefined) {
      replayed = replay(history)
      replays.set(exId, replayed)
    }
    return replayed
  }
  return records.map((record): OrderV1OperationRow => {
    const listing = histories.get(record.exId)?.listing
    const replayed = replayOf(record.exId)
    const tick0 = listing?.tick0 ?? record.tick0
    const tick1 = listing?.tick1 ?? record.tick1
    const side = sideOf(tick0, tick1, tick)
    const ask = side !== 'bid'
    const amount0 = listing?.amt0 ?? (record.op === 'create' ? record.amt0 : 0n)
    const amount1 = listing?.amt1 ?? (record.op === 'create' ? record.amt1 : 0n)
    const unitPrice =
      amount0 > 0n && amount1 > 0n
        ? ask
          ? getRatio(amount1, amount0)
          : getRatio(amount0, amount1)
        : undefined
    let token0: bigint | undefined
    let token1: bigint | undefined
    if (record.op === 'create') {
      token0 = record.amt0
      token1 = record.amt1
    } else if (record.op === 'cancel') {
      token0 = record.amt0
      token1 = undefined
    } else {
      token1 = record.amt1
      token0 =
        record.status === 'completed'
          ? replayed?.received.get(record.orderId)
          : 0n
    }
    return {
      record,
      side,
      tokenAmount: ask ? token0 : token1,
      quoteAmount: ask ? token1 : token0,
      unitPrice,
      maker: listing?.holderAddress,
      status: getStatus(record, side, listing, replayed),
      failure: getFailure(record),
    }
  })
}
