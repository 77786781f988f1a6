import { describe, expect, it } from 'vitest'
import { WDOGE_TICK } from '../identifiers/wdogeTick.js'
import {
  getPoolSwapLink,
  getPoolSwapPair,
  getSwapPair,
  getSwapPairParams,
  getSwapSides,
  isSameTokenLink,
  reverseSwapPair,
  selectPoolSwapSide,
  selectSwapSide,
} from './swapSide.js'

const DOGE = { tick: WDOGE_TICK, doge: true }

describe(getSwapSides, () => {
  it('behavior: a WDOGE leg also offers native DOGE, once', () => {
    expect(getSwapSides(['UNIX', WDOGE_TICK, 'UNIX'])).toEqual([
      { tick: 'UNIX' },
      { tick: WDOGE_TICK },
      DOGE,
    ])
  })

  it('behavior: no WDOGE leg, no DOGE', () => {
    expect(getSwapSides(['UNIX', 'RONA'])).toEqual([
      { tick: 'UNIX' },
      { tick: 'RONA' },
    ])
  })
})

describe(getSwapPair, () => {
  it.each([
    [
      { tick0: 'UNIX', tick1: 'RONA', doge: false },
      { tick: 'UNIX' },
      { tick: 'RONA' },
    ],
    [{ tick0: WDOGE_TICK, tick1: 'RONA', doge: true }, DOGE, { tick: 'RONA' }],
    [{ tick0: 'RONA', tick1: WDOGE_TICK, doge: true }, { tick: 'RONA' }, DOGE],
  ])('behavior: %o', (params, input, output) => {
    expect(getSwapPair(params)).toEqual({ input, output })
    expect(getSwapPairParams(input, output)).toEqual(params)
  })
})

describe(isSameTokenLink, () => {
  it('behavior: /swap/UNIX/UNIX keeps UNIX on the input side only', () => {
    expect(isSameTokenLink({ tick0: 'UNIX', tick1: 'UNIX' })).toBe(true)
    expect(getSwapPair({ tick0: 'UNIX', tick1: 'UNIX', doge: false })).toEqual({
      input: { tick: 'UNIX' },
      output: undefined,
    })
    // DOGE and WDOGE are the same token too.
    expect(
      getSwapPair({ tick0: WDOGE_TICK, tick1: WDOGE_TICK, doge: true }),
    ).toEqual({ input: DOGE, output: undefined })
    expect(isSameTokenLink({ tick0: 'UNIX', tick1: 'RONA' })).toBe(false)
    expect(isSameTokenLink({ tick0: 'UNIX' })).toBe(false)
  })
})

describe('getSwapPair without a pair', () => {
  it('behavior: ?doge=1 alone is DOGE paid', () => {
    expect(getSwapPair({ doge: true })).toEqual({
      input: DOGE,
      output: undefined,
    })
    expect(getSwapPair({ doge: false })).toEqual({
      input: undefined,
      output: undefined,
    })
  })
})

describe(getPoolSwapPair, () => {
  const pool = { tick0: 'UNIX', tick1: WDOGE_TICK }

  it.each([
    [{ reverse: false, doge: false }, { tick: 'UNIX' }, { tick: WDOGE_TICK }],
    [{ reverse: true, doge: false }, { tick: WDOGE_TICK }, { tick: 'UNIX' }],
    [{ reverse: false, doge: true }, { tick: 'UNIX' }, DOGE],
    [{ reverse: true, doge: true }, DOGE, { tick: 'UNIX' }],
  ])('behavior: %o', (link, input, output) => {
    expect(getPoolSwapPair(pool, link)).toEqual({ input, output })
    expect(getPoolSwapLink(pool, { input, output })).toEqual(link)
  })

  it('behavior: doge without a WDOGE leg is ignored', () => {
    expect(
      getPoolSwapPair(
        { tick0: 'UNIX', tick1: 'RONA' },
        { reverse: false, doge: true },
      ),
    ).toEqual({ input: { tick: 'UNIX' }, output: { tick: 'RONA' } })
  })
})

describe(selectSwapSide, () => {
  it('behavior: the same token on both sides alerts and clears the output', () => {
    const pair = { input: { tick: 'UNIX' }, output: { tick: WDOGE_TICK } }
    expect(selectSwapSide(pair, 'output', { tick: 'UNIX' })).toEqual({
      pair: { input: { tick: 'UNIX' }, output: undefined },
      sameToken: true,
    })
    expect(selectSwapSide(pair, 'input', DOGE)).toEqual({
      pair: { input: DOGE, output: undefined },
      sameToken: true,
    })
    expect(selectSwapSide(pair, 'output', { tick: 'RONA' })).toEqual({
      pair: { input: { tick: 'UNIX' }, output: { tick: 'RONA' } },
      sameToken: false,
    })
  })
})

describe(selectPoolSwapSide, () => {
  const pool = { tick0: 'UNIX', tick1: WDOGE_TICK }
  const pair = { input: { tick: 'UNIX' }, output: { tick: WDOGE_TICK } }

  it('behavior: the other side stays in the pool', () => {
    expect(selectPoolSwapSide(pool, pair, 'input', DOGE)).toEqual({
      input: DOGE,
      output: { tick: 'UNIX' },
    })
    expect(selectPoolSwapSide(pool, pair, 'output', DOGE)).toEqual({
      input: { tick: 'UNIX' },
      output: DOGE,
    })
  })
})

describe(reverseSwapPair, () => {
  it('default: swaps the sides', () => {
    expect(reverseSwapPair({ input: DOGE, output: undefined })).toEqual({
      input: undefined,
      output: DOGE,
    })
  })
})
