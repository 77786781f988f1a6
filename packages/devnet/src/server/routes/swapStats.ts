import { WDOGE_TICK } from '@drc20/core'
import {
  getBalance,
  type IndexerState,
  type PoolV1,
} from '../../indexer/state.js'

/** DOGE/USD the devnet reports everywhere (price service, `doge_usdt`). */
export const DOGE_USD = 0.1642

export type PoolReserves = {
  readonly pool: PoolV1
  readonly reserve0: bigint
  readonly reserve1: bigint
  readonly totalSupply: bigint
}

export function poolReserves(state: IndexerState, pool: PoolV1): PoolReserves {
  return {
    pool,
    reserve0: getBalance(state, pool.tick0, pool.reservesAddress),
    reserve1: getBalance(state, pool.tick1, pool.reservesAddress),
    totalSupply: state.tokens.get(pool.tick)?.minted ?? 0n,
  }
}

/** Ratio a / b as a float64 (prices are f64 on the wire). */
export function ratio(a: bigint, b: bigint): number {
  if (b === 0n) return 0
  // Keep 18 significant digits before going to a double.
  const scale = 10n ** 18n
  return Number((a * scale) / b) / 1e18
}

/** Go big.Float text: shortest form with ~20 significant digits. */
export function ratioText(a: bigint, b: bigint): string {
  if (b === 0n) return '0'
  const digits = 16n
  const scaled = (a * 10n ** digits) / b
  const s = scaled.toString().padStart(Number(digits) + 1, '0')
  const int = s.slice(0, s.length - Number(digits))
  const frac = s.slice(s.length - Number(digits)).replace(/0+$/, '')
  return frac ? `${int}.${frac}` : int
}

/** WDOGE base units per token base unit ×1e18, per tick (direct + 1 hop). */
export function getPriceTable(state: IndexerState): Map<string, bigint> {
  const scale = 10n ** 18n
  const prices = new Map<string, bigint>()
  const pools = [...state.poolsV1.values()].map((p) => poolReserves(state, p))
  for (const r of pools) {
    if (r.reserve0 === 0n || r.reserve1 === 0n) continue
    if (r.pool.tick1 === WDOGE_TICK) {
      prices.set(r.pool.tick0, (r.reserve1 * scale) / r.reserve0)
    } else if (r.pool.tick0 === WDOGE_TICK) {
      prices.set(r.pool.tick1, (r.reserve0 * scale) / r.reserve1)
    }
  }
  for (const r of pools) {
    if (r.reserve0 === 0n || r.reserve1 === 0n) continue
    const { tick0, tick1 } = r.pool
    if (tick0 === WDOGE_TICK || tick1 === WDOGE_TICK) continue
    const p0 = prices.get(tick0)
    const p1 = prices.get(tick1)
    if (p1 !== undefined && !prices.has(tick0)) {
      prices.set(tick0, (r.reserve1 * p1) / r.reserve0)
    } else if (p0 !== undefined && !prices.has(tick1)) {
      prices.set(tick1, (r.reserve0 * p0) / r.reserve1)
    }
  }
  return prices
}

export type Trade = {
  readonly time: number
  /** WDOGE per token base unit (float). */
  readonly price: number
  /** WDOGE leg, koinu. */
  readonly volume: bigint
}

const tradeCache = new WeakMap<
  IndexerState,
  { rows: number; byTick: Map<string, Trade[]> }
>()

/** Settled swaps of `tick` against WDOGE, in time order (cached per state). */
export function getTrades(state: IndexerState, tick: string): Trade[] {
  let cached = tradeCache.get(state)
  if (!cached || cached.rows !== state.swapOrders.length) {
    const byTick = new Map<string, Trade[]>()
    const add = (t: string, trade: Trade) => {
      const list = byTick.get(t)
      if (list) list.push(trade)
      else byTick.set(t, [trade])
    }
    for (const r of state.swapOrders) {
      if (r.op !== 'swap' || r.order_status !== 0) continue
      if (r.tick1 === WDOGE_TICK) {
        add(r.tick0, {
          time: r.create_date,
          price: ratio(r.amt1_out, r.amt0),
          volume: r.amt1_out,
        })
      } else if (r.tick0 === WDOGE_TICK) {
        add(r.tick1, {
          time: r.create_date,
          price: ratio(r.amt0, r.amt1_out),
          volume: r.amt0,
        })
      }
    }
    cached = { rows: state.swapOrders.length, byTick }
    tradeCache.set(state, cached)
  }
  return cached.byTick.get(tick) ?? []
}

const INTERVAL_SECONDS: Record<string, number> = {
  '1m': 60,
  '5m': 300,
  '15m': 900,
  '1h': 3600,
  '4h': 14_400,
  '1d': 86_400,
  '1w': 604_800,
  '1M': 2_592_000,
}

export function intervalSeconds(interval: string): number | undefined {
  return INTERVAL_SECONDS[interval]
}

export type Candle = {
  readonly start: number
  readonly open: number
  readonly close: number
  readonly low: number
  readonly high: number
  readonly volume: bigint
}

/** Buckets trades into candles of `seconds` (bucket start = floor(t / s) × s). */
export function getCandles(
  trades: readonly Trade[],
  seconds: number,
): Candle[] {
  const candles: Candle[] = []
  let current: Candle | null = null
  for (const t of trades) {
    const start = Math.floor(t.time / seconds) * seconds
    if (!current || current.start !== start) {
      if (current) candles.push(current)
      current = {
        start,
        open: t.price,
        close: t.price,
        low: t.price,
        high: t.price,
        volume: t.volume,
      }
    } else {
      const c: Candle = current
      current = {
        start: c.start,
        open: c.open,
        close: t.price,
        low: Math.min(c.low, t.price),
        high: Math.max(c.high, t.price),
        volume: c.volume + t.volume,
      }
    }
  }
  if (current) candles.push(current)
  return candles
}

type DailyTvl = { day: number; liquidity: bigint; volume: bigint }[]

const tvlCache = new WeakMap<
  IndexerState,
  { moves: number; byPool: Map<string, DailyTvl> }
>()

/**
 * Daily TVL of a pool from the ledger: 2 × its WDOGE reserve at the end of
 * each day (for a pair without WDOGE, 2 × its tick1 reserve, unvalued), and
 * the WDOGE-side amount moved that day as volume.
 */
export function getDailyPoolTvl(state: IndexerState, pool: PoolV1): DailyTvl {
  let cached = tvlCache.get(state)
  if (!cached || cached.moves !== state.ledger.length) {
    cached = { moves: state.ledger.length, byPool: new Map() }
    tvlCache.set(state, cached)
  }
  const hit = cached.byPool.get(pool.tick)
  if (hit) return hit
  const computed = computeDailyPoolTvl(state, pool)
  cached.byPool.set(pool.tick, computed)
  return computed
}

/**
 * Daily TVL summed over the pair-v1 pools of `tick` (an LP tick, or every
 * pool holding that token), or over all pools when `tick` is null; by day.
 */
export function getDailyTvlTotal(
  state: IndexerState,
  tick: string | null,
): DailyTvl {
  const byDay = new Map<number, { liquidity: bigint; volume: bigint }>()
  for (const pool of state.poolsV1.values()) {
    if (tick !== null) {
      const match = tick.includes('-SWAP-')
        ? pool.tick === tick
        : pool.tick0 === tick || pool.tick1 === tick
      if (!match) continue
    }
    for (const d of getDailyPoolTvl(state, pool)) {
      const cur = byDay.get(d.day) ?? { liquidity: 0n, volume: 0n }
      byDay.set(d.day, {
        liquidity: cur.liquidity + d.liquidity,
        volume: cur.volume + d.volume,
      })
    }
  }
  return [...byDay].sort(([a], [b]) => a - b).map(([day, v]) => ({ day, ...v }))
}

function computeDailyPoolTvl(state: IndexerState, pool: PoolV1): DailyTvl {
  const out: { day: number; liquidity: bigint; volume: bigint }[] = []
  const wdogeSide = pool.tick0 === WDOGE_TICK ? pool.tick0 : pool.tick1
  let balance = 0n
  let day = -1
  let volume = 0n
  for (const m of state.ledger) {
    if (m.tick !== wdogeSide) continue
    const inbound = m.to_address === pool.reservesAddress
    const outbound = m.from_address === pool.reservesAddress
    if (!inbound && !outbound) continue
    const d = Math.floor(m.time / 86_400) * 86_400
    if (d !== day) {
      if (day >= 0) out.push({ day, liquidity: 2n * balance, volume })
      day = d
      volume = 0n
    }
    balance += inbound ? m.amt : -m.amt
    volume += m.amt
  }
  if (day >= 0) out.push({ day, liquidity: 2n * balance, volume })
  return out
}
