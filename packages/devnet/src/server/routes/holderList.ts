import type { IndexerState } from '../../indexer/state.js'
import { insertionPoint } from './insertionPoint.js'

/** One balance row of a tick: address and amount (zero rows included). */
export type HolderRow = readonly [address: string, amt: bigint]

type Cached = {
  readonly state: IndexerState
  /** Ledger moves looked at so far. */
  seen: number
  rows: HolderRow[]
  /** Rows with a non-zero balance (they sort first). */
  nonZero: number
}

/** Balance desc, then address asc: one order whatever the cache saw. */
const before = (a: HolderRow, b: HolderRow) =>
  a[1] === b[1] ? a[0] < b[0] : a[1] > b[1]
const byBalanceDesc = (a: HolderRow, b: HolderRow) =>
  before(a, b) ? -1 : before(b, a) ? 1 : 0

/** Above this many changed holders in one go, sort again from scratch. */
const MOVE_LIMIT = 64

function sortAll(cached: Cached, tick: string): void {
  const balances = cached.state.balances.get(tick)
  cached.rows = balances ? [...balances].sort(byBalanceDesc) : []
}

/**
 * A tick's balance rows by balance desc (ties by address), kept between
 * requests: a page of a token with tens of thousands of holders is a slice,
 * not a sort. The ledger logs every balance change the fold makes, so the
 * moves since the last request name the holders whose rows move; each is
 * taken out and put back in by binary search.
 */
export function getHoldersByBalance(
  state: IndexerState,
  cache: Map<string, unknown>,
  tick: string,
): { readonly rows: readonly HolderRow[]; readonly nonZero: number } {
  const key = `holders:${tick}`
  let cached = cache.get(key) as Cached | undefined
  const { ledger } = state
  if (cached?.state !== state || cached.seen > ledger.length) {
    cached = { state, seen: ledger.length, rows: [], nonZero: 0 }
    cache.set(key, cached)
    sortAll(cached, tick)
  } else if (cached.seen < ledger.length) {
    const moved = new Set<string>()
    for (let i = cached.seen; i < ledger.length; i++) {
      const m = ledger[i]
      if (m?.tick !== tick) continue
      if (m.from_address) moved.add(m.from_address)
      if (m.to_address) moved.add(m.to_address)
    }
    cached.seen = ledger.length
    if (moved.size > MOVE_LIMIT) sortAll(cached, tick)
    else if (moved.size > 0) {
      const balances = state.balances.get(tick)
      const rows = cached.rows
      for (const address of moved) {
        const at = rows.findIndex((r) => r[0] === address)
        if (at >= 0) rows.splice(at, 1)
        const amt = balances?.get(address)
        if (amt === undefined) continue
        const row: HolderRow = [address, amt]
        rows.splice(insertionPoint(rows, row, before), 0, row)
      }
      // A row made without a move (an imported zero row): start over.
      if (rows.length !== (balances?.size ?? 0)) sortAll(cached, tick)
    }
  } else {
    return cached
  }
  const rows = cached.rows
  cached.nonZero = insertionPoint(rows, ['', 0n], before)
  return cached
}

/** First and last ledger time of a (tick, address) pair. */
export type MoveTimes = { first: number; last: number }

type TimesIndex = {
  readonly state: IndexerState
  /** Ledger moves folded in so far. */
  seen: number
  readonly times: Map<string, MoveTimes>
}

/**
 * First and last ledger time of every (tick, address) pair, folded in as the
 * ledger grows (it only grows between requests), instead of a scan of the
 * whole ledger per page.
 */
export function getMoveTimes(
  state: IndexerState,
  cache: Map<string, unknown>,
): (tick: string, address: string) => MoveTimes | undefined {
  let index = cache.get('moveTimes') as TimesIndex | undefined
  if (index?.state !== state || index.seen > state.ledger.length) {
    index = { state, seen: 0, times: new Map() }
    cache.set('moveTimes', index)
  }
  const { times } = index
  for (let i = index.seen; i < state.ledger.length; i++) {
    const m = state.ledger[i]
    if (!m) continue
    for (const address of [m.from_address, m.to_address]) {
      const key = `${m.tick}\n${address}`
      const hit = times.get(key)
      if (hit) hit.last = m.time
      else times.set(key, { first: m.time, last: m.time })
    }
  }
  index.seen = state.ledger.length
  return (tick, address) => times.get(`${tick}\n${address}`)
}
