import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import { MONEY_RUNS } from '../../../../test/fuzzRuns.js'
import { getAmountOut } from '../amm/getAmountOut.js'
import { getLargestWrap } from '../wrap/getLargestWrap.js'
import { wrapFee } from '../wrap/wrapFee.js'
import {
  type BestExecutionCosts,
  compareBestExecution,
} from './compareBestExecution.js'
import { getOrderBook } from './getOrderBook.js'
import { getOrderV1Fill } from './getOrderV1Fill.js'
import { listing } from './test/listing.js'

const UNIT = 100_000_000n
const FEE = 1_000_000n
const SERVICE = 50_000_000n
/** The devnet wallet's layout: a service output on trades and WDOGE swaps. */
const COSTS: BestExecutionCosts = {
  trade: SERVICE + FEE,
  swap: SERVICE + FEE,
  wrap: FEE,
  dogeSwap: FEE,
}

describe(getLargestWrap, () => {
  it.each([
    [0n, 0n],
    [50_000_000n, 0n],
    [150_000_000n, 100_000_000n],
    // 16,666,666,666 + 50,000,000 (the minimum still applies).
    [16_716_666_666n, 16_666_666_666n],
    // 10,000 DOGE: 1,000,000,000,000 + 3,000,000,000.
    [1_003_000_000_000n, 1_000_000_000_000n],
  ])('default: a budget of %s wraps %s', (budget, amount) => {
    expect(getLargestWrap(budget)).toBe(amount)
  })

  test.prop([fc.bigInt({ min: 0n, max: 10n ** 20n })], {
    numRuns: MONEY_RUNS,
  })('property: the largest wrap that fits', (budget) => {
    const amount = getLargestWrap(budget)
    if (amount > 0n)
      expect(amount + wrapFee(amount)).toBeLessThanOrEqual(budget)
    expect(amount + 1n + wrapFee(amount + 1n)).toBeGreaterThan(budget)
  })
})

describe(compareBestExecution, () => {
  // Pool: 1,000,000 WDOGE against 100,000,000 UNIX (0.01 WDOGE each).
  const reserves = { wdoge: 1_000_000n * UNIT, token: 100_000_000n * UNIT }

  it('default: a cheap listing beats the pool, same DOGE spent', () => {
    const asks = getOrderBook(
      [listing({ amt0: 20_000n * UNIT, amt1: 100n * UNIT })],
      'UNIX',
    ).asks
    const result = compareBestExecution({
      budget: 50n * UNIT,
      payWith: 'wdoge',
      asks,
      reserves,
      taker: 'DBuyer',
      costs: COSTS,
    })
    expect(result.best).toBe('listings')
    if (!result.listings.available || !result.swap.available)
      throw new Error('both routes')
    // 50 − 0.51 = 49.49 WDOGE at 0.005: 9,898 UNIX.
    expect(result.listings.plan.fills[0]?.payment).toBe(4_949_000_000n)
    expect(result.listings.received).toBe(989_800_000_000n)
    expect(result.listings.spent).toBe(50n * UNIT)
    expect(result.swap.spent).toBe(50n * UNIT)
    expect(result.swap.received).toBe(
      getAmountOut(4_949_000_000n, reserves.wdoge, reserves.token),
    )
    expect(result.difference).toBe(
      result.listings.received - result.swap.received,
    )
  })

  it('behavior: paying DOGE wraps the payments once and counts its fee', () => {
    const asks = getOrderBook(
      [listing({ amt0: 20_000n * UNIT, amt1: 100n * UNIT })],
      'UNIX',
    ).asks
    const result = compareBestExecution({
      budget: 50n * UNIT,
      payWith: 'doge',
      asks,
      reserves,
      taker: 'DBuyer',
      costs: COSTS,
    })
    if (!result.listings.available) throw new Error('listings')
    // 50 − 0.01 (wrap) − 0.51 (trade) − 0.5 (wrap fee) = 48.98 WDOGE.
    expect(result.listings.wrap).toEqual({
      amount: 4_898_000_000n,
      fee: 50_000_000n,
    })
    expect(result.listings.spent).toBe(50n * UNIT)
    if (!result.swap.available) throw new Error('swap')
    // doge: 1 — 50 − 0.01 − 0.5 fee = 49.49 deposited, no service output.
    expect(result.swap.quote.amountIn).toBe(4_949_000_000n)
    expect(result.swap.wrapFee).toBe(50_000_000n)
  })

  it('behavior: the pool wins when the listings are dear or the buyer owns them', () => {
    const dear = listing({ amt0: 100n * UNIT, amt1: 100n * UNIT })
    const mine = listing({
      amt0: 100_000n * UNIT,
      amt1: UNIT,
      holderAddress: 'DBuyer',
    })
    const result = compareBestExecution({
      budget: 10n * UNIT,
      payWith: 'wdoge',
      asks: getOrderBook([dear, mine], 'UNIX').asks,
      reserves,
      taker: 'DBuyer',
      costs: COSTS,
    })
    expect(result.best).toBe('swap')
    expect(
      compareBestExecution({
        budget: 10n * UNIT,
        payWith: 'wdoge',
        asks: getOrderBook([mine], 'UNIX').asks,
        reserves,
        taker: 'DBuyer',
        costs: COSTS,
      }).listings,
    ).toEqual({ available: false, reason: 'NO_LISTINGS' })
  })

  it('behavior: no pool, no budget', () => {
    const result = compareBestExecution({
      budget: 10_000_000n,
      payWith: 'doge',
      asks: [],
      reserves: null,
      taker: 'DBuyer',
      costs: COSTS,
    })
    expect(result).toMatchObject({
      best: undefined,
      listings: { available: false, reason: 'NO_LISTINGS' },
      swap: { available: false, reason: 'NO_POOL' },
    })
  })

  const asksArbitrary = fc
    .array(
      fc.record({
        amt0: fc.bigInt({ min: 1n, max: 10n ** 16n }),
        amt1: fc.bigInt({ min: 1n, max: 10n ** 13n }),
        filledPermille: fc.integer({ min: 0, max: 999 }),
        own: fc.boolean(),
      }),
      { maxLength: 6 },
    )
    .map(
      (rows) =>
        getOrderBook(
          rows.map((r) =>
            listing({
              amt0: r.amt0,
              amt1: r.amt1,
              amt0Finish: (r.amt0 * BigInt(r.filledPermille)) / 1000n,
              ...(r.own ? { holderAddress: 'DBuyer' } : {}),
            }),
          ),
          'UNIX',
        ).asks,
    )

  test.prop(
    [
      asksArbitrary,
      fc.option(
        fc.record({
          wdoge: fc.bigInt({ min: 1n, max: 10n ** 16n }),
          token: fc.bigInt({ min: 1n, max: 10n ** 20n }),
        }),
        { nil: null },
      ),
      fc.bigInt({ min: 0n, max: 10n ** 13n }),
      fc.constantFrom('doge' as const, 'wdoge' as const),
      fc.record({
        trade: fc.bigInt({ min: 0n, max: 10n ** 8n }),
        swap: fc.bigInt({ min: 0n, max: 10n ** 8n }),
        wrap: fc.bigInt({ min: 0n, max: 10n ** 8n }),
        dogeSwap: fc.bigInt({ min: 0n, max: 10n ** 8n }),
      }),
    ],
    { numRuns: MONEY_RUNS },
  )(
    'property: never claims a route that gives less, for the same DOGE spent',
    (asks, pool, budget, payWith, costs) => {
      const result = compareBestExecution({
        budget,
        payWith,
        asks,
        reserves: pool,
        taker: 'DBuyer',
        costs,
      })
      const { listings, swap } = result
      // Each route, replayed independently, gives what it says and spends
      // no more than the budget.
      if (listings.available) {
        let received = 0n
        let paid = 0n
        for (const fill of listings.plan.fills) {
          expect(fill.entry.maker).not.toBe('DBuyer')
          received += getOrderV1Fill({
            amount0: fill.entry.amount0,
            amount1: fill.entry.amount1,
            filled0: fill.entry.filled0,
            payment: fill.payment,
            maker: fill.entry.maker,
            buyer: 'DBuyer',
          })._unsafeUnwrap().received
          paid += fill.payment
        }
        expect(listings.received).toBe(received)
        const trades = costs.trade * BigInt(listings.plan.fills.length)
        const wrap = payWith === 'doge' ? wrapFee(paid) + costs.wrap : 0n
        expect(listings.wrap?.amount ?? paid).toBe(paid)
        expect(listings.spent).toBe(paid + trades + wrap)
        expect(listings.spent).toBeLessThanOrEqual(budget)
      }
      if (swap.available) {
        const { amountIn } = swap.quote
        expect(swap.received).toBe(
          getAmountOut(amountIn, pool?.wdoge ?? 0n, pool?.token ?? 0n),
        )
        const extra =
          payWith === 'doge' ? wrapFee(amountIn) + costs.dogeSwap : costs.swap
        expect(swap.spent).toBe(amountIn + extra)
        expect(swap.spent).toBeLessThanOrEqual(budget)
      }
      // The claim.
      if (result.best === 'listings' && listings.available) {
        if (swap.available)
          expect(listings.received).toBeGreaterThanOrEqual(swap.received)
        expect(result.difference).toBe(
          swap.available ? listings.received - swap.received : 0n,
        )
      } else if (result.best === 'swap' && swap.available) {
        if (listings.available)
          expect(swap.received).toBeGreaterThanOrEqual(listings.received)
      } else {
        expect(result.best).toBeUndefined()
        expect(listings.available || swap.available).toBe(false)
      }
    },
    // 10,000 books planned: seconds, not milliseconds, on a busy machine.
    60_000,
  )

  test.prop(
    [
      asksArbitrary,
      fc.bigInt({ min: 0n, max: 10n ** 12n }),
      fc.constantFrom('doge' as const, 'wdoge' as const),
    ],
    { numRuns: Math.ceil(MONEY_RUNS / 10) },
  )(
    'property: a bigger budget never gives fewer tokens from the listings',
    (asks, budget, payWith) => {
      const run = (b: bigint) =>
        compareBestExecution({
          budget: b,
          payWith,
          asks,
          reserves: null,
          taker: 'DBuyer',
          costs: COSTS,
        }).listings
      const small = run(budget)
      const large = run(budget + UNIT)
      if (small.available) {
        expect(large.available).toBe(true)
        if (large.available)
          expect(large.received).toBeGreaterThanOrEqual(small.received)
      }
    },
  )
})
