import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import { MONEY_RUNS } from '../../../../test/fuzzRuns.js'
import { WDOGE_TICK } from '../identifiers/wdogeTick.js'
import { getOrderBook, getOrderBookEntry } from './getOrderBook.js'
import { getOrderV1Fill } from './getOrderV1Fill.js'
import { planOrderV1Fills } from './planOrderV1Fills.js'
import { listing } from './test/listing.js'

const W = WDOGE_TICK

describe(getOrderBook, () => {
  it('default: asks cheapest first, bids dearest first, closed left out', () => {
    const cheap = listing({ amt0: 300n, amt1: 100n }) // 0.333…
    const dear = listing({ amt0: 100n, amt1: 100n }) // 1
    const mid = listing({ amt0: 200n, amt1: 100n }) // 0.5
    const closed = listing({ amt0: 10n, amt1: 1n, amt0Finish: 10n })
    const other = listing({ tick0: 'CARDI', amt0: 1n, amt1: 1n })
    const lowBid = listing({ tick0: W, tick1: 'UNIX', amt0: 100n, amt1: 400n })
    const highBid = listing({ tick0: W, tick1: 'UNIX', amt0: 100n, amt1: 200n })
    const inToken = listing({ tick1: 'CARDI', amt0: 10n, amt1: 5n })
    const book = getOrderBook(
      [dear, cheap, closed, other, lowBid, mid, highBid, inToken, cheap],
      'UNIX',
    )
    expect(book.asks.map((a) => a.exId)).toEqual([
      cheap.exId,
      mid.exId,
      dear.exId,
    ])
    expect(book.bids.map((b) => b.exId)).toEqual([highBid.exId, lowBid.exId])
    expect(book.otherAsks.map((a) => a.exId)).toEqual([inToken.exId])
    expect(book.bids[0]?.unitPrice.toString()).toBe('0.5')
  })

  it('behavior: a price is divided out when first read, then kept', () => {
    const book = getOrderBook(
      [
        listing({ amt0: 300n, amt1: 100n }),
        listing({ tick0: W, tick1: 'UNIX', amt0: 100n, amt1: 400n }),
      ],
      'UNIX',
    )
    const [ask] = book.asks
    const [bid] = book.bids
    if (!ask || !bid) throw new Error('no entries')
    // A getter until read (the market's list reads only each floor's).
    expect(Object.getOwnPropertyDescriptor(ask, 'unitPrice')?.get).toBeTypeOf(
      'function',
    )
    expect(ask.unitPrice.toFixed(6)).toBe('0.333333')
    expect(ask.unitPrice).toBe(ask.unitPrice)
    // A bid's price is the WDOGE it pays per token.
    expect(bid.unitPrice.toString()).toBe('0.25')
  })

  it('behavior: prices compare exactly, equal prices oldest first', () => {
    // 10^40 / (3 × 10^40 + 1) is below 1/3 by less than a 36-decimal ratio shows.
    const third = listing({ amt0: 3n * 10n ** 40n, amt1: 10n ** 40n })
    const almost = listing({ amt0: 3n * 10n ** 40n + 1n, amt1: 10n ** 40n })
    const same = listing({ amt0: 6n, amt1: 2n })
    const book = getOrderBook([third, same, almost], 'UNIX')
    expect(book.asks.map((a) => a.exId)).toEqual([
      almost.exId,
      third.exId,
      same.exId,
    ])
  })

  it('behavior: E15 — the rest costs ceil(remaining × A1 / A0)', () => {
    const entry = getOrderBookEntry(
      listing({
        amt0: 700_000_000_000n,
        amt1: 30_000_000_000n,
        amt0Finish: 695_000_000_000n,
      }),
      'UNIX',
    )
    expect(entry).toMatchObject({
      side: 'ask',
      remaining: 5_000_000_000n,
      paymentForRest: 214_285_715n,
      tokenAmount: 5_000_000_000n,
      quoteAmount: 214_285_715n,
    })
  })
})

describe(planOrderV1Fills, () => {
  const asks = () =>
    getOrderBook(
      [
        listing({ amt0: 700_000_000_000n, amt1: 30_000_000_000n }),
        listing({
          amt0: 100_000_000_000n,
          amt1: 5_000_000_000n,
          holderAddress: 'DBuyer',
        }),
        listing({ amt0: 50_000_000_000n, amt1: 5_000_000_000n }),
      ],
      'UNIX',
    ).asks

  it('default: receive — whole listings at the capped price, then a partial', () => {
    const plan = planOrderV1Fills({
      entries: asks(),
      target: { kind: 'receive', amount: 710_000_000_000n },
      taker: 'DBuyer',
    })
    expect(plan.skippedOwn).toBe(1)
    expect(plan.available).toBe(750_000_000_000n)
    expect(plan.fills.map((f) => [f.payment, f.received, f.capped])).toEqual([
      [30_000_000_000n, 700_000_000_000n, false],
      [1_000_000_000n, 10_000_000_000n, false],
    ])
    expect(plan.received).toBe(710_000_000_000n)
    expect(plan.shortfall).toBe(0n)
  })

  it('behavior: receive more than listed leaves a shortfall', () => {
    const plan = planOrderV1Fills({
      entries: asks(),
      target: { kind: 'receive', amount: 800_000_000_000n },
      taker: 'DBuyer',
    })
    expect(plan.received).toBe(750_000_000_000n)
    expect(plan.shortfall).toBe(50_000_000_000n)
  })

  it('behavior: spend stops where the rest would receive 0', () => {
    const entries = getOrderBook(
      [listing({ amt0: 10n, amt1: 1_000n }), listing({ amt0: 3n, amt1: 9n })],
      'UNIX',
    ).asks
    // 9 takes the 3 (3 each); 99 into 10-for-1,000 gets 99 × 10 // 1000 = 0.
    const plan = planOrderV1Fills({
      entries,
      target: { kind: 'spend', amount: 108n },
      taker: 'DBuyer',
    })
    expect(plan.fills.map((f) => [f.payment, f.received])).toEqual([[9n, 3n]])
    expect(plan.zeroFill).toBe(true)
  })

  it('behavior: spend pays only what the tokens cost', () => {
    // 1 token for 3 units: a budget of 5 gets 1 and pays 3, not 5.
    const plan = planOrderV1Fills({
      entries: getOrderBook([listing({ amt0: 2n, amt1: 6n })], 'UNIX').asks,
      target: { kind: 'spend', amount: 5n },
      taker: 'DBuyer',
    })
    expect(plan.fills.map((f) => [f.payment, f.received])).toEqual([[3n, 1n]])
  })

  it('parameters: costPerFill — each trade takes its cost from the budget', () => {
    const plan = planOrderV1Fills({
      entries: asks(),
      target: {
        kind: 'spend',
        amount: 30_000_000_000n + 51_000_000n + 60_000_000n,
        costPerFill: 51_000_000n,
      },
      taker: 'DBuyer',
    })
    expect(plan.fills.map((f) => f.payment)).toEqual([
      30_000_000_000n,
      9_000_000n,
    ])
    expect(plan.fillCosts).toBe(102_000_000n)
    expect(plan.paid + plan.fillCosts).toBeLessThanOrEqual(
      30_000_000_000n + 111_000_000n,
    )
  })

  const book = fc
    .array(
      fc.record({
        amt0: fc.bigInt({ min: 1n, max: 10n ** 18n }),
        amt1: fc.bigInt({ min: 1n, max: 10n ** 18n }),
        filledPermille: fc.integer({ min: 0, max: 999 }),
        own: fc.boolean(),
      }),
      { maxLength: 8 },
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
      book,
      fc.oneof(
        fc.record({
          kind: fc.constant('receive' as const),
          amount: fc.bigInt({ min: 1n, max: 10n ** 19n }),
        }),
        fc.record({
          kind: fc.constant('spend' as const),
          amount: fc.bigInt({ min: 0n, max: 10n ** 19n }),
          costPerFill: fc.bigInt({ min: 0n, max: 10n ** 9n }),
        }),
      ),
    ],
    { numRuns: MONEY_RUNS },
  )(
    'property: every fill settles as planned; never an own listing, never 0',
    (entries, target) => {
      const plan = planOrderV1Fills({ entries, target, taker: 'DBuyer' })
      let paid = 0n
      let received = 0n
      for (const fill of plan.fills) {
        expect(fill.entry.maker).not.toBe('DBuyer')
        const settled = getOrderV1Fill({
          amount0: fill.entry.amount0,
          amount1: fill.entry.amount1,
          filled0: fill.entry.filled0,
          payment: fill.payment,
          maker: fill.entry.maker,
          buyer: 'DBuyer',
        })._unsafeUnwrap()
        expect(settled.received).toBe(fill.received)
        expect(fill.received).toBeGreaterThan(0n)
        // Never overpays: the payment is the smallest for what it gets.
        expect(settled.overpaid).toBe(0n)
        paid += fill.payment
        received += fill.received
      }
      expect(plan.paid).toBe(paid)
      expect(plan.received).toBe(received)
      if (target.kind === 'spend')
        expect(plan.paid + plan.fillCosts).toBeLessThanOrEqual(target.amount)
      else if (plan.shortfall === 0n)
        expect(plan.received).toBeGreaterThanOrEqual(target.amount)
      else expect(plan.received).toBe(plan.available)
    },
    // 10,000 books planned: seconds, not milliseconds, on a busy machine.
    60_000,
  )
})
