import { mulDivUp } from '../math/mulDiv.js'
import type { OrderBookEntry } from './getOrderBook.js'
import { getOrderV1Fill } from './getOrderV1Fill.js'

/** What a plan is asked to do, in base units. */
export type OrderV1FillTarget =
  /** Receive at least `amount` of tick0 (buy tokens from asks). */
  | { readonly kind: 'receive'; readonly amount: bigint }
  /**
   * Pay at most `amount` in tick1 (WDOGE into asks, or tokens into bids),
   * with `costPerFill` of the same budget taken by each trade on top of
   * its payment (the DOGE its reveal costs, for a budget counted in DOGE);
   * default 0.
   */
  | {
      readonly kind: 'spend'
      readonly amount: bigint
      readonly costPerFill?: bigint
    }

/** One trade of a plan: a payment on one listing and what it returns. */
export type OrderV1PlannedFill = {
  readonly entry: OrderBookEntry
  /** The trade's `amt1`, all of it paid to the maker (docs/protocol.md §8.3). */
  readonly payment: bigint
  /** Tick0 it receives, by the settlement rule (`getOrderV1Fill`). */
  readonly received: bigint
  /** True when it takes the whole remainder. */
  readonly capped: boolean
}

export type OrderV1FillPlan = {
  readonly fills: readonly OrderV1PlannedFill[]
  /** Σ payments, tick1. */
  readonly paid: bigint
  /** Σ received, tick0. */
  readonly received: bigint
  /** The budget taken by `costPerFill` (0 for `receive` targets). */
  readonly fillCosts: bigint
  /** The taker's own listings, passed over (a self-trade fails, §8.3). */
  readonly skippedOwn: number
  /** Tick0 the entries hold for this taker (own listings excluded). */
  readonly available: bigint
  /** `receive`: tick0 still missing after every listing (0 when met). */
  readonly shortfall: bigint
  /** `spend`: stopped where the rest of the budget would receive 0. */
  readonly zeroFill: boolean
}

export type PlanOrderV1FillsParameters = {
  /** One side of one book, best first (`getOrderBook`). */
  readonly entries: readonly OrderBookEntry[]
  readonly target: OrderV1FillTarget
  /** The address that would trade: its own listings are skipped. */
  readonly taker: string
  /** At most this many trades (default: no limit). */
  readonly maxFills?: number
}

/**
 * Plans order-v1 trades over listings, best price first, each exact by the
 * settlement rule (docs/protocol.md §8.3, E15):
 *
 * - `receive n`: takes whole listings with the smallest payment that gets
 *   the whole remainder, `ceil(remaining × A1 / A0)` (the capped-buy
 *   quirk: paying more buys nothing more), then on the last listing pays
 *   `ceil(need × A1 / A0)`, which receives `need` or a few units more
 *   (rounding favours the maker, so never less);
 * - `spend b`: pays whole listings while the budget allows, then the rest
 *   of the budget into the next one (less what would buy nothing more:
 *   `ceil(received × A1 / A0)` is paid), and stops at a payment that would
 *   receive 0 (the indexer fails such a trade; every later listing is
 *   dearer). `costPerFill` is set aside for each trade first.
 *
 * The taker's own listings are skipped: the indexer refuses the trade
 * (`the same address cannot be traded`).
 */
export function planOrderV1Fills({
  entries,
  target,
  taker,
  maxFills = Number.POSITIVE_INFINITY,
}: PlanOrderV1FillsParameters): OrderV1FillPlan {
  if (target.amount < 0n) throw new RangeError('planOrderV1Fills: amount < 0')
  const costPerFill = target.kind === 'spend' ? (target.costPerFill ?? 0n) : 0n
  if (costPerFill < 0n)
    throw new RangeError('planOrderV1Fills: costPerFill < 0')
  const fills: OrderV1PlannedFill[] = []
  let paid = 0n
  let received = 0n
  let skippedOwn = 0
  let available = 0n
  let left = target.amount
  let open = true
  let zeroFill = false
  for (const entry of entries) {
    if (entry.maker === taker) {
      skippedOwn += 1
      continue
    }
    available += entry.remaining
    if (!open || fills.length >= maxFills) continue
    let payment: bigint
    if (target.kind === 'receive') {
      const need = target.amount - received
      if (need <= 0n) {
        open = false
        continue
      }
      payment =
        need >= entry.remaining
          ? entry.paymentForRest
          : mulDivUp(need, entry.amount1, entry.amount0)
    } else {
      if (left <= costPerFill) {
        open = false
        continue
      }
      const budget = left - costPerFill
      payment = budget < entry.paymentForRest ? budget : entry.paymentForRest
    }
    const fill = getOrderV1Fill({
      amount0: entry.amount0,
      amount1: entry.amount1,
      filled0: entry.filled0,
      payment,
      maker: entry.maker,
      buyer: taker,
    })
    if (fill.isErr()) {
      // ZERO_FILL: the budget buys nothing here, nor anywhere dearer.
      zeroFill = true
      open = false
      continue
    }
    // Pay only the smallest amount that gets the same tokens: the rest of
    // a budget would be handed to the maker for nothing.
    payment -= fill.value.overpaid
    fills.push({
      entry,
      payment,
      received: fill.value.received,
      capped: fill.value.capped,
    })
    paid += payment
    received += fill.value.received
    left -= payment + costPerFill
  }
  const shortfall =
    target.kind === 'receive' && received < target.amount
      ? target.amount - received
      : 0n
  return {
    fills,
    paid,
    received,
    fillCosts: costPerFill * BigInt(fills.length),
    skippedOwn,
    available,
    shortfall,
    zeroFill,
  }
}
