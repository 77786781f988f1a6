import type { Drc20OrderRow, SwapOrderRow } from '../../indexer/state.js'
import type { RouteContext } from '../routeTypes.js'
import { rfc3339, sqlDate } from './tokenRows.js'

/** S-Drc20Order, keys in the Go struct order. */
export function toV4Drc20Order(r: Drc20OrderRow) {
  return {
    id: r.id,
    order_id: r.order_id,
    p: r.p,
    op: r.op,
    tick: r.tick,
    amt: r.amt.toString(),
    max: r.max.toString(),
    lim: r.lim.toString(),
    dec: r.dec,
    burn: r.burn,
    func: r.func,
    repeat: r.repeat,
    holder_address: r.holder_address,
    to_address: r.to_address,
    fee_address: r.fee_address,
    fee_tx_hash: r.fee_tx_hash,
    tx_hash: r.tx_hash,
    block_number: r.block_number,
    block_hash: r.block_hash,
    err_info: r.err_info,
    order_status: r.order_status,
    update_date: r.update_date,
    create_date: r.create_date,
  }
}

/** S3-Order. */
export function toV3Order(
  ctx: RouteContext,
  r: Drc20OrderRow,
  mode: 'order' | 'id' | 'hash',
) {
  const token = ctx.devnet.index().tokens.get(r.tick)
  return {
    order_id: r.order_id,
    p: r.p,
    op: r.op,
    tick: r.tick,
    amt: r.amt,
    max: r.max,
    lim: r.lim,
    dec: 0,
    burn: '',
    func: '',
    rate_fee: null,
    repeat: r.repeat,
    fee_tx_hash: mode === 'hash' ? '' : r.fee_tx_hash,
    drc20_tx_hash: r.tx_hash,
    block_hash: r.block_hash,
    block_number: mode === 'order' ? r.block_number : 0,
    block_confirmations: 0,
    drc20_inscription:
      mode === 'order' && token ? `${token.inscription}i0` : '',
    inscription: mode === 'order' ? `${r.tx_hash}i0` : '',
    receive_address: r.holder_address,
    to_address: r.to_address,
    fee_address: mode === 'hash' ? '' : r.fee_address,
    order_status: r.order_status,
    create_date:
      mode === 'order' ? sqlDate(r.create_date) : rfc3339(r.create_date),
  }
}

/** S-SwapOrder, keys in the Go struct order. */
export function toV4SwapOrder(r: SwapOrderRow) {
  return {
    id: r.id,
    order_id: r.order_id,
    op: r.op,
    tick: r.tick,
    tick0: r.tick0,
    tick1: r.tick1,
    amt0: r.amt0.toString(),
    amt1: r.amt1.toString(),
    amt0_min: r.amt0_min.toString(),
    amt1_min: r.amt1_min.toString(),
    amt0_out: r.amt0_out.toString(),
    amt1_out: r.amt1_out.toString(),
    liquidity: r.liquidity.toString(),
    doge: r.doge,
    holder_address: r.holder_address,
    fee_address: r.fee_address,
    fee_tx_hash: r.fee_tx_hash,
    fee_tx_index: r.fee_tx_index,
    tx_hash: r.tx_hash,
    tx_index: r.tx_index,
    block_number: r.block_number,
    block_hash: r.block_hash,
    order_status: r.order_status,
    err_info: r.err_info,
    update_date: r.update_date,
    create_date: r.create_date,
  }
}

export function common(r: {
  id: number
  order_id: string
  holder_address: string
  fee_address: string
  fee_tx_hash: string
  tx_hash: string
  block_number: number
  block_hash: string
  err_info: string
  order_status: number
  update_date: number
  create_date: number
}) {
  return {
    holder_address: r.holder_address,
    fee_address: r.fee_address,
    fee_tx_hash: r.fee_tx_hash,
    tx_hash: r.tx_hash,
    block_number: r.block_number,
    block_hash: r.block_hash,
    err_info: r.err_info,
    order_status: r.order_status,
    update_date: r.update_date,
    create_date: r.create_date,
  }
}
