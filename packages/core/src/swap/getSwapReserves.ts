import type { PoolReserves, SwapV2Pool } from '../domain/pools.js'

/** Pool reserves oriented to a swap's direction, base units. */
export type SwapReserves = {
  readonly reserveIn: bigint
  readonly reserveOut: bigint
}

/**
 * A pair-v1 pool's reserves (v3 swap/getreserves) oriented from
 * `tickIn`; `null` when the pair has no pool.
 */
export function getPairV1SwapReserves(
  reserves: PoolReserves,
  tickIn: string,
): SwapReserves | null {
  if (!reserves.exists) return null
  return reserves.tick0 === tickIn
    ? { reserveIn: reserves.reserve0, reserveOut: reserves.reserve1 }
    : { reserveIn: reserves.reserve1, reserveOut: reserves.reserve0 }
}

/**
 * A pair-v2 pool's reserves oriented from `tickIn` to `tickOut`; `null`
 * when the pool is missing or does not hold both ticks.
 */
export function getPairV2SwapReserves(
  pool: SwapV2Pool | undefined,
  tickIn: string,
  tickOut: string,
): SwapReserves | null {
  if (pool === undefined) return null
  if (pool.tick0Id === tickIn && pool.tick1Id === tickOut)
    return { reserveIn: pool.amt0, reserveOut: pool.amt1 }
  if (pool.tick1Id === tickIn && pool.tick0Id === tickOut)
    return { reserveIn: pool.amt1, reserveOut: pool.amt0 }
  return null
}
