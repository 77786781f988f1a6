import { type ApiClient, createApiClient } from '@drc20/api'
import {
  describeOrderV1Operations,
  getOrderBook,
  WDOGE_TICK,
} from '@drc20/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createDevnet, type Devnet } from '../../createDevnet.js'
import { WALLET_ACCOUNTS } from '../../seed/accounts.js'
import {
  EXCHANGE_MAKER_ACCOUNT,
  KIBBLES_POOL,
} from '../../seed/seedExchange.js'
import { type DevnetServer, startDevnetServer } from '../createDevnetServer.js'

const UNIT = 100_000_000n
let devnet: Devnet
let server: DevnetServer
let api: ApiClient

beforeAll(async () => {
  devnet = createDevnet({ seed: 1, scale: 'small' })
  server = await startDevnetServer({
    devnet: () => devnet,
    ogAddresses: devnet.ogAddresses,
  })
  api = createApiClient({ baseUrl: server.url })
}, 60_000)
afterAll(() => server.close())

describe('seedExchange', () => {
  it('default: the KIBBLES book is fixed, cheapest ask under the pool', async () => {
    const page = (
      await api.getExchangeListings({
        tick0: 'KIBBLES',
        notDone: true,
        limit: -1,
      })
    )._unsafeUnwrap()
    const bids = (
      await api.getExchangeListings({
        tick1: 'KIBBLES',
        notDone: true,
        limit: -1,
      })
    )._unsafeUnwrap()
    const book = getOrderBook([...page.items, ...bids.items], 'KIBBLES')
    expect(book.asks.map((a) => a.unitPrice.toString())).toEqual([
      '0.0095',
      '0.0098',
      '0.0105',
      '0.012',
    ])
    expect(book.asks[1]?.remaining).toBe(7_500n * UNIT)
    expect(book.bids.map((b) => b.unitPrice.toString())).toEqual([
      '0.009',
      '0.0085',
    ])
    const reserves = (
      await api.getReservesV3({ tick0: 'KIBBLES', tick1: WDOGE_TICK })
    )._unsafeUnwrap()
    expect([reserves.reserve0, reserves.reserve1]).toEqual([
      KIBBLES_POOL.token,
      KIBBLES_POOL.wdoge,
    ])
  })

  it('default: several makers and prices, partial fills, cancels, a failed race', async () => {
    for (const tick of ['BONEMEAL', 'WAGTAIL']) {
      const listings = (
        await api.getExchangeListings({ tick0: tick, limit: -1 })
      )._unsafeUnwrap()
      const makers = new Set(listings.items.map((l) => l.holderAddress))
      expect(makers.size).toBeGreaterThanOrEqual(5)
      const prices = new Set(
        listings.items.map((l) => (l.amt1 * 10n ** 12n) / l.amt0),
      )
      expect(prices.size).toBeGreaterThan(10)
      expect(
        listings.items.some((l) => l.amt0Finish > 0n && l.amt0Finish < l.amt0),
      ).toBe(true)
      const orders = (
        await api.getExchangeOrders({ tick, limit: -1 })
      )._unsafeUnwrap()
      expect(orders.items.some((o) => o.op === 'cancel')).toBe(true)
    }
    const state = devnet.index()
    expect(
      state.exchangeOrders.some(
        (o) => o.op === 'trade' && o.err_info.includes('transfer amt < 0'),
      ),
    ).toBe(true)
  })

  it('default: the maker account holds the market tokens', () => {
    const maker = WALLET_ACCOUNTS[EXCHANGE_MAKER_ACCOUNT]?.address ?? ''
    expect(devnet.index().balances.get('KIBBLES')?.get(maker)).toBe(
      200_000n * UNIT,
    )
  })
})

describe('exchange routes', () => {
  it('default: candles from settled trades, token and WDOGE volumes', async () => {
    const candles = (
      await api.getExchangeCandles({
        tick0: 'BONEMEAL',
        tick1: WDOGE_TICK,
        dateInterval: '1h',
      })
    )._unsafeUnwrap()
    expect(candles.items.length).toBeGreaterThan(20)
    const [newest, older] = candles.items
    expect(newest?.lastDateMs).toBeGreaterThan(older?.lastDateMs ?? 0)
    // WDOGE per BONEMEAL: around 0.00002.
    expect(newest?.closePrice).toBeGreaterThan(0.00001)
    expect(newest?.closePrice).toBeLessThan(0.00004)
    expect(candles.items.every((c) => c.baseVolume > 0n)).toBe(true)
    // The same sums as the trades replayed from their listings.
    const listings = (
      await api.getExchangeListings({ tick0: 'BONEMEAL', limit: -1 })
    )._unsafeUnwrap()
    const bids = (
      await api.getExchangeListings({ tick1: 'BONEMEAL', limit: -1 })
    )._unsafeUnwrap()
    const orders = (
      await api.getExchangeOrders({ tick: 'BONEMEAL', limit: -1 })
    )._unsafeUnwrap()
    const histories = new Map(
      [...listings.items, ...bids.items].map((listing) => [
        listing.exId,
        {
          listing,
          operations: orders.items.filter((o) => o.exId === listing.exId),
        },
      ]),
    )
    const rows = describeOrderV1Operations({
      records: orders.items.filter((o) => o.op === 'trade'),
      tick: 'BONEMEAL',
      histories,
    })
    let tokens = 0n
    let wdoge = 0n
    for (const row of rows) {
      if (row.record.status !== 'completed') continue
      tokens += row.tokenAmount ?? 0n
      wdoge += row.quoteAmount ?? 0n
    }
    const all = (
      await api.getExchangeCandles({
        tick0: WDOGE_TICK,
        tick1: 'BONEMEAL',
        dateInterval: '1d',
      })
    )._unsafeUnwrap()
    expect(all.items.reduce((sum, c) => sum + c.baseVolume, 0n)).toBe(tokens)
    expect(all.items.reduce((sum, c) => sum + c.quoteVolume, 0n)).toBe(wdoge)
  })

  it('default: the v3 summaries carry the figures the v4 summary zeroes', async () => {
    const [bone] = (
      await api.getExchangeSummariesV3({ tick: 'BONEMEAL' })
    )._unsafeUnwrap()
    expect(bone?.lastPrice).toBeGreaterThan(0)
    expect(bone?.quoteVolume).toBeGreaterThan(0)
    expect(bone?.footPrice).toBeGreaterThan(0)
    expect(bone?.isCheck).toBe(true)
    const all = (await api.getExchangeSummariesV3())._unsafeUnwrap()
    expect(all.find((s) => s.tick === 'WAGTAIL')?.isCheck).toBe(false)
    const v4 = (
      await api.getExchangeSummaries({ tick: 'BONEMEAL' })
    )._unsafeUnwrap()
    expect(v4.items[0]?.lastPrice).toBe(0)
    expect(v4.items[0]?.quoteVolume).toBe(0)
  })

  it('behavior: a trade settles into the candles and totals at once', async () => {
    const before = (await api.getExchangeTotals())._unsafeUnwrap()
    const [ask] = getOrderBook(
      (
        await api.getExchangeListings({
          tick0: 'KIBBLES',
          notDone: true,
          limit: -1,
        })
      )._unsafeUnwrap().items,
      'KIBBLES',
    ).asks
    const buyer = WALLET_ACCOUNTS[12]?.address ?? ''
    const submitted = devnet.submit({
      address: buyer,
      payloads: [
        { p: 'order-v1', op: 'trade', exid: ask?.exId, amt1: '95000000' },
      ],
    })
    expect(submitted.ok).toBe(true)
    devnet.mine(2)
    const after = (await api.getExchangeTotals())._unsafeUnwrap()
    expect(after.valueAll - before.valueAll).toBe(95_000_000)
    const [hour] = (
      await api.getExchangeCandles({
        tick0: 'KIBBLES',
        tick1: WDOGE_TICK,
        dateInterval: '1h',
      })
    )._unsafeUnwrap().items
    // 0.95 WDOGE at 0.0095 buys exactly 100 KIBBLES.
    expect(hour?.baseVolume).toBeGreaterThanOrEqual(100n * UNIT)
    expect(hour?.closePrice).toBe(0.0095)
  })
})
