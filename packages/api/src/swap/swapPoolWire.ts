import type { SwapPool } from '@drc20/core'
import * as v from 'valibot'
import { dstr, f64, str } from '../transport/wire.js'

export const swapPoolEntries = {
  tick0: str,
  tick1: str,
  amt0: dstr,
  amt1: dstr,
  liquidity_total: dstr,
  close_price: f64,
  reserves_address: str,
  holder_address: str,
}

/** S-SwapPool (v4 swap/liquidity, v3 swap/getreserves/all). */
export const swapPoolRow = v.object({ ...swapPoolEntries, tick: str })

export function toSwapPool(row: v.InferOutput<typeof swapPoolRow>): SwapPool {
  return {
    tick: row.tick,
    tick0: row.tick0,
    tick1: row.tick1,
    amt0: row.amt0,
    amt1: row.amt1,
    liquidityTotal: row.liquidity_total,
    closePrice: row.close_price,
    reservesAddress: row.reserves_address,
    holderAddress: row.holder_address,
  }
}
