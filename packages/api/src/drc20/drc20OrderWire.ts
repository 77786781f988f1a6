import type { Drc20Order } from '@drc20/core'
import * as v from 'valibot'
import {
  dstr,
  int,
  orderBaseEntries,
  str,
  toRecordBase,
} from '../transport/wire.js'

export const drc20Op = v.picklist(['deploy', 'mint', 'transfer'])

/** S-Drc20Order (v4 drc20/order, v3 orders/address). */
export const drc20OrderRow = v.object({
  ...orderBaseEntries,
  p: str,
  op: drc20Op,
  tick: str,
  amt: dstr,
  max: dstr,
  lim: dstr,
  dec: int,
  repeat: int,
  to_address: str,
})

export function toDrc20Order(
  row: v.InferOutput<typeof drc20OrderRow>,
): Drc20Order {
  return {
    ...toRecordBase(row),
    p: row.p,
    op: row.op,
    tick: row.tick,
    amt: row.amt,
    max: row.max,
    lim: row.lim,
    dec: row.dec,
    repeat: row.repeat,
    toAddress: row.to_address,
  }
}
