import type { ApiClient } from '@drc20/api'
import {
  createOrderV1CancelPayload,
  createOrderV1TradePayload,
  getOrderBookEntry,
  getOrderV1CancelRule,
  type OrderBookSide,
  type OrderV1CancelPayload,
  type OrderV1CreatePayload,
  type OrderV1PlannedFill,
  type OrderV1TradePayload,
  planOrderV1Fills,
} from '@drc20/core'
import type { MessageDescriptor } from '@lingui/core'
import { fetchListing } from '../../lib/query/marketQueries'
import {
  createSubmitFlow,
  type SubmitRecheck,
} from '../../lib/submit/createSubmitFlow'
import type { RevealDogeCosts } from './marketDogeCosts'
import type { MarketRefusal } from './messages'

type Common = {
  /** The market's token. */
  readonly tick: string
  /** What the wallet pays in DOGE for this reveal. */
  readonly costs: RevealDogeCosts
  /** For the activity journal; values already formatted. */
  readonly description: MessageDescriptor
  /** The re-check found different figures: review them before confirming. */
  readonly priceMoved?: boolean
}

/**
 * One trade of a buy (from asks) or a sell (into bids): `fills[index]` is
 * signed now; the others follow, one confirmation each.
 */
export type PendingTrade = Common & {
  readonly kind: 'trade'
  readonly side: 'buy' | 'sell'
  readonly taker: string
  readonly fills: readonly OrderV1PlannedFill[]
  readonly index: number
  readonly payload: OrderV1TradePayload
}

/** A new ask or bid. */
export type PendingListing = Common & {
  readonly kind: 'create'
  readonly side: OrderBookSide
  /** Tokens listed (ask) or asked for (bid), and the WDOGE side. */
  readonly tokenAmount: bigint
  readonly quoteAmount: bigint
  readonly payload: OrderV1CreatePayload
}

/** The maker takes the rest of a listing out of escrow. */
export type PendingCancel = Common & {
  readonly kind: 'cancel'
  readonly side: OrderBookSide
  readonly exId: string
  readonly maker: string
  readonly payload: OrderV1CancelPayload
}

export type PendingMarketOperation =
  | PendingTrade
  | PendingListing
  | PendingCancel

/** The fill being signed. */
export function currentFill(pending: PendingTrade): OrderV1PlannedFill {
  const fill = pending.fills[pending.index]
  if (fill === undefined) throw new Error('trade index out of range')
  return fill
}

/**
 * The next trade of a multi-listing buy or sell, to confirm after this
 * one was submitted (`undefined` after the last).
 */
export function nextTrade(pending: PendingTrade): PendingTrade | undefined {
  const index = pending.index + 1
  const fill = pending.fills[index]
  if (fill === undefined) return undefined
  const payload = createOrderV1TradePayload({
    exid: fill.entry.exId,
    amt1: fill.payment,
    maker: fill.entry.maker,
    buyer: pending.taker,
  })
  if (payload.isErr()) return undefined
  return { ...pending, index, payload: payload.value, priceMoved: undefined }
}

type Recheck = SubmitRecheck<PendingMarketOperation, MarketRefusal>

const CLOSED: Recheck = { kind: 'refused', issue: { code: 'LISTING_CLOSED' } }

async function recheckTrade(
  pending: PendingTrade,
  client: ApiClient,
): Promise<Recheck> {
  const fill = currentFill(pending)
  const listing = await fetchListing(client, fill.entry.exId)
  const entry =
    listing === undefined ? undefined : getOrderBookEntry(listing, pending.tick)
  if (entry === undefined) return CLOSED
  // The same trade on the listing as it is now: the tokens asked for (a
  // buy) or the tokens paid (a sell).
  const plan = planOrderV1Fills({
    entries: [entry],
    target:
      pending.side === 'buy'
        ? { kind: 'receive', amount: fill.received }
        : { kind: 'spend', amount: fill.payment },
    taker: pending.taker,
  })
  const fresh = plan.fills[0]
  if (fresh === undefined || plan.shortfall > 0n) return CLOSED
  if (fresh.payment === fill.payment && fresh.received === fill.received)
    return { kind: 'sign' }
  const payload = createOrderV1TradePayload({
    exid: entry.exId,
    amt1: fresh.payment,
    maker: entry.maker,
    buyer: pending.taker,
  })
  if (payload.isErr()) return { kind: 'refused', issue: { code: 'SELF_TRADE' } }
  const fills = pending.fills.map((f, i) => (i === pending.index ? fresh : f))
  return {
    kind: 'confirm-again',
    pending: { ...pending, fills, payload: payload.value, priceMoved: true },
  }
}

/**
 * The market's submit flow: every order-v1 inscription goes through the
 * wallet's `sendTrade`. Before a trade is signed the listing is read
 * again: bought out or cancelled meanwhile → refused (nothing signed);
 * changed → the fresh figures to confirm again. Before a cancel, the
 * remainder is read again and offered to the maker only
 * (`getOrderV1CancelRule`).
 */
export const marketFlow = createSubmitFlow<
  PendingMarketOperation,
  MarketRefusal
>({
  name: 'market',
  sign: (wallet, pending) => wallet.sendTrade(pending.payload),
  protocol: () => 'order-v1',
  payload: (pending) => pending.payload,
  describe: (pending) => pending.description,
  async recheck(pending, { api }) {
    if (pending.kind === 'create') return { kind: 'sign' }
    const client = await api()
    if (pending.kind === 'trade') return recheckTrade(pending, client)
    const listing = await fetchListing(client, pending.exId)
    if (listing === undefined) return CLOSED
    const rule = getOrderV1CancelRule({
      amount0: listing.amt0,
      amount1: listing.amt1,
      filled0: listing.amt0Finish,
      maker: listing.holderAddress,
      address: pending.maker,
    })
    if (!rule.offerCancel) return CLOSED
    if (BigInt(pending.payload.amt0) === rule.cancelAmount)
      return { kind: 'sign' }
    const payload = createOrderV1CancelPayload({
      exid: pending.exId,
      amt0: rule.cancelAmount,
    })
    if (payload.isErr()) return CLOSED
    return {
      kind: 'confirm-again',
      pending: { ...pending, payload: payload.value, priceMoved: true },
    }
  },
})
