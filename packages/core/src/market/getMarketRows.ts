import type { ExchangeCandle } from '../domain/candles.js'
import type { ExchangeListing } from '../domain/listings.js'
import type { ExchangeTokenSummary } from '../domain/summaries.js'
import { isWdogeTick } from '../identifiers/wdogeTick.js'
import { getOrderBook, type OrderBookEntry } from './getOrderBook.js'

/** One hour and one day, in milliseconds. */
const HOUR_MS = 3_600_000
export const DAY_MS = 24 * HOUR_MS

/** One token of the market home, each figure from the source that has it. */
export type MarketRow = {
  readonly tick: string
  /** The cheapest open WDOGE ask (listings); its `unitPrice` is the floor. */
  readonly floor: OrderBookEntry | undefined
  /** Tokens listed for WDOGE and their count (listings). */
  readonly listedAmount: bigint
  readonly listedCount: number
  /** WDOGE bids open (listings). */
  readonly bidCount: number
  /**
   * WDOGE traded in the last 24 h (the hourly candles' quote volume since
   * `now − 24 h`); `undefined` until the candles are loaded.
   */
  readonly volume24h: bigint | undefined
  /** 24 h price change in percent (v3 exchange/summaryall); `undefined` without a row. */
  readonly change24h: number | undefined
  /** All-time WDOGE volume (v3 exchange/summaryall `quote_volume`, a double). */
  readonly totalVolume: number | undefined
  /** The API's verified flag and logo (v3 exchange/summaryall). */
  readonly isCheck: boolean
  readonly logo: string | null
  /** Hourly closes of the last 7 days, oldest first (candles). */
  readonly sparkline: readonly {
    readonly timeMs: number
    readonly price: number
  }[]
}

/** The WDOGE quote volume of candles that start at or after `sinceMs`. */
export function getCandleVolumeSince(
  candles: readonly ExchangeCandle[],
  sinceMs: number,
): bigint {
  let total = 0n
  for (const candle of candles)
    if (candle.lastDateMs >= sinceMs) total += candle.quoteVolume
  return total
}

/** Closes of candles since `sinceMs`, oldest first, finite prices only. */
export function getCandleCloses(
  candles: readonly ExchangeCandle[],
  sinceMs: number,
): { readonly timeMs: number; readonly price: number }[] {
  return candles
    .filter(
      (c) =>
        c.lastDateMs >= sinceMs &&
        Number.isFinite(c.closePrice) &&
        c.closePrice > 0,
    )
    .map((c) => ({ timeMs: c.lastDateMs, price: c.closePrice }))
    .sort((a, b) => a.timeMs - b.timeMs)
}

export type GetMarketRowsParameters = {
  /** Open listings (v4 exchange/collect `not_done`), every tick. */
  readonly listings: readonly ExchangeListing[]
  /** v3 exchange/summaryall rows; `undefined` while loading. */
  readonly summaries: readonly ExchangeTokenSummary[] | undefined
  /** Hourly candles by tick (v4 exchange/k), newest first. */
  readonly candles: ReadonlyMap<string, readonly ExchangeCandle[]>
  readonly nowMs: number
}

/**
 * The market home's tokens, sorted: each token with an open (not fully
 * filled) listing, an ask or a bid. The rows' ticks, without their figures.
 */
export function getMarketTicks(listings: readonly ExchangeListing[]): string[] {
  const ticks = new Set<string>()
  for (const listing of listings) {
    if (listing.amt0Finish >= listing.amt0) continue
    // Bids list WDOGE for the token: the token is tick1.
    ticks.add(isWdogeTick(listing.tick0) ? listing.tick1 : listing.tick0)
  }
  return [...ticks].sort()
}

/**
 * The market home: a row per token with an open order-v1 listing (ask or
 * bid), each figure from the route that really carries it — the v4
 * exchange summary answers zeros (docs/api.md §8.6): floor, listed amount
 * and counts from the listings; 24 h volume and the 7-day line from the
 * candles; 24 h change, total volume, the verified flag and the logo from
 * the v3 summaries.
 */
export function getMarketRows({
  listings,
  summaries,
  candles,
  nowMs,
}: GetMarketRowsParameters): MarketRow[] {
  const ticks = new Set(getMarketTicks(listings))
  const byTick = new Map<string, ExchangeListing[]>()
  for (const listing of listings) {
    for (const tick of [listing.tick0, listing.tick1]) {
      if (!ticks.has(tick)) continue
      const list = byTick.get(tick) ?? []
      list.push(listing)
      byTick.set(tick, list)
    }
  }
  const summaryByTick = new Map(summaries?.map((s) => [s.tick, s]))
  return [...ticks].map((tick): MarketRow => {
    const book = getOrderBook(byTick.get(tick) ?? [], tick)
    const summary = summaryByTick.get(tick)
    const tickCandles = candles.get(tick)
    let listedAmount = 0n
    for (const ask of book.asks) listedAmount += ask.remaining
    return {
      tick,
      floor: book.asks[0],
      listedAmount,
      listedCount: book.asks.length,
      bidCount: book.bids.length,
      volume24h:
        tickCandles === undefined
          ? undefined
          : getCandleVolumeSince(tickCandles, nowMs - DAY_MS),
      change24h: summary?.priceChangePercent24h,
      totalVolume: summary?.quoteVolume,
      isCheck: summary?.isCheck ?? false,
      logo: summary?.logo ?? null,
      sparkline:
        tickCandles === undefined
          ? []
          : getCandleCloses(tickCandles, nowMs - 7 * DAY_MS),
    }
  })
}
