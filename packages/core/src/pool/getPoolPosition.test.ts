import { describe, expect, it } from 'vitest'
import { getSwapFee } from '../amm/getSwapFee.js'
import { getPoolPosition, getSwapFeesTotal } from './getPoolPosition.js'

const P = {
  reserve0: 100_000_000_000n,
  reserve1: 50_000_000_000n,
  totalSupply: 70_710_678_118n,
}

describe(getPoolPosition, () => {
  it('default: the E1 creator owns all but the locked 1000 LP', () => {
    const p = getPoolPosition({ ...P, liquidity: 70_710_677_118n })
    expect(p.amount0).toBe(99_999_998_585n) // = E7
    expect(p.amount1).toBe(49_999_999_292n)
    expect(p.shareOfPool.toFixed(10)).toBe('0.9999999859')
  })

  it('behavior: no LP or no pool is a zero position', () => {
    const p = getPoolPosition({ ...P, liquidity: 0n })
    expect([p.amount0, p.amount1, p.shareOfPool.toNumber()]).toEqual([
      0n,
      0n,
      0,
    ])
    expect(
      getPoolPosition({ ...P, totalSupply: 0n, liquidity: 5n }).amount0,
    ).toBe(0n)
  })
})

describe(getSwapFeesTotal, () => {
  it('default: per-swap truncation, not volume × 0.3%', () => {
    // E10 + E11: 370,368 + 0 + 3; volume × 3 // 1000 would be 370,379
    expect(getSwapFeesTotal([123_456_789n, 999n, 1_999n], getSwapFee)).toBe(
      370_371n,
    )
  })
})
