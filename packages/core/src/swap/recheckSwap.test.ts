import { describe, expect, it } from 'vitest'
import { quoteSwap } from '../amm/quoteSwap.js'
import { WDOGE_TICK } from '../identifiers/wdogeTick.js'
import {
  getPairV1SwapReserves,
  getPairV2SwapReserves,
} from './getSwapReserves.js'
import { recheckSwap } from './recheckSwap.js'
import { isQuoteExpired, parseDeadlineMinutes } from './swapDeadline.js'

const E8 = { reserveIn: 100_000_000_000n, reserveOut: 50_000_000_000n }
const quote = quoteSwap({
  amountIn: 10_000_000_000n,
  ...E8,
  slippageBps: 50n,
})._unsafeUnwrap()
const base = {
  market: { kind: 'pair-v1' as const },
  input: { tick: 'UNIX' },
  output: { tick: WDOGE_TICK },
  quote,
  slippageBps: 50n,
  quotedAtMs: 0,
  nowMs: 60_000,
  deadlineMinutes: 20,
  reserves: E8,
}

describe(recheckSwap, () => {
  it('default: unchanged reserves in time: sign', () => {
    expect(recheckSwap(base)).toEqual({ kind: 'sign' })
  })

  it('behavior: a price move below the signed minimum re-quotes', () => {
    const moved = { reserveIn: 110_000_000_000n, reserveOut: 45_000_000_000n }
    const result = recheckSwap({ ...base, reserves: moved })
    expect(result).toMatchObject({
      kind: 'requote',
      priceMoved: true,
      expired: false,
    })
    if (result.kind !== 'requote') throw new Error('unreachable')
    expect(result.quote.minimumAmountOut).toBeLessThan(quote.minimumAmountOut)
    expect(result.payload.amt1_min).toBe(
      result.quote.minimumAmountOut.toString(),
    )
  })

  it('behavior: a quote older than the deadline re-quotes', () => {
    expect(recheckSwap({ ...base, nowMs: 20 * 60_000 + 1 })).toMatchObject({
      kind: 'requote',
      priceMoved: false,
      expired: true,
    })
  })

  it('behavior: a pool gone is refused', () => {
    expect(recheckSwap({ ...base, reserves: null })).toEqual({
      kind: 'refused',
      issue: { code: 'INVALID_PAIR' },
    })
  })
})

describe(parseDeadlineMinutes, () => {
  it.each([
    ['20', 20],
    [' 4320 ', 4320],
    ['0', undefined],
    ['4321', undefined],
    ['1.5', undefined],
    ['', undefined],
  ])('behavior: %j → %s', (text, minutes) => {
    expect(parseDeadlineMinutes(text)).toBe(minutes)
  })
})

describe(isQuoteExpired, () => {
  it('behavior: strictly after the deadline', () => {
    expect(
      isQuoteExpired({ quotedAtMs: 0, nowMs: 60_000, deadlineMinutes: 1 }),
    ).toBe(false)
    expect(
      isQuoteExpired({ quotedAtMs: 0, nowMs: 60_001, deadlineMinutes: 1 }),
    ).toBe(true)
  })
})

describe(getPairV1SwapReserves, () => {
  const reserves = {
    exists: true,
    tick0: 'UNIX',
    tick1: WDOGE_TICK,
    reserve0: 1n,
    reserve1: 2n,
    liquidityTotal: 1n,
    closePrice: 0,
    volume: 0,
    swapCount: 0,
  }
  it('behavior: oriented from the input tick; no pool is null', () => {
    expect(getPairV1SwapReserves(reserves, 'UNIX')).toEqual({
      reserveIn: 1n,
      reserveOut: 2n,
    })
    expect(getPairV1SwapReserves(reserves, WDOGE_TICK)).toEqual({
      reserveIn: 2n,
      reserveOut: 1n,
    })
    expect(
      getPairV1SwapReserves({ ...reserves, exists: false }, 'UNIX'),
    ).toBeNull()
  })
})

describe(getPairV2SwapReserves, () => {
  const pool = {
    id: 1,
    pairId: 'p',
    tick0: 'UNIX',
    tick1: WDOGE_TICK,
    tick0Id: 'UNIX',
    tick1Id: WDOGE_TICK,
    amt0: 1n,
    amt1: 2n,
    liquidityTotal: 1n,
    closePrice: 0,
    reservesAddress: '',
    holderAddress: '',
  }
  it('behavior: both ids must be in the pool', () => {
    expect(getPairV2SwapReserves(pool, WDOGE_TICK, 'UNIX')).toEqual({
      reserveIn: 2n,
      reserveOut: 1n,
    })
    expect(getPairV2SwapReserves(pool, 'UNIX', 'RONA')).toBeNull()
    expect(getPairV2SwapReserves(undefined, 'UNIX', WDOGE_TICK)).toBeNull()
  })
})
