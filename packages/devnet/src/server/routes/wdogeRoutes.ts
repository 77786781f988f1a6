import type { WdogeOrderRow } from '../../indexer/state.js'
import { int, ok, okPageV4, pageV3, str } from '../envelope.js'
import type { RouteTable } from '../routeTypes.js'
import { noErr, single, viaV4 } from './v3Compat.js'

export function toV4WdogeOrder(r: WdogeOrderRow) {
  return {
    id: r.id,
    order_id: r.order_id,
    op: r.op,
    tick: r.tick,
    amt: r.amt.toString(),
    holder_address: r.holder_address,
    fee_address: r.fee_address,
    fee_tx_hash: r.fee_tx_hash,
    tx_hash: r.tx_hash,
    block_number: r.block_number,
    block_hash: r.block_hash,
    withdraw_tx_hash: r.withdraw_tx_hash,
    withdraw_tx_index: r.withdraw_tx_index,
    withdraw_tx_raw: r.withdraw_tx_raw,
    withdraw_block_number: r.withdraw_block_number,
    withdraw_block_hash: r.withdraw_block_hash,
    err_info: r.err_info,
    order_status: r.order_status,
    update_date: r.update_date,
    create_date: r.create_date,
  }
}

const v4: RouteTable = {
  '/v4/wdoge/order': {
    bind: '400/c500',
    handle(body, ctx) {
      const f = {
        order_id: str(body, 'order_id'),
        op: str(body, 'op'),
        holder: str(body, 'holder_address'),
        tx: str(body, 'tx_hash'),
        block: int(body, 'block_number'),
      }
      const rows = ctx.devnet
        .index()
        .wdogeOrders.filter(
          (r) =>
            (!f.order_id || r.order_id === f.order_id) &&
            (!f.op || r.op === f.op) &&
            (!f.holder || r.holder_address === f.holder) &&
            (!f.tx || r.tx_hash === f.tx) &&
            (!f.block || r.block_number === f.block),
        )
      return okPageV4(body, rows, 10, toV4WdogeOrder)
    },
  },
}

const v3: RouteTable = {
  '/v3/dogew/order': {
    bind: '400/c500',
    needsBody: true,
    handle(body, ctx) {
      const f = {
        order_id: str(body, 'order_id'),
        op: str(body, 'op'),
        holder: str(body, 'holder_address'),
      }
      const rows = [...ctx.devnet.index().wdogeOrders]
        .sort((a, b) => b.create_date - a.create_date || b.id - a.id)
        .filter(
          (r) =>
            (!f.order_id || r.order_id === f.order_id) &&
            (!f.op || r.op === f.op) &&
            (!f.holder || r.holder_address === f.holder),
        )
      return ok(
        pageV3(rows, int(body, 'limit', 10), int(body, 'offset')).map((r) => ({
          ...toV4WdogeOrder(r),
          err_info: '',
        })),
        rows.length,
      )
    },
  },
  '/v3/dogew/order/id': single(
    viaV4(v4['/v4/wdoge/order'], '400/c500', noErr),
    '400/c500',
  ),
}

/** WDOGE wrap and unwrap operations (docs/api.md §8.8). */
export const wdogeRoutes: RouteTable = { ...v4, ...v3 }
