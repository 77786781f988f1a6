import type BigNumber from 'bignumber.js'
import type { ExchangeListing, ExchangeOrder } from '../domain/listings.js'
import { getRatio } from '../math/getRatio.js'
import { getOrderV1TradeFills } from './getOrderV1TradeFills.js'

export type ListedAmountChange = {
  /** Tokens listed now (Σ remaining of the open asks). */
  readonly now: bigint
  /** Tokens listed at `nowMs − windowMs`, replayed from the operations. */
  readonly before: bigint
  /** `now − before` (negative when fewer are listed). */
  readonly change: bigint
  /** `change ÷ before` in percent; `undefined` when nothing was listed. */
  readonly percent: BigNumber | undefined
}

/**
 * The market's "pool change": how the amount of `tick` listed for sale
 * changed over the window (24 h by default). The amount listed at a time
 * `T` is, over the listings selling `tick` created by `T`, the original
 * `amt0` less what settled trades took (replayed with the settlement rule,
 * `getOrderV1TradeFills`, since a trade row does not carry it) and what
 * settled cancels withdrew, by `T`. Sources: every listing of the tick
 * (v4 exchange/collect by `tick0`) and their operations (v4 exchange/order).
 */
export function getListedAmountChange({
  tick,
  listings,
  operations,
  nowMs,
  windowMs = 86_400_000,
}: {
  readonly tick: string
  readonly listings: readonly ExchangeListing[]
  readonly operations: readonly ExchangeOrder[]
  readonly nowMs: number
  readonly windowMs?: number
}): ListedAmountChange {
  const thenMs = nowMs - windowMs
  const byListing = new Map<string, ExchangeOrder[]>()
  for (const operation of operations) {
    if (operation.op === 'create') continue
    const list = byListing.get(operation.exId) ?? []
    list.push(operation)
    byListing.set(operation.exId, list)
  }
  let now = 0n
  let before = 0n
  const seen = new Set<string>()
  for (const listing of listings) {
    if (listing.tick0 !== tick || seen.has(listing.exId)) continue
    seen.add(listing.exId)
    if (listing.amt0 <= 0n || listing.amt1 <= 0n) continue
    const remaining = listing.amt0 - listing.amt0Finish
    if (remaining > 0n) now += remaining
    if (listing.createDateMs > thenMs) continue
    const ordered = (byListing.get(listing.exId) ?? []).sort(
      (a, b) => a.blockNumber - b.blockNumber || a.id - b.id,
    )
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
    let taken = 0n
    ordered.forEach((o, i) => {
      if (o.status !== 'completed' || o.createDateMs > thenMs) return
      taken += o.op === 'cancel' ? o.amt0 : (fills[i] ?? 0n)
    })
    if (listing.amt0 > taken) before += listing.amt0 - taken
  }
  const change = now - before
  return {
    now,
    before,
    change,
    percent: before === 0n ? undefined : getRatio(change * 100n, before),
  }
}
