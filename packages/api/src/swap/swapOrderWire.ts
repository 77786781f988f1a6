import type { SwapOrder } from '@drc20/core'
import * as v from 'valibot'
import {
  dstr,
  int,
  orderBaseEntries,
  str,
  toRecordBase,
} from '../transport/wire.js'

export const swapOrderEntries = {
  ...orderBaseEntries,
  op: v.picklist(['create', 'add', 'remove', 'swap']),
  tick0: str,
  tick1: str,
  amt0: dstr,
  amt1: dstr,
  amt0_min: dstr,
  amt1_min: dstr,
  amt0_out: dstr,
  amt1_out: dstr,
  liquidity: dstr,
  doge: int,
  tx_index: int,
}

const swapOrderRow = v.object(swapOrderEntries)

export function toSwapOrder(
  row: v.InferOutput<typeof swapOrderRow>,
): SwapOrder {
  return {
    ...toRecordBase(row),
    op: row.op,
    tick0: row.tick0,
    tick1: row.tick1,
    amt0: row.amt0,
    amt1: row.amt1,
    amt0Min: row.amt0_min,
    amt1Min: row.amt1_min,
    amt0Out: row.amt0_out,
    amt1Out: row.amt1_out,
    liquidity: row.liquidity,
    doge: row.doge,
    txIndex: row.tx_index,
  }
}

export { swapOrderRow }
