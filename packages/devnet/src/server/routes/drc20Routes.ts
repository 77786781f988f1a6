import { getBalance, type LedgerMove } from '../../indexer/state.js'
import {
  failure,
  type HttpReply,
  int,
  ok,
  okPageV4,
  pageV3,
  pageV4,
  type RequestBody,
  str,
} from '../envelope.js'
import type { RouteContext, RouteTable } from '../routeTypes.js'
import { getHoldersByBalance, getMoveTimes } from './holderList.js'
import { toV3Order, toV4Drc20Order } from './orderRows.js'
import { descending } from './query.js'
import {
  getTokenList,
  rowsReply,
  writeTokenParts,
  writeTokenRange,
  writeTokenRows,
} from './tokenList.js'
import { tokenLogo, toV3Token } from './tokenRows.js'

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

type BalanceRow = { tick: string; address: string; amt: bigint }

/**
 * The page `limit`/`offset` (v4 paging) of the balance rows of an address
 * or a tick, balance desc (non-zero only), and the count of all of them.
 */
function balancePage(
  ctx: RouteContext,
  tick: string,
  holder: string,
  limit: number,
  offset: number,
): { page: BalanceRow[]; total: number } {
  const state = ctx.devnet.index()
  if (tick && !holder) {
    // A token's holders: kept sorted between blocks (thousands of rows).
    const { rows, nonZero } = getHoldersByBalance(state, ctx.cache, tick)
    return {
      page: pageV4(rows.slice(0, nonZero), limit, offset).map(
        ([address, amt]) => ({ tick, address, amt }),
      ),
      total: nonZero,
    }
  }
  const rows: BalanceRow[] = []
  if (holder) {
    for (const t of state.addressTicks.get(holder) ?? []) {
      if (tick && t !== tick) continue
      const amt = getBalance(state, t, holder)
      if (amt > 0n) rows.push({ tick: t, address: holder, amt })
    }
  } else {
    for (const [t, byAddress] of state.balances) {
      for (const [address, amt] of byAddress) {
        if (amt > 0n) rows.push({ tick: t, address, amt })
      }
    }
  }
  rows.sort((a, b) => (a.amt === b.amt ? 0 : a.amt > b.amt ? -1 : 1))
  return { page: pageV4(rows, limit, offset), total: rows.length }
}

/** SQL `LIKE` of `drc20/collect`'s `search_key` as a regular expression. */
function likePattern(searchKey: string): RegExp {
  return new RegExp(
    searchKey
      .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      .replace(/%/g, '.*')
      .replace(/_/g, '.'),
    // SQLite LIKE ignores ASCII case.
    'i',
  )
}

function collect(body: RequestBody, ctx: RouteContext): HttpReply {
  const tick = str(body, 'tick')
  const holder = str(body, 'holder_address')
  const searchKey = str(body, 'search_key')
  const limit = int(body, 'limit', 10)
  const offset = int(body, 'offset', 0)
  const state = ctx.devnet.index()
  // Section 5: one cache slot, read when limit > 200 and no tick/holder.
  const slot = ctx.cache.get('drc20/collect') as
    | { height: number; rows: readonly (string | Buffer)[] }
    | undefined
  if (!tick && !holder && limit > 200 && slot?.height === state.height) {
    return rowsReply(slot.rows, 0)
  }
  const list = getTokenList(state, ctx.cache, ctx.contentUrl)
  if (searchKey) {
    const pattern = likePattern(searchKey)
    const found = list.byTick.filter((t) => pattern.test(t))
    return rowsReply(writeTokenParts(list, found, 'v4Reveal'), found.length)
  }
  const format = holder ? 'v4Reveal' : 'v4'
  if (tick || holder) {
    const found = (
      tick ? (state.tokens.has(tick) ? [tick] : []) : list.byDeploy
    ).filter((t) => !holder || state.tokens.get(t)?.deployer === holder)
    const page = pageV4(found, limit, offset)
    return rowsReply([writeTokenRows(list, page, format)], found.length)
  }
  const start = Math.max(offset, 0)
  const end = limit < 0 ? list.byDeploy.length : start + limit
  const rows = writeTokenRange(list, start, end, format)
  ctx.cache.set('drc20/collect', { height: state.height, rows })
  return rowsReply(rows, list.byDeploy.length)
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
      const { page, total } = balancePage(
        ctx,
        str(body, 'tick'),
        str(body, 'holder_address'),
        int(body, 'limit', 10),
        int(body, 'offset'),
      )
      const times = getMoveTimes(state, ctx.cache)
      return ok(
        page.map((r) => {
          const token = state.tokens.get(r.tick)
          const t = times(r.tick, r.address)
          return {
            tick: r.tick,
            amt: r.amt.toString(),
            lock_amt: null,
            max: (token?.max ?? 0n).toString(),
            lim: null,
            dec: 0,
            burn: '',
            func: '',
            logo: token ? tokenLogo(token, ctx.contentUrl) : '',
            holder_address: r.address,
            transactions: 0,
            update_date: t?.last ?? 0,
            create_date: t?.first ?? 0,
          }
        }),
        total,
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
      // Section 5: no paging; `total` counts the operations.
      const state = ctx.devnet.index()
      const list = getTokenList(state, ctx.cache, ctx.contentUrl)
      return rowsReply(
        writeTokenRange(list, 0, list.byDeploy.length, 'v3'),
        state.drc20Orders.length,
      )
    },
  },
  '/v3/drc20/tick': {
    bind: '200/c500',
    needsBody: true,
    handle(body, ctx) {
      const state = ctx.devnet.index()
      const token = state.tokens.get(str(body, 'tick'))
      return ok(token ? toV3Token(state, token, true, ctx.contentUrl) : null)
    },
  },
  '/v3/drc20/holders': {
    bind: '200/c500',
    needsBody: true,
    handle(body, ctx) {
      const tick = str(body, 'tick')
      const { rows: all } = getHoldersByBalance(
        ctx.devnet.index(),
        ctx.cache,
        tick,
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
      const { page: rows } = balancePage(
        ctx,
        '',
        str(body, 'receive_address'),
        -1,
        0,
      )
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
