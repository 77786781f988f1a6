import type { SwapPool } from '../domain/pools.js'
import { WDOGE_TICK } from '../identifiers/wdogeTick.js'
import { getPoolPosition } from '../pool/getPoolPosition.js'

/**
 * Values token amounts in DOGE (koinu) at the pair-v1 pools' prices:
 * `amount × reserveWdoge // reserveToken` of the token's WDOGE pool
 * (rounded down, what a spot price says, not what a swap would pay). WDOGE
 * and DOGE are worth themselves; an LP token is worth its underlying
 * amounts by the remove rule (`lp × R // LT`), each valued the same way.
 * `undefined`: no WDOGE pool prices the token.
 */
export type DogeValuer = (tick: string, amount: bigint) => bigint | undefined

export function createDogeValuer(pools: readonly SwapPool[]): DogeValuer {
  const wdogePools = new Map<string, { token: bigint; wdoge: bigint }>()
  const byLpTick = new Map<string, SwapPool>()
  for (const pool of pools) {
    byLpTick.set(pool.tick, pool)
    if (pool.tick1 === WDOGE_TICK && pool.amt0 > 0n)
      wdogePools.set(pool.tick0, { token: pool.amt0, wdoge: pool.amt1 })
    else if (pool.tick0 === WDOGE_TICK && pool.amt1 > 0n)
      wdogePools.set(pool.tick1, { token: pool.amt1, wdoge: pool.amt0 })
  }
  const getValue = (tick: string, amount: bigint): bigint | undefined => {
    if (tick === WDOGE_TICK || tick === 'DOGE') return amount
    const pool = wdogePools.get(tick)
    if (pool) return (amount * pool.wdoge) / pool.token
    const lp = byLpTick.get(tick)
    if (!lp) return undefined
    const { amount0, amount1 } = getPoolPosition({
      liquidity: amount,
      reserve0: lp.amt0,
      reserve1: lp.amt1,
      totalSupply: lp.liquidityTotal,
    })
    const v0 = getValue(lp.tick0, amount0)
    const v1 = getValue(lp.tick1, amount1)
    return v0 === undefined || v1 === undefined ? undefined : v0 + v1
  }
  return getValue
}

/** The sum of the known values; `unpriced` counts the amounts left out. */
export function sumDogeValues(values: readonly (bigint | undefined)[]): {
  readonly total: bigint
  readonly unpriced: number
} {
  let total = 0n
  let unpriced = 0
  for (const v of values) {
    if (v === undefined) unpriced++
    else total += v
  }
  return { total, unpriced }
}
