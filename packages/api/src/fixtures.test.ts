import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { isLosslessNumber, parse, stringify } from 'lossless-json'
import type { ResultAsync } from 'neverthrow'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiClient, createApiClient } from './createApiClient.js'
import type { ApiError } from './errors.js'
import { startTestServer, type TestServer } from './test/startTestServer.js'

/** The provider API reference fixtures, kept in this package. */
const FIXTURES = join(import.meta.dirname, '../fixtures')

type Call = (api: ApiClient) => ResultAsync<unknown, ApiError>

/**
 * Each fixture: the path the client must POST to, the call that produces
 * the fixture's request, and whether the sent body must equal the
 * fixture's request exactly.
 */
const ROUTES: Record<string, { path: string; call: Call; sameBody?: boolean }> =
  {
    'v4-info-lastnumber.json': {
      path: '/v4/info/lastnumber',
      call: (api) => api.getLastNumber(),
      sameBody: true,
    },
    'v4-info-blocknumber.json': {
      path: '/v4/info/blocknumber',
      call: (api) => api.getBlockInfo(),
      sameBody: true,
    },
    'v4-drc20-collect.json': {
      path: '/v4/drc20/collect',
      call: (api) => api.getTokens({ limit: 3, offset: 0 }),
      sameBody: true,
    },
    'v4-drc20-collect-tick.json': {
      path: '/v4/drc20/collect',
      call: (api) => api.getTokens({ tick: 'UNIX' }),
      sameBody: true,
    },
    'v4-drc20-collect-address.json': {
      path: '/v4/drc20/collect-address',
      call: (api) => api.getBalances({ tick: 'UNIX', limit: 3, offset: 0 }),
      sameBody: true,
    },
    'v4-drc20-collect-address-holder.json': {
      path: '/v4/drc20/collect-address',
      call: (api) =>
        api.getBalances({
          holderAddress: 'DBQwvSkNeEVKt5vHSsVtAgSRG5WhPMVDSQ',
          limit: 2000,
          offset: 0,
        }),
      sameBody: true,
    },
    'v4-drc20-order.json': {
      path: '/v4/drc20/order',
      call: (api) =>
        api.getDrc20Orders({
          address: 'DBQwvSkNeEVKt5vHSsVtAgSRG5WhPMVDSQ',
          limit: 2,
          offset: 0,
        }),
      sameBody: true,
    },
    'v4-drc20-history.json': {
      path: '/v4/drc20/history',
      call: (api) =>
        api.getDrc20History({
          tick: 'UNIX',
          address: 'DBQwvSkNeEVKt5vHSsVtAgSRG5WhPMVDSQ',
          limit: 3,
          offset: 0,
        }),
      sameBody: true,
    },
    'v4-swap-order.json': {
      path: '/v4/swap/order',
      call: (api) =>
        api.getSwapOrders({
          holderAddress: 'DBQwvSkNeEVKt5vHSsVtAgSRG5WhPMVDSQ',
          limit: 2,
          offset: 0,
        }),
      sameBody: true,
    },
    'v4-swap-liquidity.json': {
      path: '/v4/swap/liquidity',
      call: (api) =>
        api.getSwapPools({ tick0: 'UNIX', tick1: 'WDOGE(WRAPPED-DOGE)' }),
      sameBody: true,
    },
    'v4-swap-liquidity-address.json': {
      path: '/v4/swap/liquidity/address',
      call: (api) =>
        api.getLiquidityPositions({
          holderAddress: 'DBQwvSkNeEVKt5vHSsVtAgSRG5WhPMVDSQ',
          limit: 10,
          offset: 0,
        }),
      sameBody: true,
    },
    'v4-swap-price.json': {
      path: '/v4/swap/price',
      call: (api) => api.getSwapPrices(),
      sameBody: true,
    },
    'v4-swap-k.json': {
      path: '/v4/swap/k',
      call: (api) =>
        api.getSwapCandles({
          tick: 'UNIX',
          dateInterval: '1d',
          limit: 3,
          offset: 0,
        }),
      sameBody: true,
    },
    'v4-swap-tvl.json': {
      path: '/v4/swap/tvl',
      call: (api) =>
        api.getSwapTvl({
          tick: 'UNIX-SWAP-WDOGE(WRAPPED-DOGE)',
          limit: 3,
          offset: 0,
        }),
      sameBody: true,
    },
    'v4-swap-tvl-total.json': {
      path: '/v4/swap/tvl/total',
      call: (api) => api.getSwapTvlTotal({ limit: 2, offset: 0 }),
      sameBody: true,
    },
    'v4-swap-summary.json': {
      path: '/v4/swap/summary',
      call: (api) => api.getSwapSummaries({ limit: 2, offset: 0 }),
      sameBody: true,
    },
    'v4-swap-pair.json': {
      path: '/v4/swap/pair',
      call: (api) => api.getSwapPairs({ tick: 'UNIX', limit: 2, offset: 0 }),
      sameBody: true,
    },
    'v4-swap-v2-order.json': {
      path: '/v4/swap_v2/order',
      call: (api) =>
        api.getSwapV2Orders({
          pairId:
            'f896dd29c42116393023cbeef6b7313b905d6942f817e3f23832729850b3312a',
          limit: 1,
          offset: 0,
        }),
      sameBody: true,
    },
    'v4-swap-v2-liquidity.json': {
      path: '/v4/swap_v2/liquidity',
      call: (api) =>
        api.getSwapV2Pools({
          pairId:
            'f896dd29c42116393023cbeef6b7313b905d6942f817e3f23832729850b3312a',
        }),
      sameBody: true,
    },
    'v4-swap-v2-liquidity-address.json': {
      path: '/v4/swap_v2/liquidity/address',
      call: (api) =>
        api.getLiquidityPositionsV2({
          holderAddress: 'DEMZQAJjdNMM9M3Sk7LAmtPdk8me6SZUm1',
          limit: 10,
          offset: 0,
        }),
      sameBody: true,
    },
    'v4-swap-v2-price.json': {
      path: '/v4/swap_v2/price',
      call: (api) => api.getSwapV2Prices(),
      sameBody: true,
    },
    'v4-swap-v2-k.json': {
      path: '/v4/swap_v2/k',
      call: (api) =>
        api.getSwapV2Candles({
          tickId:
            'a201fe3965707b4865e3b82a2d761650c551b50d5f273d00fdbb8837dc199888',
          dateInterval: '1h',
          from: 1735588800,
          to: 1735603200,
        }),
      sameBody: true,
    },
    'v4-exchange-order.json': {
      path: '/v4/exchange/order',
      call: (api) =>
        api.getExchangeOrders({
          exid: '7a51a63240f3a374c9aff2b0fdeacaf0a3b57c3e9d2b2e19cdc95ab3f0be393f',
          limit: 2,
          offset: 0,
        }),
      sameBody: true,
    },
    'v4-exchange-collect.json': {
      path: '/v4/exchange/collect',
      call: (api) =>
        api.getExchangeListings({
          tick0: 'CARDI',
          notDone: true,
          limit: 2,
          offset: 0,
        }),
      sameBody: true,
    },
    'v4-exchange-summary.json': {
      path: '/v4/exchange/summary',
      call: (api) => api.getExchangeSummaries({ tick: 'CARDI' }),
      sameBody: true,
    },
    'v4-exchange-summary-total.json': {
      path: '/v4/exchange/summary/total',
      call: (api) => api.getExchangeTotals(),
      sameBody: true,
    },
    'v4-exchange-k.json': {
      path: '/v4/exchange/k',
      call: (api) =>
        api.getExchangeCandles({
          tick0: 'CARDI',
          tick1: 'WDOGE(WRAPPED-DOGE)',
          dateInterval: '1d',
          limit: 2,
          offset: 0,
        }),
      sameBody: true,
    },
    'v4-box-order.json': {
      path: '/v4/box/order',
      call: (api) => api.getBoxOrders({ tick0: 'PEPEX', limit: 2, offset: 0 }),
      sameBody: true,
    },
    'v4-box-collect.json': {
      path: '/v4/box/collect',
      call: (api) => api.getBoxSales({ limit: 2, offset: 0 }),
      sameBody: true,
    },
    'v4-wdoge-order.json': {
      path: '/v4/wdoge/order',
      call: (api) =>
        api.getWdogeOrders({
          holderAddress: 'DBQwvSkNeEVKt5vHSsVtAgSRG5WhPMVDSQ',
          limit: 2,
          offset: 0,
        }),
      sameBody: true,
    },
    'v4-stake-order.json': {
      path: '/v4/stake/order',
      call: (api) =>
        api.getStakeOrders({
          holderAddress: 'DBQwvSkNeEVKt5vHSsVtAgSRG5WhPMVDSQ',
          limit: 2,
          offset: 0,
        }),
      sameBody: true,
    },
    'v4-stake-collect.json': {
      path: '/v4/stake/collect',
      call: (api) => api.getStakePools({ limit: 50, offset: 0 }),
      sameBody: true,
    },
    'v4-stake-collect-address.json': {
      path: '/v4/stake/collect-address',
      call: (api) =>
        api.getStakePositions({
          holderAddress: 'DBQwvSkNeEVKt5vHSsVtAgSRG5WhPMVDSQ',
          limit: 10,
          offset: 0,
        }),
      sameBody: true,
    },
    'v4-stake-reward.json': {
      path: '/v4/stake/reward',
      call: (api) =>
        api.getStakeRewards({
          holderAddress: 'DBQwvSkNeEVKt5vHSsVtAgSRG5WhPMVDSQ',
          tick: 'UNIX',
        }),
      sameBody: true,
    },
    'v4-stake-total.json': {
      path: '/v4/stake/total',
      call: (api) => api.getStakeTotals(),
      sameBody: true,
    },
    'v4-nft-order.json': {
      path: '/v4/nft/order',
      call: (api) =>
        api.getNftOrders({
          holderAddress: 'DBQwvSkNeEVKt5vHSsVtAgSRG5WhPMVDSQ',
          limit: 2,
          offset: 0,
        }),
      sameBody: true,
    },
    'v4-nft-collect.json': {
      path: '/v4/nft/collect',
      call: (api) => api.getNftCollections({ limit: 1, offset: 0 }),
      sameBody: true,
    },
    'v4-nft-collect-address.json': {
      path: '/v4/nft/collect-address',
      call: (api) =>
        api.getNftItems({
          tick: 'DOGEART',
          holderAddress: 'DGW9BKXjniY8DPmgJ8crYe5H71gN6ZNwsn',
          limit: 50,
          offset: 0,
        }),
      sameBody: true,
    },
    'v4-file-order.json': {
      path: '/v4/file/order',
      call: (api) =>
        api.getFileOrders({
          holderAddress: 'DBQwvSkNeEVKt5vHSsVtAgSRG5WhPMVDSQ',
          limit: 2,
          offset: 0,
        }),
      sameBody: true,
    },
    'v4-file-collect-address.json': {
      path: '/v4/file/collect-address',
      call: (api) =>
        api.getFileHoldings({
          holderAddress: 'D6DKBtcmHcgLxA51xjDfdSeiXb1siNDYWE',
          noMeta: 2,
          limit: 2,
          offset: 0,
        }),
      sameBody: true,
    },
    'v4-file-collections.json': {
      path: '/v4/file/collections',
      call: (api) =>
        api.getFileCollections({
          metaId: '57543e50-8a35-44eb-b59d-bc3e2e4470ff',
        }),
      sameBody: true,
    },
    'v4-file-collections-inscriptions.json': {
      path: '/v4/file/collections/inscriptions',
      call: (api) =>
        api.getFileCollectionItems({
          metaId: '57543e50-8a35-44eb-b59d-bc3e2e4470ff',
          limit: 10,
          offset: 0,
        }),
      sameBody: true,
    },
    'v4-file-collections-attributes.json': {
      path: '/v4/file/collections/attributes',
      call: (api) =>
        api.getFileCollectionAttributes({
          metaId: '57543e50-8a35-44eb-b59d-bc3e2e4470ff',
        }),
      sameBody: true,
    },
    'v4-file-exchange-order.json': {
      path: '/v4/file-exchange/order',
      call: (api) =>
        api.getFileExchangeOrders({
          metaId: '57543e50-8a35-44eb-b59d-bc3e2e4470ff',
          op: ['create', 'trade'],
          limit: 2,
          offset: 0,
        }),
      sameBody: true,
    },
    'v4-file-exchange-activity.json': {
      path: '/v4/file-exchange/activity',
      call: (api) =>
        api.getFileExchangeActivity({
          metaId: '57543e50-8a35-44eb-b59d-bc3e2e4470ff',
          op: 'trade',
          limit: 1,
          offset: 0,
        }),
      sameBody: true,
    },
    'v4-file-exchange-summary-all.json': {
      path: '/v4/file-exchange/summary/all',
      call: (api) =>
        api.getFileCollectionSummaries({
          metaId: '57543e50-8a35-44eb-b59d-bc3e2e4470ff',
        }),
      sameBody: true,
    },
    'v4-file-exchange-inscriptions.json': {
      path: '/v4/file-exchange/inscriptions',
      call: (api) =>
        api.getFileExchangeItems({
          metaId: '57543e50-8a35-44eb-b59d-bc3e2e4470ff',
          attributes: { Hat: ['Crown'] },
          listed: true,
          tick: ['WDOGE(WRAPPED-DOGE)'],
          priceOrder: 'asc',
          limit: 2,
          offset: 0,
        }),
      sameBody: true,
    },
    'v4-cross-collect.json': {
      path: '/v4/cross/collect',
      call: (api) =>
        api.getCrossOrder({ orderId: 'b6c48941-426f-42ca-8b33-e630dc046b37' }),
      sameBody: true,
    },
    'v3-drc20-all.json': {
      path: '/v3/drc20/all',
      // The fixture's limit/offset are ignored by the server: none are sent.
      call: (api) => api.getTokensV3(),
    },
    'v3-drc20-tick.json': {
      path: '/v3/drc20/tick',
      call: (api) => api.getTokenV3({ tick: 'MEME' }),
      sameBody: true,
    },
    'v3-drc20-holders.json': {
      path: '/v3/drc20/holders',
      call: (api) => api.getHoldersV3({ tick: 'D20', limit: 1, offset: 0 }),
      sameBody: true,
    },
    'v3-drc20-holders-bigint.json': {
      path: '/v3/drc20/holders',
      call: (api) => api.getHoldersV3({ tick: 'UNIX', limit: 3, offset: 0 }),
      sameBody: true,
    },
    'v3-drc20-address.json': {
      path: '/v3/drc20/address',
      call: (api) =>
        api.getBalancesV3({
          receiveAddress: 'DBQwvSkNeEVKt5vHSsVtAgSRG5WhPMVDSQ',
          limit: 1,
          offset: 0,
        }),
      sameBody: true,
    },
    'v3-drc20-address-tick.json': {
      path: '/v3/drc20/address/tick',
      call: (api) =>
        api.getBalanceV3({
          receiveAddress: 'DNLAAKAJZf4h8pheVSquisEyKCqDNDRGYm',
          tick: 'IDOL',
        }),
      sameBody: true,
    },
    'v3-orders-address.json': {
      path: '/v3/orders/address',
      call: (api) =>
        api.getOrdersByAddressV3({
          receiveAddress: 'DBQwvSkNeEVKt5vHSsVtAgSRG5WhPMVDSQ',
          limit: 1,
          offset: 0,
        }),
      sameBody: true,
    },
    'v3-orders-hash.json': {
      path: '/v3/orders/hash',
      call: (api) =>
        api.getOrderByHashV3({
          hash: 'f5230c3dabdd594603acf5d957bab237b71a81d5093c803a96bba682fb85f7eb',
        }),
      sameBody: true,
    },
    'v3-drc20-order-id.json': {
      path: '/v3/drc20/order/id',
      call: (api) =>
        api.getOrderByIdV3({ orderId: '8a70718b-d66b-438e-8ae1-a8bdfddf3caf' }),
      sameBody: true,
    },
    'v3-swap-getreserves.json': {
      path: '/v3/swap/getreserves',
      call: (api) =>
        api.getReservesV3({ tick0: 'WDOGE(WRAPPED-DOGE)', tick1: 'UNIX' }),
      sameBody: true,
    },
    'v3-swap-price.json': {
      path: '/v3/swap/price',
      call: (api) => api.getSwapPricesV3(),
      sameBody: true,
    },
    'v3-tx-broadcast.json': {
      path: '/v3/tx/broadcast',
      call: (api) =>
        api.broadcastTransaction({
          txHex:
            '010000000159611359b88c9a876d7b5b1ea2e793ad6a47a7064245a42ffddcb00aeb3391d1000000006a47304402206dc09fb627583572b82860f5273505e0ee8f6a689018d41f18761a320a03176202206b6baa1e75a662a1ab91c9584d6fc62c1db457fb55a8a97062c9f0d06414c9a0012103de9b39a56ca16f07af5c6e5aeac4d5d09b87b2e4e75ee5c7355dfe24bf6928a4ffffffff0100e1f505000000001976a91435ddbb6e5e46e6cfec23857d4e03f41e0e4170ee88ac00000000',
        }),
      sameBody: true,
    },
    'v3-drc20-new.json': {
      path: '/v3/drc20/new',
      call: (api) =>
        api.createInscriptionOrderV3({
          op: 'deploy',
          tick: 'LITEYS',
          receiveAddress: 'DFuiFPeur2G9wEFr9vZsiLEtck9kxzzf5Y',
          rateFeeRaw: 214745466n,
          maxRaw: 100000000000000n,
          limRaw: 1000000000000n,
        }),
      sameBody: true,
    },
    'v3-swap-new.json': {
      path: '/v3/swap/new',
      // The fixture also carries the old web app's display-only keys.
      call: (api) =>
        api.createSwapOrderV3({
          tick0: 'WOW',
          tick1: 'UNIX',
          amt0Raw: 17134898n,
          amt1Raw: 54713806n,
          amt1MinRaw: 0n,
          holderAddress: 'DEMZQAJjdNMM9M3Sk7LAmtPdk8me6SZUm1',
        }),
    },
  }

const MAX_SAFE = BigInt(Number.MAX_SAFE_INTEGER)

/** Integers of the wire that a double cannot hold: bare or as strings. */
function collectBigWireIntegers(value: unknown, out: Set<bigint>): void {
  if (isLosslessNumber(value)) {
    if (/^-?\d+$/.test(value.value) && BigInt(value.value) > MAX_SAFE) {
      out.add(BigInt(value.value))
    }
  } else if (typeof value === 'string') {
    if (/^\d+$/.test(value) && BigInt(value) > MAX_SAFE) out.add(BigInt(value))
  } else if (Array.isArray(value)) {
    for (const item of value) collectBigWireIntegers(item, out)
  } else if (typeof value === 'object' && value !== null) {
    for (const item of Object.values(value)) collectBigWireIntegers(item, out)
  }
}

function collectBigints(value: unknown, out: Set<bigint>): void {
  if (typeof value === 'bigint') out.add(value)
  else if (Array.isArray(value)) for (const v of value) collectBigints(v, out)
  else if (typeof value === 'object' && value !== null) {
    for (const v of Object.values(value)) collectBigints(v, out)
  }
}

function readFixture(file: string): { request: unknown; responseText: string } {
  const text = readFileSync(join(FIXTURES, file), 'utf8')
  const fixture = parse(text)
  if (typeof fixture !== 'object' || fixture === null) throw new Error(file)
  const { request, response } = fixture as {
    request: unknown
    response: unknown
  }
  return { request, responseText: stringify(response) ?? '' }
}

describe('fixtures', () => {
  let server: TestServer
  let api: ApiClient
  beforeAll(async () => {
    server = await startTestServer()
    api = createApiClient({ baseUrl: server.baseUrl })
  })
  afterAll(() => server.close())

  it('behavior: every fixture file has a route', () => {
    const files = readdirSync(FIXTURES).filter((f) => f.endsWith('.json'))
    expect(files.length).toBeGreaterThan(60)
    expect(files.filter((f) => !(f in ROUTES))).toEqual([])
  })

  it.each(Object.keys(ROUTES))('behavior: %s decodes exactly', async (file) => {
    const route = ROUTES[file]
    if (route === undefined) throw new Error(file)
    const { request, responseText } = readFixture(file)
    server.setHandler(() => ({ body: responseText }))
    const before = server.requests.length
    const result = await route.call(api)
    const sent = server.requests[before]
    expect(sent?.method).toBe('POST')
    expect(sent?.path).toBe(route.path)
    if (route.sameBody) {
      expect(parse(sent?.body ?? '')).toEqual(request)
    }
    if (result.isErr()) expect.fail(JSON.stringify(result.error))
    const wireBig = new Set<bigint>()
    collectBigWireIntegers(parse(responseText), wireBig)
    const decodedBig = new Set<bigint>()
    collectBigints(result.value, decodedBig)
    for (const value of wireBig) expect(decodedBig).toContain(value)
  })
})

describe('fixtures: big integers', () => {
  let server: TestServer
  let api: ApiClient
  beforeAll(async () => {
    server = await startTestServer()
    api = createApiClient({ baseUrl: server.baseUrl })
  })
  afterAll(() => server.close())

  function serve(file: string) {
    const { responseText } = readFixture(file)
    server.setHandler(() => ({ body: responseText }))
  }

  it('behavior: bare v3 amount above 2^53 stays exact', async () => {
    serve('v3-drc20-holders-bigint.json')
    const page = (await api.getHoldersV3({ tick: 'UNIX' }))._unsafeUnwrap()
    expect(page.items[0]?.amt).toBe(25472476832624344n)
    expect(page.total).toBe(30981)
  })

  it('behavior: bare stake rewards above 2^53 stay exact', async () => {
    serve('v4-stake-reward.json')
    const rows = (
      await api.getStakeRewards({ holderAddress: 'D', tick: 'UNIX' })
    )._unsafeUnwrap()
    expect(rows[0]).toEqual({
      tick: 'CARDI',
      totalRewardPool: 12589434117003521n,
      reward: 1183400221987n,
      receivedReward: 9901288000000000n,
    })
  })

  it('behavior: 41-digit supply cap and string balances stay exact', async () => {
    serve('v4-drc20-collect-address-holder.json')
    const page = (await api.getBalances({ holderAddress: 'D' }))._unsafeUnwrap()
    expect(page.items[1]?.max).toBe(99999999999999999999999999999999999999999n)
    serve('v4-swap-v2-liquidity.json')
    const pools = (await api.getSwapV2Pools())._unsafeUnwrap()
    expect(pools.items[0]?.amt0).toBe(812345678901234567n)
  })

  it('behavior: swap/pair doubles become bigints as sent', async () => {
    serve('v4-swap-pair.json')
    const pairs = (await api.getSwapPairs())._unsafeUnwrap()
    expect(pairs.items[0]?.amt0).toBe(25472476832624344n)
    expect(pairs.items[0]?.dogeUsdt).toBe(0.3205)
  })

  it('behavior: dates become epoch ms and records get a status', async () => {
    serve('v4-drc20-order.json')
    const orders = (await api.getDrc20Orders())._unsafeUnwrap()
    expect(orders.items[0]).toMatchObject({
      status: 'failed',
      errorCode: 'INSUFFICIENT_BALANCE',
      createDateMs: 1735602501000,
      amt: 5000000000000n,
    })
    expect(orders.items[1]).toMatchObject({
      status: 'completed',
      errorCode: null,
    })
    serve('v4-swap-k.json')
    const candles = (await api.getSwapCandles({ tick: 'UNIX' }))._unsafeUnwrap()
    expect(candles.items[0]?.lastDateMs).toBe(Date.UTC(2024, 11, 29))
    serve('v3-drc20-tick.json')
    const token = (await api.getTokenV3({ tick: 'MEME' }))._unsafeUnwrap()
    expect(token?.deployTimeMs).toBe(Date.parse('2023-06-03T06:05:40Z'))
  })

  it('behavior: v3 float price and v4 x10^18 price agree as integers', async () => {
    serve('v3-swap-price.json')
    const v3 = (await api.getSwapPricesV3())._unsafeUnwrap()
    serve('v4-swap-price.json')
    const v4 = (await api.getSwapPrices())._unsafeUnwrap()
    const unixV3 = v3.items.find((p) => p.tick === 'UNIX')?.lastPriceE18
    const unixV4 = v4.items.find((p) => p.tick === 'UNIX')?.lastPriceE18
    expect(unixV4).toBe(600648303678276n)
    // 0.0006006483036782762 x 10^18, rounded toward zero.
    expect(unixV3).toBe(600648303678276n)
  })

  it('behavior: getreserves "no pool" shape decodes', async () => {
    server.setHandler(() => ({
      body: '{"code":200,"msg":"success","data":{"tick0":"A","tick1":"B","reserve0":"0","reserve1":"0","liquidity":"0","close_price":"0","volume":"0","total":"0"},"total":0}',
    }))
    const reserves = (
      await api.getReservesV3({ tick0: 'B', tick1: 'A' })
    )._unsafeUnwrap()
    expect(reserves).toMatchObject({
      exists: false,
      reserve0: 0n,
      swapCount: 0,
    })
  })
})
