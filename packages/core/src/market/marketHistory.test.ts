import { describe, expect, it } from 'vitest'
import type { ExchangeCandle } from '../domain/candles.js'
import type { ExchangeOrder } from '../domain/listings.js'
import { WDOGE_TICK } from '../identifiers/wdogeTick.js'
import { describeOrderV1Operations } from './describeOrderV1Operations.js'
import { getListedAmountChange } from './getListedAmountChange.js'
import { DAY_MS, getMarketRows, getMarketTicks } from './getMarketRows.js'
import { listing } from './test/listing.js'

const W = WDOGE_TICK
const HOUR = 3_600_000
let id = 0

function order(
  overrides: Partial<ExchangeOrder> & Pick<ExchangeOrder, 'op' | 'exId'>,
): ExchangeOrder {
  id += 1
  return {
    id,
    orderId: `order-${id}`,
    holderAddress: 'DBuyer',
    feeAddress: 'AFee',
    feeTxHash: 'a'.repeat(64),
    txHash: id.toString(16).padStart(64, '0'),
    blockNumber: 100 + id,
    blockHash: 'b'.repeat(64),
    errInfo: '',
    errorCode: null,
    orderStatus: 0,
    status: 'completed',
    updateDateMs: id * HOUR,
    createDateMs: id * HOUR,
    tick0: 'UNIX',
    tick1: W,
    amt0: 0n,
    amt1: 0n,
    ...overrides,
  }
}

// docs/protocol.md E15: 7,000 UNIX for 300 WDOGE, then trades and a cancel.
const e15 = listing({
  amt0: 700_000_000_000n,
  amt1: 30_000_000_000n,
  amt0Finish: 700_000_000_000n,
  holderAddress: 'DMaker',
})
const create = order({
  op: 'create',
  exId: e15.exId,
  holderAddress: 'DMaker',
  amt0: e15.amt0,
  amt1: e15.amt1,
})
const trade = order({ op: 'trade', exId: e15.exId, amt1: 1_000_000_001n })
const cancel = order({
  op: 'cancel',
  exId: e15.exId,
  holderAddress: 'DMaker',
  amt0: 671_666_666_644n,
})
const capped = order({ op: 'trade', exId: e15.exId, amt1: 3_000_000_000n })
const taken = order({
  op: 'trade',
  exId: e15.exId,
  amt1: 1_000n,
  tick0: '',
  tick1: '',
  orderStatus: 1,
  status: 'failed',
  errInfo: 'exchangeTrade err: transfer amt < 0',
  errorCode: 'ZERO_OUTPUT',
})
const swallowed = order({
  op: 'cancel',
  exId: e15.exId,
  amt0: 1n,
  orderStatus: 1,
  status: 'pending',
})
const histories = new Map([
  [
    e15.exId,
    {
      listing: e15,
      operations: [taken, capped, cancel, trade, swallowed, create],
    },
  ],
])

describe(describeOrderV1Operations, () => {
  it('default: trades receive what the listing gives, replayed in chain order', () => {
    const rows = describeOrderV1Operations({
      records: [trade, capped, taken],
      tick: 'UNIX',
      histories,
    })
    expect(
      rows.map((r) => [r.tokenAmount, r.quoteAmount, r.status, r.failure]),
    ).toEqual([
      [23_333_333_356n, 1_000_000_001n, 'completed', undefined],
      [5_000_000_000n, 3_000_000_000n, 'completed', undefined],
      [0n, 1_000n, 'failed', 'LISTING_TAKEN'],
    ])
    expect(rows[0]?.maker).toBe('DMaker')
    expect(rows[0]?.side).toBe('ask')
    expect(rows[0]?.unitPrice?.toFixed(6)).toBe('0.042857')
  })

  it('behavior: a create walks the order status machine with its listing', () => {
    const [row] = describeOrderV1Operations({
      records: [create],
      tick: 'UNIX',
      histories,
    })
    // Partly traded, then the rest cancelled.
    expect(row?.status).toBe('cancel')
    const open = listing({ amt0: 10n, amt1: 10n })
    const partly = listing({ amt0: 10n, amt1: 10n, amt0Finish: 4n })
    const statusOf = (l: typeof open, ops: ExchangeOrder[] = []) =>
      describeOrderV1Operations({
        records: [order({ op: 'create', exId: l.exId })],
        tick: 'UNIX',
        histories: new Map([[l.exId, { listing: l, operations: ops }]]),
      })[0]?.status
    expect(statusOf(open)).toBe('sell')
    expect(
      statusOf(partly, [order({ op: 'trade', exId: partly.exId, amt1: 4n })]),
    ).toBe('selling')
  })

  it('behavior: a bid is the buy side; a swallowed cancel failed', () => {
    const bid = listing({ tick0: W, tick1: 'UNIX', amt0: 10n, amt1: 1_000n })
    const [created] = describeOrderV1Operations({
      records: [
        order({
          op: 'create',
          exId: bid.exId,
          tick0: W,
          tick1: 'UNIX',
          amt0: 10n,
          amt1: 1_000n,
        }),
      ],
      tick: 'UNIX',
      histories: new Map([[bid.exId, { listing: bid, operations: [] }]]),
    })
    expect(created).toMatchObject({
      side: 'bid',
      status: 'buy',
      tokenAmount: 1_000n,
      quoteAmount: 10n,
    })
    const [cancelRow] = describeOrderV1Operations({
      records: [swallowed],
      tick: 'UNIX',
      histories,
    })
    expect(cancelRow).toMatchObject({
      status: 'failed',
      failure: 'CANCEL_NOT_APPLIED',
    })
  })
})

describe(getListedAmountChange, () => {
  it('default: what was listed 24 h ago, replayed from the operations', () => {
    const nowMs = 100 * HOUR
    const old = listing({
      amt0: 1_000n,
      amt1: 100n,
      amt0Finish: 600n,
      createDateMs: 10 * HOUR,
    })
    const recent = listing({ amt0: 500n, amt1: 50n, createDateMs: 90 * HOUR })
    const operations = [
      // Before the window: 100 WDOGE ... 10 paid → 100 tokens.
      order({
        op: 'trade',
        exId: old.exId,
        amt1: 10n,
        createDateMs: 20 * HOUR,
      }),
      // Inside the window: 500 more taken.
      order({
        op: 'trade',
        exId: old.exId,
        amt1: 30n,
        createDateMs: 80 * HOUR,
      }),
      order({
        op: 'cancel',
        exId: old.exId,
        amt0: 200n,
        createDateMs: 90 * HOUR,
      }),
    ]
    const change = getListedAmountChange({
      tick: 'UNIX',
      listings: [old, recent],
      operations,
      nowMs,
    })
    expect(change).toMatchObject({ now: 900n, before: 900n, change: 0n })
    expect(change.percent?.toString()).toBe('0')
    const later = getListedAmountChange({
      tick: 'UNIX',
      listings: [old],
      operations,
      nowMs,
    })
    expect(later.now).toBe(400n)
    expect(later.before).toBe(900n)
    expect(later.percent?.toFixed(2)).toBe('-55.56')
  })
})

describe(getMarketRows, () => {
  it('default: floor and counts from listings, volume from candles, change from the summary', () => {
    const nowMs = 10 * DAY_MS
    const cheap = listing({ amt0: 200n, amt1: 10n })
    const dear = listing({ amt0: 100n, amt1: 10n })
    const bid = listing({ tick0: W, tick1: 'CARDI', amt0: 5n, amt1: 50n })
    const candle = (hoursAgo: number, quote: bigint): ExchangeCandle => ({
      id: 0,
      tick: 'UNIX',
      tick0: 'UNIX',
      tick1: W,
      openPrice: 0.05,
      closePrice: 0.06,
      lowestAsk: 0.05,
      highestBid: 0.06,
      baseVolume: 1n,
      quoteVolume: quote,
      lastDateMs: nowMs - hoursAgo * HOUR,
      dateInterval: '1h',
      updateDateMs: 0,
      createDateMs: 0,
    })
    const rows = getMarketRows({
      listings: [dear, cheap, bid],
      summaries: [
        {
          tick: 'UNIX',
          totalMaxAmt: '',
          lastPrice: 0.06,
          lowestAsk: 0,
          highestBid: 0,
          baseVolume: 0,
          quoteVolume: 123,
          priceChangePercent24h: -4.5,
          holders: 3,
          footPrice: 0.05,
          logo: null,
          isCheck: true,
        },
      ],
      candles: new Map([
        ['UNIX', [candle(2, 7n), candle(23, 5n), candle(25, 100n)]],
      ]),
      nowMs,
    })
    expect(rows.map((r) => r.tick)).toEqual(['CARDI', 'UNIX'])
    const [cardi, unix] = rows
    expect(cardi).toMatchObject({ listedCount: 0, bidCount: 1, isCheck: false })
    expect(unix).toMatchObject({
      listedAmount: 300n,
      listedCount: 2,
      volume24h: 12n,
      change24h: -4.5,
      totalVolume: 123,
      isCheck: true,
    })
    expect(unix?.floor?.exId).toBe(cheap.exId)
    expect(unix?.sparkline).toHaveLength(3)
    expect(cardi?.volume24h).toBeUndefined()
  })
})

describe(getMarketTicks, () => {
  it('default: the sorted tokens of open asks and bids, filled listings left out', () => {
    const ask = listing({ tick0: 'UNIX', amt0: 10n, amt1: 1n })
    const bid = listing({ tick0: W, tick1: 'CARDI', amt0: 5n, amt1: 50n })
    const filled = listing({
      tick0: 'DOGI',
      amt0: 10n,
      amt1: 1n,
      amt0Finish: 10n,
    })
    const again = listing({ tick0: 'UNIX', amt0: 3n, amt1: 1n })
    expect(getMarketTicks([ask, bid, filled, again])).toEqual(['CARDI', 'UNIX'])
    expect(getMarketTicks([])).toEqual([])
  })
})
