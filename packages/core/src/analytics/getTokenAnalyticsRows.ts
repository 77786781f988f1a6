import type { SwapPairSummary, SwapTokenSummary } from '../domain/summaries.js'
import { koinuFromDouble } from '../pool/getPoolRows.js'

/** A row of the analytics "top tokens" table. */
export type TokenAnalyticsRow = {
  readonly tick: string
  /** DOGE per token: the API's double (a display ratio). */
  readonly price: number
  /** Last against open price of the day, percent; `undefined` without an open. */
  readonly changePercent: number | undefined
  /** Today's volume, WDOGE koinu (exact on the wire). */
  readonly volume: bigint
  /** Σ TVL of the pairs holding the tick, WDOGE koinu (from doubles). */
  readonly liquidity: bigint
  readonly logo: string
  readonly verified: boolean
}

/**
 * The top tokens: every token of the summary route (docs/api.md §8.4
 * `swap/summary`) that trades in a pool or has a price, with the liquidity
 * of the pairs that hold it (`swap/pair`), most liquid first.
 */
export function getTokenAnalyticsRows(
  summaries: readonly SwapTokenSummary[],
  pairs: readonly SwapPairSummary[],
): TokenAnalyticsRow[] {
  const liquidity = new Map<string, bigint>()
  for (const pair of pairs) {
    const tvl = koinuFromDouble(pair.liquidity) ?? 0n
    for (const tick of [pair.tick0, pair.tick1])
      liquidity.set(tick, (liquidity.get(tick) ?? 0n) + tvl)
  }
  return summaries
    .filter((s) => liquidity.has(s.tick) || s.lastPrice > 0)
    .map((s) => ({
      tick: s.tick,
      price: Number.isFinite(s.lastPrice) ? s.lastPrice : 0,
      changePercent:
        Number.isFinite(s.openPrice) &&
        s.openPrice > 0 &&
        Number.isFinite(s.lastPrice)
          ? ((s.lastPrice - s.openPrice) / s.openPrice) * 100
          : undefined,
      volume: s.baseVolume,
      liquidity: liquidity.get(s.tick) ?? 0n,
      logo: s.logo,
      verified: s.isCheck,
    }))
    .sort((a, b) =>
      a.liquidity === b.liquidity ? 0 : a.liquidity > b.liquidity ? -1 : 1,
    )
}
