import { jsonString } from '../../codec/writeWireJson.js'
import type { IndexerState, TokenRow } from '../../indexer/state.js'
import { getBalance, type LedgerMove } from '../../indexer/state.js'
import {
  failure,
  int,
  ok,
  okPageV4,
  pageV3,
  pageV4,
  type RequestBody,
  str,
} from '../envelope.js'
import type { RouteContext, RouteTable } from '../routeTypes.js'
import { toV3Order, toV4Drc20Order } from './orderRows.js'
import { descending } from './query.js'
import { getTokensByDeployDesc, toV3Token, toV4Token } from './tokenRows.js'

function toMove(m: LedgerMove) {
  return {
    id: m.id,
    from_address: m.from_address,
    to_address: m.to_address,
    tick: m.tick,
    amt: m.amt.toString(),
    tx_hash: m.tx_hash,
    block_number: m.block_number,
    update_date: m.time,
    create_date: m.time,
  }
}

/** Balance rows of an address or a tick, balance desc (non-zero only). */
function balanceRows(ctx: RouteContext, tick: string, holder: string) {
  const state = ctx.devnet.index()
  const rows: { tick: string; address: string; amt: bigint }[] = []
  if (holder) {
    for (const t of state.addressTicks.get(holder) ?? []) {
      if (tick && t !== tick) continue
      const amt = getBalance(state, t, holder)
      if (amt > 0n) rows.push({ tick: t, address: holder, amt })
    }
  } else if (tick) {
    for (const [address, amt] of state.balances.get(tick) ?? []) {
      if (amt > 0n) rows.push({ tick, address, amt })
    }
  } else {
    for (const [t, byAddress] of state.balances) {
      for (const [address, amt] of byAddress) {
        if (amt > 0n) rows.push({ tick: t, address, amt })
      }
    }
  }
  rows.sort((a, b) => (a.amt === b.amt ? 0 : a.amt > b.amt ? -1 : 1))
  return rows
}

/** First and last ledger time of each (tick, address) of a page, one scan. */
function moveTimes(
  ctx: RouteContext,
  keys: readonly { tick: string; address: string }[],
): Map<string, { first: number; last: number }> {
  const wanted = new Map<string, { first: number; last: number }>()
  for (const k of keys)
    wanted.set(`${k.tick}\n${k.address}`, { first: 0, last: 0 })
  for (const m of ctx.devnet.index().ledger) {
    for (const address of [m.from_address, m.to_address]) {
      const hit = wanted.get(`${m.tick}\n${address}`)
      if (!hit) continue
      if (hit.first === 0) hit.first = m.time
      hit.last = m.time
    }
  }
  return wanted
}

function collect(body: RequestBody, ctx: RouteContext) {
  const tick = str(body, 'tick')
  const holder = str(body, 'holder_address')
  const searchKey = str(body, 'search_key')
  const limit = int(body, 'limit', 10)
  const offset = int(body, 'offset', 0)
  const state = ctx.devnet.index()
  // Section 5: one cache slot, read when limit > 200 and no tick/holder.
  const slot = ctx.cache.get('drc20/collect') as
    | { height: number; page: unknown[] }
    | undefined
  if (!tick && !holder && limit > 200 && slot?.height === state.height) {
    return ok(slot.page, 0)
  }
  let rows = getTokensByDeployDesc(state, ctx.cache)
  if (searchKey) {
    const pattern = new RegExp(
      searchKey
        .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
        .replace(/%/g, '.*')
        .replace(/_/g, '.'),
      // SQLite LIKE ignores ASCII case.
      'i',
    )
    const found = rows
      .filter((t) => pattern.test(t.tick))
      .sort((a, b) => (a.tick < b.tick ? -1 : a.tick > b.tick ? 1 : 0))
    return ok(
      found.map((t) => toV4Token(state, t, true)),
      found.length,
    )
  }
  if (tick) rows = rows.filter((t) => t.tick === tick)
  if (holder) rows = rows.filter((t) => t.deployer === holder)
  const page = pageV4(rows, limit, offset).map((t) =>
    toV4Token(state, t, holder !== ''),
  )
  if (!tick && !holder) {
    ctx.cache.set('drc20/collect', { height: state.height, page })
  }
  return ok(page, rows.length)
}

/** S3-Token of `v3/drc20/all` as JSON text (same keys as toV3Token). */
function writeV3TokenRow(state: IndexerState, t: TokenRow): string {
  const v = toV3Token(state, t, false)
  const opt = (x: string | null) => (x === null ? 'null' : jsonString(x))
  return `{"tick":${jsonString(v.tick)},"mint_amt":${v.mint_amt},"max_amt":${v.max_amt},"dec":0,"lim":${v.lim},"holders":${v.holders},"transactions":${v.transactions},"deploy_time":"${v.deploy_time}","last_mint_time":"","deploy_by":"","inscription":${jsonString(v.inscription)},"logo":${jsonString(v.logo)},"introduction":${jsonString(v.introduction)},"white_paper":${opt(v.white_paper)},"official":${opt(v.official)},"telegram":${opt(v.telegram)},"discorad":${opt(v.discorad)},"twitter":${opt(v.twitter)},"facebook":${opt(v.facebook)},"github":${opt(v.github)},"is_check":${v.is_check}}`
}

const v4: RouteTable = {
  '/v4/drc20/order': {
    bind: '400/c400',
    needsBody: true,
    handle(body, ctx) {
      const state = ctx.devnet.index()
      const f = {
        order_id: str(body, 'order_id'),
        op: str(body, 'op'),
        tick: str(body, 'tick'),
        holder: str(body, 'holder_address'),
        to: str(body, 'to_address'),
        address: str(body, 'address'),
        tx: str(body, 'tx_hash'),
        block: int(body, 'block_number'),
      }
      const rows = descending(state.drc20Orders).filter(
        (r) =>
          (!f.order_id || r.order_id === f.order_id) &&
          (!f.op || r.op === f.op) &&
          (!f.tick || r.tick === f.tick) &&
          (f.address
            ? (r.holder_address === f.address || r.to_address === f.address) &&
              r.to_address.length === 34
            : (!f.holder || r.holder_address === f.holder) &&
              (!f.to || r.to_address === f.to)) &&
          (!f.tx || r.tx_hash === f.tx) &&
          (!f.block || r.block_number === f.block),
      )
      return okPageV4(body, rows, 10, toV4Drc20Order)
    },
  },
  '/v4/drc20/collect': { bind: '400/c400', needsBody: true, handle: collect },
  '/v4/drc20/collect-address': {
    bind: '400/c400',
    needsBody: true,
    handle(body, ctx) {
      const state = ctx.devnet.index()
      const rows = balanceRows(
        ctx,
        str(body, 'tick'),
        str(body, 'holder_address'),
      )
      const page = pageV4(rows, int(body, 'limit', 10), int(body, 'offset'))
      const times = moveTimes(ctx, page)
      return ok(
        page.map((r) => {
          const token = state.tokens.get(r.tick)
          const t = times.get(`${r.tick}\n${r.address}`)
          return {
            tick: r.tick,
            amt: r.amt.toString(),
            lock_amt: null,
            max: (token?.max ?? 0n).toString(),
            lim: null,
            dec: 0,
            burn: '',
            func: '',
            logo: token?.socials.logo ?? '',
            holder_address: r.address,
            transactions: 0,
            update_date: t?.last ?? 0,
            create_date: t?.first ?? 0,
          }
        }),
        rows.length,
      )
    },
  },
  '/v4/drc20/history': {
    bind: '400/c400',
    needsBody: true,
    handle(body, ctx) {
      const tick = str(body, 'tick')
      const address = str(body, 'address')
      const rows = descending(ctx.devnet.index().ledger).filter(
        (m) =>
          (!tick || m.tick === tick) &&
          (!address || m.from_address === address || m.to_address === address),
      )
      return okPageV4(body, rows, 10, toMove)
    },
  },
}

const v3: RouteTable = {
  '/v3/drc20/all': {
    bind: '500/null',
    handle(_body, ctx) {
      // Section 5: cached per indexed height (list and total), no paging.
      const state = ctx.devnet.index()
      const key = `${state.height}:${state.tokens.size}:${state.drc20Orders.length}`
      const hit = ctx.cache.get('v3/drc20/all') as
        | { key: string; raw: string }
        | undefined
      if (hit?.key === key)
        return { status: 200, body: undefined, raw: hit.raw }
      const rows = getTokensByDeployDesc(state, ctx.cache)
      // Hand-written rows: the generic writer is too slow for 50,000 tokens.
      const data = rows.map((t) => writeV3TokenRow(state, t)).join(',')
      const raw = `{"code":200,"msg":"success","data":[${data}],"total":${state.drc20Orders.length}}`
      ctx.cache.set('v3/drc20/all', { key, raw })
      return { status: 200, body: undefined, raw }
    },
  },
  '/v3/drc20/tick': {
    bind: '200/c500',
    needsBody: true,
    handle(body, ctx) {
      const state = ctx.devnet.index()
      const token = state.tokens.get(str(body, 'tick'))
      return ok(token ? toV3Token(state, token, true) : null)
    },
  },
  '/v3/drc20/holders': {
    bind: '200/c500',
    needsBody: true,
    handle(body, ctx) {
      const tick = str(body, 'tick')
      const all = [...(ctx.devnet.index().balances.get(tick) ?? [])].sort(
        ([, a], [, b]) => (a === b ? 0 : a > b ? -1 : 1),
      )
      return ok(
        pageV3(all, int(body, 'limit', 50), int(body, 'offset'), 50).map(
          ([address, amt]) => ({ address, amt }),
        ),
        all.length,
      )
    },
  },
  '/v3/drc20/address': {
    bind: '200/c500',
    needsBody: true,
    handle(body, ctx) {
      const rows = balanceRows(ctx, '', str(body, 'receive_address'))
      return ok(
        pageV3(rows, int(body, 'limit', 50), int(body, 'offset')).map((r) => ({
          tick: r.tick,
          amt: r.amt,
        })),
        rows.length,
      )
    },
  },
  '/v3/drc20/address/tick': {
    bind: '200/c500',
    needsBody: true,
    handle(body, ctx) {
      const tick = str(body, 'tick')
      const amt = getBalance(
        ctx.devnet.index(),
        tick,
        str(body, 'receive_address'),
      )
      return ok(amt > 0n ? { tick, amt } : null)
    },
  },
  '/v3/drc20/popular': {
    bind: '200/c500',
    needsBody: true,
    handle(body, ctx) {
      const address = str(body, 'receive_address')
      return ok(
        ['UNIX', 'CARDI', 'DIS', 'RONA', 'CZZ', 'ETHF', 'WOW'].map((tick) => ({
          tick,
          amt: getBalance(ctx.devnet.index(), tick, address),
        })),
      )
    },
  },
  '/v3/drc20/tick/address': {
    bind: '200/c500',
    needsBody: true,
    handle(body, ctx) {
      const address = str(body, 'address')
      const ticks = ctx.devnet
        .index()
        .drc20Orders.filter((r) => r.holder_address === address)
        .map((r) => r.tick)
      return ok(ticks.length ? ticks : null)
    },
  },
  '/v3/drc20/order': {
    bind: '200/c500',
    needsBody: true,
    handle(body, ctx) {
      const address = str(body, 'address')
      const tick = str(body, 'tick')
      const hash = str(body, 'hash')
      const number = int(body, 'number')
      if (!address && !tick && !hash && !number) {
        return failure('500/str', 'near "ORDER": syntax error')
      }
      const rows = descending(ctx.devnet.index().drc20Orders).filter(
        (r) =>
          (!address ||
            r.holder_address === address ||
            r.to_address === address) &&
          (!tick || r.tick === tick) &&
          (!hash || r.tx_hash === hash) &&
          (!number || r.block_number === number),
      )
      return ok(
        pageV3(rows, int(body, 'limit', 50), int(body, 'offset'), 50).map((r) =>
          toV3Order(ctx, r, 'order'),
        ),
        rows.length,
      )
    },
  },
  '/v3/drc20/order/id': {
    bind: '200/c500',
    needsBody: true,
    handle(body, ctx) {
      const id = str(body, 'order_id')
      const row = ctx.devnet.index().drc20Orders.find((r) => r.order_id === id)
      return ok(row ? toV3Order(ctx, row, 'id') : null)
    },
  },
  '/v3/address/ogall': {
    bind: '500/null',
    handle: (_b, ctx) => ok([...ctx.ogAddresses]),
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
}

/** DRC-20 tokens, balances, holders and operations (docs/api.md §8.2), and the v3 OG list. */
export const drc20Routes: RouteTable = { ...v4, ...v3 }
