import { WDOGE_TICK } from '@drc20/core'
import type { IndexerState } from '../../indexer/state.js'
import { ratio } from './swapStats.js'

// The order-v1 aggregates the hosted API reads from `exchange_summary`, a
// table an external job fills (docs/api.md §5): derived here from the
// settled listings and trades, as the devnet README says.

/** One settled order-v1 trade in a token's WDOGE market. */
export type ExchangeFill = {
  /** The token traded against WDOGE. */
  readonly tick: string
  /** Block time, Unix seconds. */
  readonly time: number
  /** Tokens that moved (an ask's received tick0, a bid's paid tick1). */
  readonly tokenAmount: bigint
  /** WDOGE that moved (an ask's payment, a bid's received tick0). */
  readonly wdogeAmount: bigint
  /** The listing's price: WDOGE base units per token base unit. */
  readonly price: number
}

/**
 * Every settled trade on a listing between a token and WDOGE, oldest
 * first. The tick0 a trade received comes from `exchangeFills` (the
 * indexer's `exchange_revert`): a trade row's `amt0` is the inscribed
 * value (docs/api.md §7.4).
 */
export function getExchangeFills(state: IndexerState): ExchangeFill[] {
  const fills: ExchangeFill[] = []
  for (const row of state.exchangeOrders) {
    if (row.op !== 'trade' || row.order_status !== 0) continue
    const listing = state.listings.get(row.ex_id)
    if (!listing) continue
    const received = state.exchangeFills.get(row.tx_hash) ?? 0n
    if (listing.tick1 === WDOGE_TICK && listing.tick0 !== WDOGE_TICK) {
      fills.push({
        tick: listing.tick0,
        time: row.create_date,
        tokenAmount: received,
        wdogeAmount: row.amt1,
        price: ratio(listing.amt1, listing.amt0),
      })
    } else if (listing.tick0 === WDOGE_TICK && listing.tick1 !== WDOGE_TICK) {
      fills.push({
        tick: listing.tick1,
        time: row.create_date,
        tokenAmount: row.amt1,
        wdogeAmount: received,
        price: ratio(listing.amt0, listing.amt1),
      })
    }
  }
  return fills.sort((a, b) => a.time - b.time)
}

/** One order-v1 candle (S-ExCandle figures). */
export type ExchangeCandle = {
  readonly start: number
  readonly open: number
  readonly close: number
  readonly low: number
  readonly high: number
  /** Tokens traded. */
  readonly base: bigint
  /** WDOGE traded. */
  readonly quote: bigint
}

/** `tick`'s fills in buckets of `seconds`, newest first. */
export function getExchangeCandles(
  fills: readonly ExchangeFill[],
  tick: string,
  seconds: number,
): ExchangeCandle[] {
  const buckets = new Map<number, ExchangeCandle>()
  for (const fill of fills) {
    if (fill.tick !== tick) continue
    const start = Math.floor(fill.time / seconds) * seconds
    const b = buckets.get(start)
    buckets.set(
      start,
      b
        ? {
            ...b,
            close: fill.price,
            low: Math.min(b.low, fill.price),
            high: Math.max(b.high, fill.price),
            base: b.base + fill.tokenAmount,
            quote: b.quote + fill.wdogeAmount,
          }
        : {
            start,
            open: fill.price,
            close: fill.price,
            low: fill.price,
            high: fill.price,
            base: fill.tokenAmount,
            quote: fill.wdogeAmount,
          },
    )
  }
  return [...buckets.values()].sort((a, b) => b.start - a.start)
}

/** A token's order-v1 market figures as the v3 summaries report them. */
export type ExchangeMarketStats = {
  readonly lastPrice: number
  /** Change of the last price over 24 h, percent. */
  readonly change24h: number
  readonly high24h: number
  readonly low24h: number
  /** All-time WDOGE volume. */
  readonly quoteVolume: bigint
  /** The cheapest open WDOGE ask, WDOGE per token (0 without one). */
  readonly floor: number
}

/**
 * Per token: the last fill's price, its change since the last fill at or
 * before `now − 24 h` (or since the first fill of the day when none is
 * older), the day's high and low, all-time WDOGE volume and the floor.
 */
export function getExchangeMarketStats(
  state: IndexerState,
  fills: readonly ExchangeFill[],
): Map<string, ExchangeMarketStats> {
  const now = state.blockTime
  const dayAgo = now - 86_400
  const byTick = new Map<string, ExchangeFill[]>()
  for (const fill of fills) {
    const list = byTick.get(fill.tick) ?? []
    list.push(fill)
    byTick.set(fill.tick, list)
  }
  const floors = new Map<string, number>()
  for (const l of state.listings.values()) {
    if (l.tick1 !== WDOGE_TICK || l.amt0 === l.amt0Finish) continue
    const price = ratio(l.amt1, l.amt0)
    const floor = floors.get(l.tick0)
    if (floor === undefined || price < floor) floors.set(l.tick0, price)
  }
  const stats = new Map<string, ExchangeMarketStats>()
  for (const tick of new Set([...byTick.keys(), ...floors.keys()])) {
    const list = byTick.get(tick) ?? []
    const last = list.at(-1)
    const before = list.filter((f) => f.time <= dayAgo).at(-1)
    const today = list.filter((f) => f.time > dayAgo)
    const reference = before ?? today[0]
    const lastPrice = last?.price ?? 0
    const change24h =
      reference && reference.price > 0
        ? ((lastPrice - reference.price) / reference.price) * 100
        : 0
    let quoteVolume = 0n
    for (const f of list) quoteVolume += f.wdogeAmount
    const prices = today.map((f) => f.price)
    stats.set(tick, {
      lastPrice,
      change24h,
      high24h: prices.length > 0 ? Math.max(...prices) : lastPrice,
      low24h: prices.length > 0 ? Math.min(...prices) : lastPrice,
      quoteVolume,
      floor: floors.get(tick) ?? 0,
    })
  }
  return stats
}
