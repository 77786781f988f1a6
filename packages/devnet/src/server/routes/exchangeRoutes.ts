import { sortTicks, WDOGE_TICK } from '@drc20/core'
import type { ExchangeOrderRow } from '../../indexer/state.js'
import { bool, int, ok, okPageV4, pageV3, pageV4, str } from '../envelope.js'
import type { RouteContext, RouteTable } from '../routeTypes.js'
import {
  getExchangeCandles,
  getExchangeFills,
  getExchangeMarketStats,
} from './exchangeStats.js'
import { common } from './orderRows.js'
import { desc, eq } from './query.js'
import { intervalSeconds } from './swapStats.js'
import { socialsOf, sqlDate, tokenLogo } from './tokenRows.js'
import { noErr, type Row, viaV4 } from './v3Compat.js'

const exOrder = (r: ExchangeOrderRow) => ({
  id: r.id,
  order_id: r.order_id,
  op: r.op,
  ex_id: r.ex_id,
  tick0: r.tick0,
  tick1: r.tick1,
  amt0: r.amt0.toString(),
  amt1: r.amt1.toString(),
  ...common(r),
})

function exchangeSummaries(ctx: RouteContext, tick?: string) {
  const state = ctx.devnet.index()
  const stats = getExchangeMarketStats(state, getExchangeFills(state))
  return [...state.tokens.values()]
    .filter(
      (t) =>
        t.kind === 'drc20' &&
        Buffer.byteLength(t.tick) < 9 &&
        (!tick || t.tick === tick),
    )
    .map((t) => {
      const s = stats.get(t.tick)
      const last = s?.lastPrice ?? 0
      return {
        trading_pairs: '',
        tick: t.tick,
        max_amt: tick ? t.max.toString() : '',
        total_max_amt: (
          (t.max * BigInt(Math.round(last * 1e8))) /
          100_000_000n
        ).toString(),
        last_price: last,
        old_price: 0,
        lowest_ask: 0,
        highest_bid: 0,
        base_volume: 0,
        quote_volume: Number(s?.quoteVolume ?? 0n),
        price_change_percent_24h: s?.change24h ?? 0,
        ...(tick
          ? {
              highest_price_24h: s?.high24h ?? 0,
              lowest_price_24h: s?.low24h ?? 0,
            }
          : {}),
        last_date: '',
        holders: state.holders.get(t.tick) ?? 0,
        foot_price: s?.floor ?? 0,
        logo: t.isCheck === 1 ? tokenLogo(t, ctx.contentUrl) : '',
        is_check: t.isCheck,
        liquidity: 0,
      }
    })
    .sort((a, b) => b.quote_volume - a.quote_volume)
}

const v4: RouteTable = {
  '/v4/exchange/order': {
    bind: '200/c400',
    handle(body, ctx) {
      const tick = str(body, 'tick')
      const rows = desc(ctx.devnet.index().exchangeOrders).filter(
        (r) =>
          eq(body, 'order_id', r.order_id) &&
          eq(body, 'op', r.op) &&
          eq(body, 'tick0', r.tick0) &&
          eq(body, 'tick1', r.tick1) &&
          eq(body, 'holder_address', r.holder_address) &&
          eq(body, 'tx_hash', r.tx_hash) &&
          eq(body, 'exid', r.ex_id) &&
          eq(body, 'block_number', r.block_number) &&
          (!tick || r.tick0 === tick || r.tick1 === tick),
      )
      return okPageV4(body, rows, 10, exOrder)
    },
  },
  '/v4/exchange/collect': {
    bind: '400/c500',
    handle(body, ctx) {
      const notDone = bool(body, 'not_done')
      const rows = [...ctx.devnet.index().listings.values()].filter(
        (l) =>
          eq(body, 'exid', l.exId) &&
          eq(body, 'tick0', l.tick0) &&
          eq(body, 'tick1', l.tick1) &&
          eq(body, 'holder_address', l.maker) &&
          (!notDone || l.amt0 !== l.amt0Finish),
      )
      const offset = int(body, 'offset')
      return ok(
        pageV4(rows, int(body, 'limit', 10), offset).map((l, i) => ({
          id: i + 1 + Math.max(offset, 0),
          ex_id: l.exId,
          tick0: l.tick0,
          tick1: l.tick1,
          amt0: l.amt0.toString(),
          amt1: l.amt1.toString(),
          amt0_finish: l.amt0Finish.toString(),
          amt1_finish: l.amt1Finish.toString(),
          holder_address: l.maker,
          reserves_address: l.reservesAddress,
          create_date: l.createTime,
          update_date: l.updateTime,
        })),
        // docs/api.md §8.6: total is 0 on every page after the first.
        offset > 0 ? 0 : rows.length,
      )
    },
  },
  '/v4/exchange/summary/total': {
    bind: '500/str',
    handle(_b, ctx) {
      const state = ctx.devnet.index()
      let value = 0n
      for (const fill of getExchangeFills(state)) value += fill.wdogeAmount
      return ok({ exchange: state.listings.size, value_all: Number(value) })
    },
  },
  '/v4/exchange/k': {
    bind: '200/c400',
    handle(body, ctx) {
      const { tick0, tick1 } = sortTicks(str(body, 'tick0'), str(body, 'tick1'))
      const interval = (str(body, 'date_interval') || '1d').toLowerCase()
      const seconds = intervalSeconds(interval) ?? 86_400
      // The devnet aggregates markets against WDOGE; prices are WDOGE per
      // token whichever way the pair sorts (docs/api.md §4).
      const token =
        tick1 === WDOGE_TICK ? tick0 : tick0 === WDOGE_TICK ? tick1 : ''
      const rows = token
        ? getExchangeCandles(
            getExchangeFills(ctx.devnet.index()),
            token,
            seconds,
          )
        : []
      return okPageV4(body, rows, 0, (c, i) => ({
        id: i + 1,
        tick: tick0,
        tick0,
        tick1,
        open_price: c.open,
        close_price: c.close,
        lowest_ask: c.low,
        highest_bid: c.high,
        base_volume: c.base.toString(),
        quote_volume: c.quote.toString(),
        last_date: sqlDate(c.start),
        date_interval: interval,
        update_date: c.start,
        create_date: c.start,
      }))
    },
  },
  '/v4/exchange/summary': {
    bind: '400/c500',
    handle(body, ctx) {
      // [defect] 8.6: only tick, logo and is_check carry data.
      const tick = str(body, 'tick')
      const rows = [...ctx.devnet.index().tokens.values()]
        .filter(
          (t) =>
            t.kind === 'drc20' &&
            Buffer.byteLength(t.tick) < 9 &&
            (!tick || t.tick === tick),
        )
        .map((t) => ({
          trading_pairs: '',
          tick: t.tick,
          total_max_amt: '',
          last_price: 0,
          old_price: 0,
          lowest_ask: 0,
          highest_bid: 0,
          base_volume: 0,
          quote_volume: 0,
          price_change_percent_24h: 0,
          highest_price_24h: 0,
          lowest_price_24h: 0,
          last_date: '',
          holders: null,
          foot_price: 0,
          logo: socialsOf(t, false, ctx.contentUrl).logo,
          is_check: t.isCheck,
          liquidity: 0,
        }))
      return ok(rows, rows.length)
    },
  },
}

const v3: RouteTable = {
  '/v3/exchange/collect': viaV4(
    v4['/v4/exchange/collect'],
    '400/c500',
    (r) => ({ ...r, id: 0 }),
    (body) => ({
      ...body,
      not_done: body.not_done === 1,
    }),
  ),
  '/v3/exchange/order': viaV4(v4['/v4/exchange/order'], '400/c500', noErr),
  '/v3/exchange/summary': viaV4(
    v4['/v4/exchange/summary/total'],
    '200/c500',
    (r) => r,
  ),
  '/v3/exchange/order/tick': {
    bind: '400/c500',
    needsBody: true,
    handle(body, ctx) {
      // All three filters are always applied (8.6), even when empty.
      const op = str(body, 'op')
      const tick = str(body, 'tick')
      const holder = str(body, 'holder_address')
      const state = ctx.devnet.index()
      const rows = [...state.exchangeOrders]
        .sort((a, b) => b.update_date - a.update_date || b.id - a.id)
        .filter((r) => {
          const listing = state.listings.get(r.ex_id)
          return (
            r.op === op &&
            r.holder_address === holder &&
            (listing?.tick0 === tick || listing?.tick1 === tick)
          )
        })
      const reply = v4['/v4/exchange/order']
      const all =
        (reply?.handle({ limit: -1 }, ctx).body as { data?: Row[] } | undefined)
          ?.data ?? []
      const byId = new Map(all.map((r) => [r.order_id, r]))
      return ok(
        pageV3(rows, int(body, 'limit', 10), int(body, 'offset')).map((r) => ({
          ...byId.get(r.order_id),
          id: 0,
          err_info: '',
        })),
        rows.length,
      )
    },
  },
  '/v3/exchange/summaryall': {
    bind: '200/empty',
    handle: (_b, ctx) => ok(exchangeSummaries(ctx)),
  },
  '/v3/exchange/summary/tick': {
    bind: '200/c500',
    needsBody: true,
    handle: (body, ctx) =>
      ok(exchangeSummaries(ctx, str(body, 'tick'))[0] ?? null),
  },
  '/v3/exchange/k': {
    bind: '500/c500',
    handle(body, ctx) {
      // Same candles as v4 exchange/k, keyed `interval`, newest first, ≤ 1500.
      const candles = v4['/v4/exchange/k']
      const reply = candles?.handle(
        {
          tick0: str(body, 'tick0'),
          tick1: str(body, 'tick1'),
          date_interval: str(body, 'interval') || '1d',
          limit: 1500,
        },
        ctx,
      )
      const rows = (reply?.body as { data?: Row[] } | undefined)?.data ?? []
      return ok(
        rows.map((r) => ({
          id: 0,
          tick: '',
          tick0: r.tick0,
          tick1: r.tick1,
          open_price: r.open_price,
          close_price: r.close_price,
          lowest_ask: r.lowest_ask,
          highest_bid: r.highest_bid,
          base_volume: BigInt(String(r.base_volume)),
          quote_volume: BigInt(String(r.quote_volume)),
          last_date: r.last_date,
        })),
      )
    },
  },
}

/** The order-v1 market: listings, orders, summaries and candles (docs/api.md §8.6). */
export const exchangeRoutes: RouteTable = { ...v4, ...v3 }
