import { describe, expect, it } from 'vitest'
import { getPoolSwapVolumes } from './getPoolSwapVolumes.js'

const TRADED = { exists: true, swapCount: 12, volume: 123_456_789.9 }

describe(getPoolSwapVolumes, () => {
  it('default: a traded pool keeps the service’s 24 h volume, fee on top', () => {
    expect(getPoolSwapVolumes({ volume24hWdoge: 2_000_000n }, TRADED)).toEqual({
      volume24hWdoge: 2_000_000n,
      fees24hEstimateWdoge: 6_000n,
      totalVolumeWdoge: 123_456_789n,
      swapCount: 12,
    })
  })

  it('behavior: a pool that never traded shows 0, not its create as volume', () => {
    expect(
      getPoolSwapVolumes(
        { volume24hWdoge: 50_000_000_000n },
        { exists: true, swapCount: 0, volume: 0 },
      ),
    ).toEqual({
      volume24hWdoge: 0n,
      fees24hEstimateWdoge: 0n,
      totalVolumeWdoge: 0n,
      swapCount: 0,
    })
  })

  it('behavior: nothing is shown until the swap count is known', () => {
    expect(getPoolSwapVolumes({ volume24hWdoge: 5n }, undefined)).toEqual({})
    expect(
      getPoolSwapVolumes(
        { volume24hWdoge: 5n },
        { exists: false, swapCount: 0, volume: 0 },
      ),
    ).toEqual({})
  })
})
