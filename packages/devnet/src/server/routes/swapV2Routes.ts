import { WDOGE_TICK } from '@drc20/core'
import {
  getBalance,
  lpV2Supply,
  type SwapV2OrderRow,
} from '../../indexer/state.js'
import {
  failure,
  int,
  ok,
  okPageV4,
  pageV4,
  type RequestBody,
  str,
} from '../envelope.js'
import type { RouteContext, RouteTable } from '../routeTypes.js'
import { toV4SwapOrder } from './orderRows.js'
import { desc, eq } from './query.js'
import { DOGE_USD, intervalSeconds, ratio, ratioText } from './swapStats.js'
import { sqlDate } from './tokenRows.js'

function swapV2Candles(body: RequestBody, ctx: RouteContext) {
  const tickId = str(body, 'tick_id')
  const interval = str(body, 'date_interval') || '1d'
  const from = int(body, 'from')
  const to = int(body, 'to')
  const seconds = intervalSeconds(interval)
  if (
    from !== to &&
    (seconds === undefined || to - from < 0 || to - from > 1000 * seconds)
  ) {
    return failure('200/c500', 'Incorrect time interval')
  }
  const step = seconds ?? 86_400
  const state = ctx.devnet.index()
  const trades: { time: number; price: number; volume: bigint }[] = []
  for (const r of state.swapV2Orders) {
    if (r.op !== 'swap' || r.order_status !== 0) continue
    if (r.tick0_id === tickId && r.tick1_id === WDOGE_TICK) {
      trades.push({
        time: r.create_date,
        price: ratio(r.amt1_out, r.amt0),
        volume: r.amt1_out,
      })
    } else if (r.tick0_id === WDOGE_TICK && r.tick1_id === tickId) {
      trades.push({
        time: r.create_date,
        price: ratio(r.amt0, r.amt1_out),
        volume: r.amt0,
      })
    }
  }
  if (trades.length === 0) return failure('500/c500', 'record not found')
  const buckets = new Map<
    number,
    { open: number; close: number; low: number; high: number; volume: bigint }
  >()
  for (const t of trades) {
    const start = Math.floor(t.time / step) * step
    const b = buckets.get(start)
    buckets.set(
      start,
      b
        ? {
            ...b,
            close: t.price,
            low: Math.min(b.low, t.price),
            high: Math.max(b.high, t.price),
            volume: b.volume + t.volume,
          }
        : {
            open: t.price,
            close: t.price,
            low: t.price,
            high: t.price,
            volume: t.volume,
          },
    )
  }
  // Gap filling: flat candles at the previous close, volume "0", up to
  // min(to, now); the last earlier candle is projected into the window.
  const end = Math.min(to, ctx.now())
  const starts = [...buckets.keys()].sort((a, b) => a - b)
  const rows = []
  let previous: { close: number } | undefined
  let id = 0
  const first = Math.floor(from / step) * step
  for (const s of starts) if (s < first) previous = buckets.get(s)
  for (let s = first; s <= end; s += step) {
    const b = buckets.get(s)
    if (b) {
      id += 1
      previous = b
      rows.push({
        id,
        tick_id: tickId,
        open_price: b.open,
        close_price: b.close,
        lowest_ask: b.low,
        highest_bid: b.high,
        base_volume: b.volume.toString(),
        time_stamp: s,
        last_date: sqlDate(s),
        date_interval: interval,
        doge_usdt: DOGE_USD,
        update_date: s,
        create_date: s,
      })
    } else if (previous) {
      const p = previous.close
      rows.push({
        id: 0,
        tick_id: '',
        open_price: p,
        close_price: p,
        lowest_ask: p,
        highest_bid: p,
        base_volume: '0',
        time_stamp: s,
        last_date: sqlDate(s),
        date_interval: interval,
        doge_usdt: DOGE_USD,
        update_date: s,
        create_date: s,
      })
    }
  }
  return ok(rows, rows.length)
}

/** pair-v2 pools, orders, prices and candles (docs/api.md §8.5). */
export const swapV2Routes: RouteTable = {
  '/v4/swap_v2/order': {
    bind: '200/c400',
    handle(body, ctx) {
      const rows = desc(ctx.devnet.index().swapV2Orders).filter(
        (r) =>
          eq(body, 'order_id', r.order_id) &&
          eq(body, 'op', r.op) &&
          eq(body, 'pair_id', r.pair_id) &&
          eq(body, 'tick0_id', r.tick0_id) &&
          eq(body, 'tick1_id', r.tick1_id) &&
          eq(body, 'tx_hash', r.tx_hash) &&
          eq(body, 'holder_address', r.holder_address) &&
          eq(body, 'block_number', r.block_number),
      )
      return okPageV4(body, rows, 10, (r: SwapV2OrderRow) => ({
        ...toV4SwapOrder(r),
        pair_id: r.pair_id,
        tick0_id: r.tick0_id,
        tick1_id: r.tick1_id,
        block_time: r.block_time,
      }))
    },
  },
  '/v4/swap_v2/liquidity': {
    bind: '200/c400',
    handle(body, ctx) {
      const state = ctx.devnet.index()
      const rows = [...state.poolsV2.values()].filter(
        (p) =>
          eq(body, 'pair_id', p.pairId) &&
          eq(body, 'tick0_id', p.tick0Id) &&
          eq(body, 'tick1_id', p.tick1Id),
      )
      return ok(
        pageV4(rows, int(body, 'limit', -1), int(body, 'offset', -1)).map(
          (p, i) => {
            const r0 = getBalance(state, p.tick0Id, p.reservesAddress)
            const r1 = getBalance(state, p.tick1Id, p.reservesAddress)
            return {
              id: i + 1,
              pair_id: p.pairId,
              tick: '',
              tick0_id: p.tick0Id,
              tick1_id: p.tick1Id,
              tick0: p.tick0Id,
              tick1: p.tick1Id,
              amt0: r0.toString(),
              amt1: r1.toString(),
              liquidity_total: lpV2Supply(state, p.pairId).toString(),
              close_price: ratio(r1, r0),
              reserves_address: p.reservesAddress,
              holder_address: p.creator,
            }
          },
        ),
        rows.length,
      )
    },
  },
  '/v4/swap_v2/liquidity/address': {
    bind: '200/c400',
    handle(body, ctx) {
      const state = ctx.devnet.index()
      const holder = str(body, 'holder_address')
      const rows: { pairId: string; address: string; amt: bigint }[] = []
      for (const p of state.poolsV2.values()) {
        if (
          !eq(body, 'pair_id', p.pairId) ||
          !eq(body, 'tick0_id', p.tick0Id) ||
          !eq(body, 'tick1_id', p.tick1Id)
        )
          continue
        for (const [address, amt] of state.lpV2.get(p.pairId) ?? []) {
          if (
            amt > 0n &&
            address !== p.reservesAddress &&
            (!holder || address === holder)
          )
            rows.push({ pairId: p.pairId, address, amt })
        }
      }
      rows.sort((a, b) => (a.amt === b.amt ? 0 : a.amt > b.amt ? -1 : 1))
      if (rows.length === 0) return ok(null, 0)
      return okPageV4(body, rows, 10, ({ pairId, address, amt }) => {
        const p = state.poolsV2.get(pairId)
        if (!p) throw new Error('pool vanished')
        const r0 = getBalance(state, p.tick0Id, p.reservesAddress)
        const r1 = getBalance(state, p.tick1Id, p.reservesAddress)
        const total = lpV2Supply(state, pairId) || 1n
        return {
          liquidity: amt.toString(),
          liquidity_total: total.toString(),
          reserve0: ((amt * r0) / total).toString(),
          reserve1: ((amt * r1) / total).toString(),
          price: ratioText(r0, r1),
          tick0: p.tick0Id,
          tick0_id: p.tick0Id,
          tick1: p.tick1Id,
          tick1_id: p.tick1Id,
          pair_id: pairId,
          holder_address: address,
        }
      })
    },
  },
  '/v4/swap_v2/price': {
    bind: '400/c500',
    handle(_b, ctx) {
      const state = ctx.devnet.index()
      const rows = []
      for (const p of state.poolsV2.values()) {
        const r0 = getBalance(state, p.tick0Id, p.reservesAddress)
        const r1 = getBalance(state, p.tick1Id, p.reservesAddress)
        if (r0 === 0n || r1 === 0n) continue
        if (p.tick1Id === WDOGE_TICK)
          rows.push({
            tick_id: p.tick0Id,
            last_price: ((r1 * 10n ** 18n) / r0).toString(),
          })
        else if (p.tick0Id === WDOGE_TICK)
          rows.push({
            tick_id: p.tick1Id,
            last_price: ((r0 * 10n ** 18n) / r1).toString(),
          })
      }
      return ok(rows, rows.length)
    },
  },
  '/v4/swap_v2/k': { bind: '200/c500', handle: swapV2Candles },
}
