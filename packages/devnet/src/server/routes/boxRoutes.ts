import { type BoxOrderRow, getBalance } from '../../indexer/state.js'
import { int, ok, okPageV4, pageV3 } from '../envelope.js'
import type { RouteTable } from '../routeTypes.js'
import { common } from './orderRows.js'
import { eq } from './query.js'
import { noErr, type Row, viaV4 } from './v3Compat.js'

const boxOrder = (r: BoxOrderRow) => ({
  id: r.id,
  order_id: r.order_id,
  op: r.op,
  tick0: r.tick0,
  tick1: r.tick1,
  max: r.max.toString(),
  amt0: r.amt0.toString(),
  liqamt: r.liqamt.toString(),
  liqblock: r.liqblock,
  amt1: r.amt1.toString(),
  ...common(r),
})

const v4: RouteTable = {
  '/v4/box/order': {
    bind: '400/c500',
    handle(body, ctx) {
      const rows = ctx.devnet
        .index()
        .boxOrders.filter(
          (r) =>
            eq(body, 'order_id', r.order_id) &&
            eq(body, 'op', r.op) &&
            eq(body, 'tick0', r.tick0) &&
            eq(body, 'tick1', r.tick1) &&
            eq(body, 'holder_address', r.holder_address) &&
            eq(body, 'tx_hash', r.tx_hash) &&
            eq(body, 'block_number', r.block_number),
        )
      return okPageV4(body, rows, 10, boxOrder)
    },
  },
  '/v4/box/collect': {
    bind: '400/c500',
    handle(body, ctx) {
      const state = ctx.devnet.index()
      const rows = [...state.boxes.values()]
        .filter(
          (b) =>
            eq(body, 'tick0', b.tick0) &&
            eq(body, 'tick1', b.tick1) &&
            eq(body, 'holder_address', b.holder),
        )
        .sort((a, b) => b.updateTime - a.updateTime)
      return okPageV4(body, rows, 10, (b, i) => ({
        id: i + 1,
        tick0: b.tick0,
        tick1: b.tick1,
        max: b.max.toString(),
        amt0: b.amt0.toString(),
        liqamt: b.liqamt.toString(),
        liqblock: b.liqblock,
        amt1: '0',
        amt0_finish: b.amt0Finish.toString(),
        liqamt_finish: (b.finished
          ? b.liqamtFinish
          : getBalance(state, b.tick1, b.reservesAddress)
        ).toString(),
        holder_address: b.holder,
        reserves_address: b.reservesAddress,
        is_del: b.isDel,
        create_date: b.createTime,
        update_date: b.updateTime,
      }))
    },
  },
}

const v3: RouteTable = {
  '/v3/box/order': viaV4(v4['/v4/box/order'], '400/c500', noErr),
  '/v3/box/collect': {
    bind: '400/c500',
    handle(body, ctx) {
      const reply = v4['/v4/box/collect']?.handle(
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
}

/** box-v1 sales and operations (docs/api.md §8.7). */
export const boxRoutes: RouteTable = { ...v4, ...v3 }
