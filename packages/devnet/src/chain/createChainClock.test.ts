import { describe, expect, it } from 'vitest'
import { createChainClock } from './createChainClock.js'

describe(createChainClock, () => {
  it('default: starts at genesis', () => {
    expect(createChainClock({ genesisHeight: 100 }).heights()).toEqual({
      chainHeight: 100,
      indexHeight: 100,
    })
  })

  it('behavior: the index trails the tip by one block', () => {
    const clock = createChainClock({ genesisHeight: 100 })
    expect(clock.mine(3)).toEqual({ chainHeight: 103, indexHeight: 102 })
  })

  it('behavior: lag holds the index back and release catches up', () => {
    const clock = createChainClock({ genesisHeight: 100 })
    clock.mine(10)
    expect(clock.setIndexLag(6)).toEqual({ chainHeight: 110, indexHeight: 103 })
    expect(clock.setIndexLag(0)).toEqual({ chainHeight: 110, indexHeight: 109 })
  })

  it.each([-1, 1.5, Number.NaN])('behavior: refuses to mine %s', (n) => {
    expect(() => createChainClock({ genesisHeight: 1 }).mine(n)).toThrow(
      RangeError,
    )
  })
})
