import type BigNumber from 'bignumber.js'
import { getSwapFee } from '../amm/getSwapFee.js'
import type { SwapPairSummary } from '../domain/summaries.js'
import type { TvlPoint } from '../domain/tvl.js'
import { getRatio } from '../math/getRatio.js'
import {
  CURRENT_PROTOCOL,
  type ProtocolParams,
} from '../protocol/protocolParams.js'

const DAY_MS = 86_400_000

/** A figure today (UTC day) and its change against the day before. */
export type DailyFigure = {
  readonly now: bigint
  readonly before: bigint
  /** `(now − before) ÷ before` in percent; `undefined` when `before` is 0. */
  readonly changePercent: BigNumber | undefined
}

export type AnalyticsOverview = {
  /** Σ 2 × WDOGE reserve over the pair-v1 pools, WDOGE koinu. */
  readonly tvl: DailyFigure
  /** Swap volume valued in WDOGE koinu, today vs yesterday. */
  readonly volume: DailyFigure
  /**
   * Swap fees of the day valued in WDOGE koinu: the fee rule applied to
   * each day's volume. The API gives no per-swap fee, so this is the upper
   * bound of the fees the pools kept (each swap truncates its own fee,
   * docs/protocol.md §5.5).
   */
  readonly fees: DailyFigure
  /** Pools with liquidity, from the pair summaries. */
  readonly activePools: number
  /** Every day's volume summed, WDOGE koinu. */
  readonly totalVolume: bigint
}

const change = (now: bigint, before: bigint): DailyFigure => ({
  now,
  before,
  changePercent:
    before === 0n ? undefined : getRatio((now - before) * 100n, before),
})

/**
 * The analytics dashboard's headline figures from the daily TVL rows of
 * every pool (docs/api.md §8.4 `swap/tvl/total`, one row per day with
 * activity, so a day without a row keeps the TVL of the last row and has no
 * volume) and the pair summaries (`swap/pair`). "24 h" is the UTC day of
 * `nowMs` against the day before, the granularity of the route.
 */
export function getAnalyticsOverview({
  days,
  pairs,
  nowMs,
  params = CURRENT_PROTOCOL,
}: {
  readonly days: readonly TvlPoint[]
  readonly pairs: readonly SwapPairSummary[]
  readonly nowMs: number
  readonly params?: ProtocolParams
}): AnalyticsOverview {
  const today = Math.floor(nowMs / DAY_MS) * DAY_MS
  const yesterday = today - DAY_MS
  const sorted = [...days].sort((a, b) => a.lastDateMs - b.lastDateMs)
  const tvlAt = (endMs: number) =>
    sorted.filter((d) => d.lastDateMs < endMs).at(-1)?.liquidity ?? 0n
  const volumeOn = (startMs: number) =>
    sorted
      .filter((d) => d.lastDateMs >= startMs && d.lastDateMs < startMs + DAY_MS)
      .reduce((sum, d) => sum + d.baseVolume, 0n)
  const volumeToday = volumeOn(today)
  const volumeYesterday = volumeOn(yesterday)
  return {
    tvl: change(tvlAt(today + DAY_MS), tvlAt(today)),
    volume: change(volumeToday, volumeYesterday),
    fees: change(
      getSwapFee(volumeToday, params),
      getSwapFee(volumeYesterday, params),
    ),
    activePools: pairs.filter((p) => p.amt0 > 0n && p.amt1 > 0n).length,
    totalVolume: sorted.reduce((sum, d) => sum + d.baseVolume, 0n),
  }
}
