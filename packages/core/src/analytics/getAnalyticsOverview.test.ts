import { describe, expect, it } from 'vitest'
import type { SwapPairSummary } from '../domain/summaries.js'
import { getAnalyticsOverview } from './getAnalyticsOverview.js'
import { getFeeApr } from './getFeeApr.js'
import { getTokenAnalyticsRows } from './getTokenAnalyticsRows.js'

const DAY = 86_400_000
const NOW = 20_000 * DAY + 5 * 3_600_000
const day = (n: number, liquidity: bigint, baseVolume: bigint) => ({
  liquidity,
  baseVolume,
  dogeUsdt: 0.1,
  lastDateMs: (20_000 + n) * DAY,
})
const pair = (amt0: bigint): SwapPairSummary => ({
  tick: 'A-SWAP-B',
  tick0: 'A',
  tick1: 'B',
  priceChange: 0,
  liquidity: 0,
  baseVolume: 0,
  dogeUsdt: 0.1,
  amt0,
  amt1: 5n,
})

describe(getAnalyticsOverview, () => {
  it('default: today against yesterday, fees by the fee rule', () => {
    const o = getAnalyticsOverview({
      days: [
        day(0, 3_000n, 2_999n),
        day(-1, 2_000n, 1_000n),
        day(-5, 1_000n, 7n),
      ],
      pairs: [pair(1n), pair(0n)],
      nowMs: NOW,
    })
    expect([o.tvl.now, o.tvl.before]).toEqual([3_000n, 2_000n])
    expect(o.tvl.changePercent?.toFixed(2)).toBe('50.00')
    expect([o.volume.now, o.volume.before]).toEqual([2_999n, 1_000n])
    expect([o.fees.now, o.fees.before]).toEqual([6n, 3n])
    expect(o.totalVolume).toBe(4_006n)
    expect(o.activePools).toBe(1)
  })

  it('behavior: a day without a row keeps the last TVL and has no volume', () => {
    const o = getAnalyticsOverview({
      days: [day(-3, 1_000n, 50n)],
      pairs: [],
      nowMs: NOW,
    })
    expect([o.tvl.now, o.tvl.before]).toEqual([1_000n, 1_000n])
    expect(o.tvl.changePercent?.toNumber()).toBe(0)
    expect(o.volume.now).toBe(0n)
    expect(o.volume.changePercent).toBeUndefined()
  })
})

describe(getFeeApr, () => {
  it('default: a day of fees over TVL, for a year, in percent', () => {
    expect(getFeeApr(3n, 1_000n)?.toFixed(2)).toBe('109.50')
    expect(getFeeApr(3n, 0n)).toBeUndefined()
  })
})

describe(getTokenAnalyticsRows, () => {
  it('default: liquidity of the pairs holding the tick, most liquid first', () => {
    const summary = (tick: string, lastPrice: number, openPrice: number) => ({
      tick,
      maxAmt: 1n,
      amtSum: 1n,
      lastPrice,
      openPrice,
      baseVolume: 7n,
      holders: 1,
      footPrice: lastPrice,
      lastDateMs: null,
      logo: '',
      isCheck: true,
    })
    const rows = getTokenAnalyticsRows(
      [summary('A', 2, 1), summary('B', 0, 0), summary('C', 1, 0)],
      [
        { ...pair(1n), liquidity: 1_000.9 },
        { ...pair(1n), tick1: 'C', liquidity: 5 },
      ],
    )
    expect(rows.map((r) => [r.tick, r.liquidity, r.changePercent])).toEqual([
      ['A', 1_005n, 100],
      ['B', 1_000n, undefined],
      ['C', 5n, undefined],
    ])
  })
})
