import { describe, expect, it } from 'vitest'
import { WDOGE_TICK } from '../identifiers/wdogeTick.js'
import { getOrderBook } from './getOrderBook.js'
import { getOrderV1ListFormState } from './getOrderV1ListFormState.js'
import { getOrderV1TakeFormState } from './getOrderV1TakeFormState.js'
import { listing } from './test/listing.js'

const W = WDOGE_TICK
const UNIT = 100_000_000n
const COST = 51_000_000n

// docs/protocol.md E15: 7,000 UNIX for 300 WDOGE.
const e15 = listing({ amt0: 700_000_000_000n, amt1: 30_000_000_000n })
const own = listing({
  amt0: 100n * UNIT,
  amt1: 1n * UNIT,
  holderAddress: 'DBuyer',
})
const book = getOrderBook([e15, own], 'UNIX')

const take = (
  overrides: Partial<Parameters<typeof getOrderV1TakeFormState>[0]>,
) =>
  getOrderV1TakeFormState({
    side: 'buy',
    entries: book.asks,
    amountText: '',
    taker: 'DBuyer',
    paymentBalance: 1_000n * UNIT,
    dogeBalance: 10n * UNIT,
    dogeCostPerTrade: COST,
    ...overrides,
  })

describe(getOrderV1TakeFormState, () => {
  it('default: a buy of part of a listing, exact, one payload', () => {
    const state = take({ amountText: '233.33333356' })
    expect(state.issues).toEqual([])
    expect(state.plan?.fills.map((f) => [f.payment, f.received])).toEqual([
      [1_000_000_001n, 23_333_333_356n],
    ])
    expect(state.payloads).toEqual([
      {
        p: 'order-v1',
        op: 'trade',
        exid: e15.exId,
        amt1: '1000000001',
      },
    ])
    expect(state.dogeCost).toBe(COST)
  })

  it('behavior: the whole listing pays ceil(remaining × A1 / A0), no more', () => {
    const rest = listing({
      amt0: 700_000_000_000n,
      amt1: 30_000_000_000n,
      amt0Finish: 695_000_000_000n,
    })
    const state = take({
      entries: getOrderBook([rest], 'UNIX').asks,
      amountText: '50',
    })
    expect(state.payloads[0]?.amt1).toBe('214285715')
    expect(state.plan?.fills[0]?.capped).toBe(true)
    expect(state.plan?.received).toBe(5_000_000_000n)
  })

  it.each([
    ['', { code: 'ENTER_AMOUNT' }],
    ['0', { code: 'AMOUNT_NOT_POSITIVE' }],
    [
      '7000.00000001',
      { code: 'INSUFFICIENT_AVAILABILITY', available: e15.amt0 },
    ],
  ])("behavior: '%s' is refused", (amountText, issue) => {
    expect(take({ amountText }).issues).toEqual([issue])
  })

  it('behavior: the buyer picking its own listing is refused before signing', () => {
    expect(take({ pickedExId: own.exId, amountText: '1' }).issues).toEqual([
      { code: 'SELF_TRADE' },
    ])
  })

  it('behavior: a listing that closed is refused', () => {
    expect(
      take({ pickedExId: 'f'.repeat(64), amountText: '1' }).issues,
    ).toEqual([{ code: 'LISTING_CLOSED' }])
  })

  it("behavior: 'Not enough WDOGE in wallet' with the shortfall to wrap", () => {
    expect(
      take({ amountText: '7000', paymentBalance: 100n * UNIT }).issues,
    ).toEqual([
      {
        code: 'NOT_ENOUGH_BALANCE',
        tick: W,
        required: 300n * UNIT,
        shortfall: 200n * UNIT,
      },
    ])
  })

  it('behavior: the DOGE for the reveals is checked', () => {
    expect(take({ amountText: '1', dogeBalance: COST - 1n }).issues).toEqual([
      { code: 'NOT_ENOUGH_DOGE', required: COST },
    ])
  })

  it('behavior: balances not known yet keep the button waiting', () => {
    const state = take({ amountText: '1', paymentBalance: undefined })
    expect(state.issues).toEqual([{ code: 'LOADING_BALANCE' }])
    expect(state.payloads).toHaveLength(1)
  })

  it('parameters: side sell — tokens into a bid, a rest of 0 refused', () => {
    // A bid: 10 WDOGE for 1,000 UNIX (0.01 WDOGE per UNIX).
    const bid = listing({
      tick0: W,
      tick1: 'UNIX',
      amt0: 10n * UNIT,
      amt1: 1_000n * UNIT,
    })
    const bids = getOrderBook([bid], 'UNIX').bids
    const sell = (amountText: string) =>
      getOrderV1TakeFormState({
        side: 'sell',
        entries: bids,
        amountText,
        taker: 'DSeller',
        paymentBalance: 5_000n * UNIT,
        dogeBalance: UNIT,
        dogeCostPerTrade: COST,
      })
    const half = sell('500')
    expect(half.issues).toEqual([])
    expect(half.plan?.received).toBe(5n * UNIT)
    expect(half.payloads[0]).toMatchObject({
      exid: bid.exId,
      amt1: '50000000000',
    })
    expect(sell('0.00000099').issues).toEqual([{ code: 'ZERO_FILL' }])
    expect(sell('1000.00000001').issues).toEqual([
      { code: 'INSUFFICIENT_AVAILABILITY', available: 1_000n * UNIT },
    ])
  })
})

describe(getOrderV1ListFormState, () => {
  const lowestAsk = getOrderBook([e15], 'UNIX').asks[0]
  const list = (
    overrides: Partial<Parameters<typeof getOrderV1ListFormState>[0]>,
  ) =>
    getOrderV1ListFormState({
      side: 'ask',
      tick: 'UNIX',
      amountText: '100',
      priceText: '0.05',
      priceMode: 'unit',
      escrowBalance: 1_000n * UNIT,
      dogeBalance: UNIT,
      dogeCostPerListing: COST,
      lowestAsk,
      ...overrides,
    })

  it('default: an ask escrows the tokens for the total', () => {
    const state = list({})
    expect(state.issues).toEqual([])
    expect(state.payload).toEqual({
      p: 'order-v1',
      op: 'create',
      tick0: 'UNIX',
      tick1: W,
      amt0: '10000000000',
      amt1: '500000000',
    })
    expect(state.unitPrice?.toString()).toBe('0.05')
    expect(state.warnings).toEqual([])
  })

  it('behavior: tiny prices read to 10^-18; the total rounds down', () => {
    const state = list({ amountText: '3', priceText: '0.000000001234567891' })
    // 300,000,000 × 1,234,567,891 // 10^18 = 0 → refused.
    expect(state.issues).toEqual([{ code: 'TOTAL_ZERO' }])
    const many = list({
      amountText: '1000',
      priceText: '0.000000001234567891',
    })
    expect(many.amount1).toBe(123n)
  })

  it('parameters: priceMode total — the price per token follows', () => {
    const state = list({ priceMode: 'total', priceText: '3' })
    expect(state.amount1).toBe(3n * UNIT)
    expect(state.unitPrice?.toString()).toBe('0.03')
  })

  it('behavior: under the floor warns; over 20% under needs a confirmation', () => {
    // Floor: 300 / 7000 = 0.042857…
    const near = list({ priceText: '0.04' })
    expect(near.warnings.map((w) => w.code)).toEqual(['BELOW_FLOOR'])
    expect(near.needsPriceConfirmation).toBe(false)
    const far = list({ priceText: '0.004' })
    expect(far.warnings[0]?.code).toBe('FAR_BELOW_FLOOR')
    expect(far.warnings[0]).toMatchObject({ code: 'FAR_BELOW_FLOOR' })
    expect(far.needsPriceConfirmation).toBe(true)
  })

  it("behavior: 'Not enough UNIX in wallet'", () => {
    expect(list({ escrowBalance: 99n * UNIT }).issues).toEqual([
      { code: 'NOT_ENOUGH_BALANCE', tick: 'UNIX', required: 100n * UNIT },
    ])
  })

  it('parameters: side bid — escrows WDOGE for the tokens', () => {
    const state = list({ side: 'bid', priceText: '0.05' })
    expect(state.payload).toMatchObject({
      tick0: W,
      tick1: 'UNIX',
      amt0: '500000000',
      amt1: '10000000000',
    })
    const dear = list({ side: 'bid', priceText: '0.05' })
    expect(dear.warnings.map((w) => w.code)).toEqual(['ABOVE_LOWEST_ASK'])
  })
})
