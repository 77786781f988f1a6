import type { Drc20OrderLookup } from '@drc20/core'
import * as v from 'valibot'
import { drc20Op } from '../drc20/drc20OrderWire.js'
import { dnum, int, looseDate, str } from '../transport/wire.js'

/** S3-Order (v3 drc20/order/id, orders/hash): bare amounts, text dates. */
export const drc20LookupRow = v.object({
  order_id: str,
  p: str,
  op: drc20Op,
  tick: str,
  amt: dnum,
  max: dnum,
  lim: dnum,
  repeat: int,
  fee_tx_hash: str,
  drc20_tx_hash: str,
  block_hash: str,
  block_number: int,
  receive_address: str,
  to_address: str,
  fee_address: str,
  order_status: int,
  create_date: looseDate,
})

export function toDrc20OrderLookup(
  row: v.InferOutput<typeof drc20LookupRow>,
): Drc20OrderLookup {
  return {
    orderId: row.order_id,
    p: row.p,
    op: row.op,
    tick: row.tick,
    amt: row.amt,
    max: row.max,
    lim: row.lim,
    repeat: row.repeat,
    feeTxHash: row.fee_tx_hash,
    drc20TxHash: row.drc20_tx_hash,
    blockHash: row.block_hash,
    blockNumber: row.block_number,
    receiveAddress: row.receive_address,
    toAddress: row.to_address,
    feeAddress: row.fee_address,
    orderStatus: row.order_status,
    createDateMs: row.create_date,
  }
}
