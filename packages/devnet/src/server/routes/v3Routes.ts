import { WDOGE_TICK } from '@drc20/core'
import {
  failure,
  type HttpReply,
  int,
  ok,
  pageV3,
  type RequestBody,
  str,
} from '../envelope.js'
import type { Route, RouteContext, RouteTable } from '../routeTypes.js'
import { toV3Order, toV4Drc20Order } from './drc20Routes.js'
import { marketRoutes } from './marketRoutes.js'
import { swapRoutes } from './swapRoutes.js'
import {
  DOGE_USD,
  getCandles,
  getDailyPoolTvl,
  getDailyTvlTotal,
  getTrades,
  intervalSeconds,
  poolReserves,
} from './swapStats.js'
import { sqlDate } from './tokenRows.js'

type Row = Record<string, unknown>

/**
 * A v3 route that returns v4 row types ("(v4 type)" in provider-api.md 8):
 * it runs the v4 handler and applies the v3 differences to each row.
 */
function viaV4(
  v4: Route | undefined,
  bind: Route['bind'],
  map: (row: Row) => Row = (row) => ({ ...row, id: 0 }),
  rewrite: (body: RequestBody) => RequestBody = (body) => body,
): Route {
  if (!v4) throw new Error('missing v4 route')
  return {
    bind,
    handle(body, ctx) {
      const reply = v4.handle(rewrite(body), ctx)
      const envelope = reply.body as
        | { code?: number; data?: unknown; total?: number }
        | undefined
      if (reply.status !== 200 || envelope?.code !== 200) return reply
      const data = Array.isArray(envelope.data)
        ? envelope.data.map((r) => map(r as Row))
        : envelope.data && typeof envelope.data === 'object'
          ? map(envelope.data as Row)
          : envelope.data
      return ok(data, envelope.total ?? 0)
    },
  }
}

const single = (
  route: Route,
  bind: Route['bind'],
  notFound: (ctx: RouteContext) => HttpReply = () => ok(null),
): Route => ({
  bind,
  handle(body, ctx) {
    const reply = route.handle({ ...body, limit: 1 }, ctx)
    const data = (reply.body as { data?: unknown[] } | undefined)?.data
    if (!Array.isArray(data) || data.length === 0) return notFound(ctx)
    return ok(data[0])
  },
})

const noErr = (row: Row): Row => ({ ...row, id: 0, err_info: '' })

function swapSummaries(ctx: RouteContext, tick?: string) {
  const reply = swapRoutes['/v4/swap/summary']?.handle(
    { limit: -1, ...(tick ? { tick } : {}) },
    ctx,
  )
  const rows = (
    (reply?.body as { data?: Row[] } | undefined)?.data ?? []
  ).filter((r) => String(r.tick).length < 9)
  return rows.map((r) => ({
    tick: r.tick,
    max_amt: r.max_amt,
    amt_sum: r.amt_sum,
    market_cap: '0',
    last_price: r.last_price,
    base_volume: Number(r.base_volume),
    price_change_percent_24h: 0,
    holders: r.holders,
    foot_price: r.foot_price,
    logo: r.is_check === 1 ? r.logo : '',
    is_check: r.is_check,
    liquidity: 0,
  }))
}

function pairSummaries(ctx: RouteContext, tick?: string) {
  const state = ctx.devnet.index()
  return [...state.poolsV1.values()]
    .filter((p) => !tick || p.tick0 === tick || p.tick1 === tick)
    .map((p) => {
      const r = poolReserves(state, p)
      const last = getDailyPoolTvl(state, p).at(-1)
      return {
        tick: p.tick,
        tick0: p.tick0,
        tick1: p.tick1,
        amt0: r.reserve0.toString(),
        amt1: r.reserve1.toString(),
        price_change_percent_24h: 0,
        liquidity: last ? Number(last.liquidity) : 0,
        base_volume: last ? Number(last.volume) : 0,
        doge_usdt: DOGE_USD,
      }
    })
    .sort((a, b) => b.liquidity - a.liquidity)
}

function tvlPoints(ctx: RouteContext, tick: string | null) {
  return getDailyTvlTotal(ctx.devnet.index(), tick).map((d) => ({
    liquidity: d.liquidity,
    base_volume: d.volume,
    doge_usdt: DOGE_USD,
    last_date: sqlDate(d.day),
  }))
}

export const v3Routes: RouteTable = {
  '/v3/exchange/collect': viaV4(
    marketRoutes['/v4/exchange/collect'],
    '400/c500',
    (r) => ({ ...r, id: 0 }),
    (body) => ({
      ...body,
      not_done: body.not_done === 1,
    }),
  ),
  '/v3/exchange/order': viaV4(
    marketRoutes['/v4/exchange/order'],
    '400/c500',
    noErr,
  ),
  '/v3/exchange/summary': viaV4(
    marketRoutes['/v4/exchange/summary/total'],
    '200/c500',
    (r) => r,
  ),
  '/v3/box/order': viaV4(marketRoutes['/v4/box/order'], '400/c500', noErr),
  '/v3/box/collect': {
    bind: '400/c500',
    handle(body, ctx) {
      const reply = marketRoutes['/v4/box/collect']?.handle(
        { ...body, limit: -1, offset: 0 },
        ctx,
      )
      const rows = ((reply?.body as { data?: Row[] } | undefined)?.data ?? [])
        .filter((r) => r.is_del === 0)
        .map((r) => ({ ...r, id: 0 }))
      return ok(
        pageV3(rows, int(body, 'limit', 10), int(body, 'offset')),
        rows.length,
      )
    },
  },
  '/v3/stake/all': viaV4(marketRoutes['/v4/stake/collect'], '400/c500', (r) => {
    const { end_block: _e, reward_per_block: _r, ...rest } = r
    return {
      ...rest,
      id: 0,
      reserves_address: '',
      update_date: 0,
      create_date: 0,
    }
  }),
  '/v3/stake/tick': single(
    viaV4(marketRoutes['/v4/stake/collect'], '400/c500', (r) => ({
      tick: r.tick,
      amt: r.amt,
      reward: r.reward,
    })),
    '400/c500',
    () => failure('400/c500', 'not found'),
  ),
  '/v3/stake/reward': viaV4(
    marketRoutes['/v4/stake/reward'],
    '400/c500',
    (r) => r,
  ),
  '/v3/stake/holders': viaV4(
    marketRoutes['/v4/stake/collect-address'],
    '200/c500',
    (r) => ({ ...r, id: 0 }),
  ),
  '/v3/stake/address/tick': viaV4(
    marketRoutes['/v4/stake/collect-address'],
    '400/c500',
    (r) => ({ ...r, id: 0 }),
  ),
  '/v3/stake/order': viaV4(
    marketRoutes['/v4/stake/order'],
    '400/c500',
    (r) => ({ ...r, id: 0 }),
  ),
  '/v3/stake/order/id': {
    bind: '400/c500',
    needsBody: true,
    handle(body, ctx) {
      const r = ctx.devnet
        .index()
        .stakeOrders.find((x) => x.order_id === str(body, 'order_id'))
      if (!r) return ok(null)
      const rows = (
        marketRoutes['/v4/stake/order']?.handle({ tx_hash: r.tx_hash }, ctx)
          .body as { data?: Row[] } | undefined
      )?.data
      return ok(rows?.[0] ? { ...rows[0], id: 0 } : null)
    },
  },
  '/v3/dogew/order/id': single(
    viaV4(swapRoutes['/v4/wdoge/order'], '400/c500', noErr),
    '400/c500',
  ),
  '/v3/nft/tick': single(
    viaV4(marketRoutes['/v4/nft/collect'], '200/c500', (r) => r),
    '200/c500',
    () => failure('200/c500', 'not found'),
  ),
  '/v3/nft/holders': viaV4(
    marketRoutes['/v4/nft/collect-address'],
    '200/c500',
    (r) => ({ ...r, id: 0 }),
  ),
  '/v3/nft/address/tick': viaV4(
    marketRoutes['/v4/nft/collect-address'],
    '200/c500',
    (r) => ({ ...r, id: 0 }),
  ),
  '/v3/nft/order': viaV4(marketRoutes['/v4/nft/order'], '500/str', (r) => ({
    ...r,
    id: 0,
    total: 0,
    // [defect] 8.10: holder and recipient come back swapped.
    holder_address: r.to_address,
    to_address: r.holder_address,
  })),
  '/v3/nft/order/id': single(
    viaV4(marketRoutes['/v4/nft/order'], '500/str', (r) => ({ ...r, id: 0 })),
    '500/str',
  ),
  '/v3/swap/summaryall': {
    bind: '200/empty',
    handle: (_b, ctx) => ok(swapSummaries(ctx)),
  },
  '/v3/swap/summary/tick': {
    bind: '200/c500',
    needsBody: true,
    handle: (body, ctx) => ok(swapSummaries(ctx, str(body, 'tick'))[0] ?? null),
  },
  '/v3/swap/pair/all': {
    bind: '500/c500',
    handle: (_b, ctx) => ok(pairSummaries(ctx)),
  },
  '/v3/swap/pair/tick': {
    bind: '200/c500',
    needsBody: true,
    handle: (body, ctx) => ok(pairSummaries(ctx, str(body, 'tick'))),
  },
  '/v3/swap/tvl': {
    bind: '500/c500',
    handle: (body, ctx) =>
      ok(str(body, 'tick') ? tvlPoints(ctx, str(body, 'tick')) : []),
  },
  '/v3/swap/tvl/all': {
    bind: '500/c500',
    handle: (_b, ctx) => ok(tvlPoints(ctx, null)),
  },
  '/v3/swap/k/new': {
    bind: '500/c500',
    handle(body, ctx) {
      const tick = str(body, 'tick')
      const interval = (str(body, 'date_interval') || '1d').toLowerCase()
      const token = tick.includes('-SWAP-')
        ? (tick.split('-SWAP-').find((t) => t !== WDOGE_TICK) ?? '')
        : tick
      const candles = getCandles(
        getTrades(ctx.devnet.index(), token),
        intervalSeconds(interval) ?? 86_400,
      )
        .reverse()
        .slice(0, 1500)
      return ok(
        candles.map((c) => ({
          id: 0,
          tick,
          tick0: '',
          tick1: '',
          open_price: c.open,
          close_price: c.close,
          lowest_ask: c.low,
          highest_bid: c.high,
          liquidity: null,
          base_volume: c.volume,
          quote_volume: null,
          last_date: sqlDate(c.start),
          doge_usdt: DOGE_USD,
        })),
      )
    },
  },
  '/v3/drc20/orders': {
    bind: '200/c500',
    needsBody: true,
    handle(body, ctx) {
      const op = str(body, 'op')
      const tick = str(body, 'tick')
      if (str(body, 'receive_address'))
        return failure('500/str', 'no such column: receive_address')
      if (!op && !tick) return failure('500/str', 'near "ORDER": syntax error')
      const rows = [...ctx.devnet.index().drc20Orders]
        .reverse()
        .filter((r) => (!op || r.op === op) && (!tick || r.tick === tick))
      return ok(
        pageV3(rows, int(body, 'limit', 50), int(body, 'offset'), 50).map(
          (r) => ({
            ...toV4Drc20Order(r),
            id: 0,
            dec: 0,
            burn: '',
            func: '',
            err_info: '',
            update_date: 0,
          }),
        ),
        rows.length,
      )
    },
  },
  '/v3/orders/address/tick': {
    bind: '200/c500',
    needsBody: true,
    handle(body, ctx) {
      const address = str(body, 'receive_address')
      if (!/^[DA9][1-9A-HJ-NP-Za-km-z]{33}$/.test(address))
        return failure('200/c500', 'invalid address')
      const tick = str(body, 'tick')
      const rows = [...ctx.devnet.index().drc20Orders]
        .sort((a, b) => b.create_date - a.create_date || b.id - a.id)
        .filter(
          (r) => r.holder_address === address && (!tick || r.tick === tick),
        )
      return ok(
        pageV3(rows, int(body, 'limit', 50), int(body, 'offset'), 50).map((r) =>
          toV3Order(ctx, r, 'id'),
        ),
        rows.length,
      )
    },
  },
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
      const reply = marketRoutes['/v4/exchange/order']
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
      const v4 = marketRoutes['/v4/exchange/k']
      const reply = v4?.handle(
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
  '/v3/swap/k': {
    bind: '500/c500',
    handle(body, ctx) {
      const tick = str(body, 'tick')
      // [defect] 8.4: a tick without -SWAP- panics; stored candles make the
      // scan fail (the devnet's candles always count as stored).
      if (!tick.includes('-SWAP-')) return failure('500/empty', '')
      const token = tick.split('-SWAP-').find((t) => t !== WDOGE_TICK) ?? ''
      if (getTrades(ctx.devnet.index(), token).length > 0) {
        return failure(
          '500/c500',
          'sql: expected 7 destination arguments in Scan, not 10',
        )
      }
      return ok([])
    },
  },
  '/v3/nft/all': {
    bind: '500/str',
    handle: () => failure('500/str', 'no such function: RAND'),
  },
  '/v3/nft/tick/id': {
    bind: '500/{}',
    handle: () => failure('500/{}', ''),
  },
}

function exchangeSummaries(ctx: RouteContext, tick?: string) {
  const state = ctx.devnet.index()
  return [...state.tokens.values()]
    .filter(
      (t) =>
        t.kind === 'drc20' &&
        Buffer.byteLength(t.tick) < 9 &&
        (!tick || t.tick === tick),
    )
    .map((t) => {
      let quote = 0
      let last = 0
      let floor = 0
      for (const l of state.listings.values()) {
        if (l.tick0 !== t.tick) continue
        const price = Number(l.amt1) / Number(l.amt0 || 1n)
        quote += Number(l.amt1Finish)
        if (l.amt1Finish > 0n) last = price
        if (l.amt0 !== l.amt0Finish && (floor === 0 || price < floor))
          floor = price
      }
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
        quote_volume: quote,
        price_change_percent_24h: 0,
        ...(tick ? { highest_price_24h: last, lowest_price_24h: last } : {}),
        last_date: '',
        holders: state.holders.get(t.tick) ?? 0,
        foot_price: floor,
        logo: t.isCheck === 1 ? t.socials.logo : '',
        is_check: t.isCheck,
        liquidity: 0,
      }
    })
    .sort((a, b) => b.quote_volume - a.quote_volume)
}
