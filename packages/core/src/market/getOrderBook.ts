import type BigNumber from 'bignumber.js'
import type { ExchangeListing } from '../domain/listings.js'
import { isWdogeTick } from '../identifiers/wdogeTick.js'
import { getRatio } from '../math/getRatio.js'
import { mulDivUp } from '../math/mulDiv.js'

/** Which side of a token's book an order-v1 listing is on. */
export type OrderBookSide = 'ask' | 'bid'

/**
 * An open order-v1 listing as a token's book shows it. An **ask** sells the
 * token (`tick0` = token) for `tick1` (usually WDOGE); a **bid** sells
 * WDOGE for the token (`tick0` = `WDOGE(WRAPPED-DOGE)`, `tick1` = token).
 */
export type OrderBookEntry = {
  readonly side: OrderBookSide
  readonly exId: string
  /** The listing's maker (`holder_address`). */
  readonly maker: string
  readonly tick0: string
  readonly tick1: string
  /** The listing's original `amt0` (A0) and `amt1` (A1), base units. */
  readonly amount0: bigint
  readonly amount1: bigint
  /** Tick0 already taken by trades and cancels (F0). */
  readonly filled0: bigint
  /** Tick0 still in escrow: `A0 − F0` (> 0 in a book). */
  readonly remaining: bigint
  /**
   * The smallest payment that takes the whole remainder (docs/protocol.md
   * §8.3, E15): `ceil(remaining × A1 / A0)`, in tick1.
   */
  readonly paymentForRest: bigint
  /** The token side of what remains: asks `remaining`, bids `paymentForRest`. */
  readonly tokenAmount: bigint
  /** The other side: asks `paymentForRest` (tick1), bids `remaining` (WDOGE). */
  readonly quoteAmount: bigint
  /**
   * Price of one token in the quote tick (WDOGE per token, base units over
   * base units, which is DOGE per token at 8 decimals): asks `A1 / A0`,
   * bids `A0 / A1`. A display ratio.
   */
  readonly unitPrice: BigNumber
  readonly createDateMs: number
  readonly updateDateMs: number
}

export type OrderBook = {
  /** Listings selling the token for WDOGE, cheapest first (then oldest first). */
  readonly asks: readonly OrderBookEntry[]
  /**
   * Listings selling the token for another token, by that token, then
   * cheapest first: bought with that token, never compared with WDOGE.
   */
  readonly otherAsks: readonly OrderBookEntry[]
  /** WDOGE listings asking for the token, highest price first. */
  readonly bids: readonly OrderBookEntry[]
}

/**
 * The entry a listing makes in `tick`'s book, or `undefined` when it is
 * closed (`amt0_finish ≥ amt0`) or is not a market of `tick`: an ask sells
 * `tick` for anything else, a bid sells WDOGE for `tick`.
 */
export function getOrderBookEntry(
  listing: ExchangeListing,
  tick: string,
): OrderBookEntry | undefined {
  const { amt0, amt1, amt0Finish } = listing
  if (amt0 <= 0n || amt1 <= 0n) return undefined
  const remaining = amt0 - amt0Finish
  if (remaining <= 0n) return undefined
  let side: OrderBookSide
  if (listing.tick0 === tick && listing.tick1 !== tick) side = 'ask'
  else if (listing.tick1 === tick && isWdogeTick(listing.tick0)) side = 'bid'
  else return undefined
  const paymentForRest = mulDivUp(remaining, amt1, amt0)
  const ask = side === 'ask'
  // Worked out when first read: a book sorts by exact cross-products, and
  // the market's list reads only each token's floor (a BigNumber division
  // for every listing was a third of the market page's render of its rows).
  let unitPrice: BigNumber | undefined
  return {
    side,
    exId: listing.exId,
    maker: listing.holderAddress,
    tick0: listing.tick0,
    tick1: listing.tick1,
    amount0: amt0,
    amount1: amt1,
    filled0: amt0Finish < 0n ? 0n : amt0Finish,
    remaining,
    paymentForRest,
    tokenAmount: ask ? remaining : paymentForRest,
    quoteAmount: ask ? paymentForRest : remaining,
    get unitPrice() {
      unitPrice ??= ask ? getRatio(amt1, amt0) : getRatio(amt0, amt1)
      return unitPrice
    },
    createDateMs: listing.createDateMs,
    updateDateMs: listing.updateDateMs,
  }
}

/**
 * Compares two prices `a1/a0` and `b1/b0` exactly (cross-multiplied
 * bigints, no rounding): negative when a is cheaper.
 */
export function compareOrderPrices(
  a: { readonly amount0: bigint; readonly amount1: bigint },
  b: { readonly amount0: bigint; readonly amount1: bigint },
): number {
  const left = a.amount1 * b.amount0
  const right = b.amount1 * a.amount0
  return left < right ? -1 : left > right ? 1 : 0
}

const byAge = (a: OrderBookEntry, b: OrderBookEntry) =>
  a.createDateMs - b.createDateMs || (a.exId < b.exId ? -1 : 1)

/**
 * `tick`'s order-v1 book from listings (v4 exchange/collect rows; closed
 * and unrelated ones are left out, duplicates by `ex_id` kept once). WDOGE
 * asks sorted by unit price, cheapest first; bids by the WDOGE they pay per
 * token, highest first; equal prices oldest first. Prices compare exactly
 * (`A1 × B0` against `B1 × A0`), never through rounded ratios.
 */
export function getOrderBook(
  listings: readonly ExchangeListing[],
  tick: string,
): OrderBook {
  const seen = new Set<string>()
  const asks: OrderBookEntry[] = []
  const otherAsks: OrderBookEntry[] = []
  const bids: OrderBookEntry[] = []
  for (const listing of listings) {
    if (seen.has(listing.exId)) continue
    seen.add(listing.exId)
    const entry = getOrderBookEntry(listing, tick)
    if (entry === undefined) continue
    if (entry.side === 'bid') bids.push(entry)
    else if (isWdogeTick(entry.tick1)) asks.push(entry)
    else otherAsks.push(entry)
  }
  asks.sort((a, b) => compareOrderPrices(a, b) || byAge(a, b))
  otherAsks.sort(
    (a, b) =>
      (a.tick1 < b.tick1 ? -1 : a.tick1 > b.tick1 ? 1 : 0) ||
      compareOrderPrices(a, b) ||
      byAge(a, b),
  )
  // A bid pays A0 WDOGE for A1 tokens: a higher A0/A1 is a better bid.
  bids.sort(
    (a, b) =>
      compareOrderPrices(
        { amount0: b.amount1, amount1: b.amount0 },
        { amount0: a.amount1, amount1: a.amount0 },
      ) || byAge(a, b),
  )
  return { asks, otherAsks, bids }
}
