import type { TvlPoint } from '@drc20/core'
import * as v from 'valibot'
import { dateText, f64, nstr } from '../transport/wire.js'

/** TVL row: `liquidity`/`base_volume` are SQL decimal text (`nstr`). */
export const tvlRow = v.object({
  liquidity: nstr,
  base_volume: nstr,
  doge_usdt: f64,
  last_date: dateText,
})

export function toTvlPoint(row: v.InferOutput<typeof tvlRow>): TvlPoint {
  return {
    liquidity: row.liquidity,
    baseVolume: row.base_volume,
    dogeUsdt: row.doge_usdt,
    lastDateMs: row.last_date,
  }
}
