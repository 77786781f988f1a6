import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { TvlPoint } from '../domain/tvl.js'
import { getRecentVolume } from './getRecentVolume.js'

const DAY = 86_400_000
const NOW = Date.UTC(2026, 10, 24, 15, 30)
const TODAY = Date.UTC(2026, 10, 24)
const point = (lastDateMs: number, baseVolume: bigint): TvlPoint => ({
  liquidity: 0n,
  baseVolume,
  dogeUsdt: 0.16,
  lastDateMs,
})

describe(getRecentVolume, () => {
  it('sums today and the six days before it, not the seventh', () => {
    const points = [
      point(TODAY, 5n),
      point(TODAY - 6 * DAY, 7n),
      point(TODAY - 7 * DAY, 1_000n),
      point(TODAY - 3 * DAY, 11n),
    ]
    expect(getRecentVolume(points, 7, NOW)).toBe(23n)
    expect(getRecentVolume(points, 1, NOW)).toBe(5n)
  })

  it('is 0 without rows or for a non-positive window', () => {
    expect(getRecentVolume([], 7, NOW)).toBe(0n)
    expect(getRecentVolume([point(TODAY, 5n)], 0, NOW)).toBe(0n)
    expect(getRecentVolume([point(TODAY, 5n)], 1.5, NOW)).toBe(0n)
  })

  it('never decreases as the window grows, and is at most the sum', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            day: fc.integer({ min: -40, max: 1 }),
            volume: fc.bigInt({ min: 0n, max: 10n ** 18n }),
          }),
        ),
        fc.integer({ min: 1, max: 40 }),
        (rows, days) => {
          const points = rows.map((r) => point(TODAY + r.day * DAY, r.volume))
          const total = rows.reduce((s, r) => s + r.volume, 0n)
          const shorter = getRecentVolume(points, days, NOW)
          const longer = getRecentVolume(points, days + 1, NOW)
          return shorter <= longer && longer <= total
        },
      ),
    )
  })
})
