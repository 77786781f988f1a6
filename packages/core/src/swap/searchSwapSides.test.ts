import { describe, expect, it } from 'vitest'
import { WDOGE_TICK } from '../identifiers/wdogeTick.js'
import { getSwapSideKey, searchSwapSides } from './searchSwapSides.js'

const DOGE = { tick: WDOGE_TICK, doge: true }
const sides = [{ tick: 'UNIX' }, { tick: 'CARDI' }, { tick: WDOGE_TICK }, DOGE]
const balances = {
  byTick: new Map([['UNIX', 5n]]),
  doge: 0n,
}

describe(searchSwapSides, () => {
  it('default: favourites, then held, then by name', () => {
    expect(
      searchSwapSides({ sides, query: '', favourites: ['DOGE'], balances }),
    ).toEqual([DOGE, { tick: 'UNIX' }, { tick: 'CARDI' }, { tick: WDOGE_TICK }])
  })

  it('behavior: the query matches the name or the tick, any case', () => {
    expect(
      searchSwapSides({ sides, query: ' doge ', favourites: [], balances }),
    ).toEqual([DOGE, { tick: WDOGE_TICK }])
    expect(
      searchSwapSides({ sides, query: 'wrapped', favourites: [], balances }),
    ).toEqual([DOGE, { tick: WDOGE_TICK }])
  })
})

describe(getSwapSideKey, () => {
  it('behavior: DOGE and WDOGE are different keys', () => {
    expect(getSwapSideKey(DOGE)).toBe('DOGE')
    expect(getSwapSideKey({ tick: WDOGE_TICK })).toBe(WDOGE_TICK)
  })
})
