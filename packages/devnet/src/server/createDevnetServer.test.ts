import { createApiClient } from '@drc20/api'
import { parse } from 'lossless-json'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createDevnet, type Devnet } from '../createDevnet.js'
import { WALLET_ACCOUNTS } from '../seed/accounts.js'
import { type DevnetServer, startDevnetServer } from './createDevnetServer.js'

const ALICE = WALLET_ACCOUNTS[0]?.address ?? ''
let devnet: Devnet
let server: DevnetServer

beforeAll(async () => {
  devnet = createDevnet({ seed: 1, scale: 'small' })
  server = await startDevnetServer({
    devnet: () => devnet,
    ogAddresses: devnet.ogAddresses,
  })
}, 60_000)
afterAll(() => server.close())

const post = (path: string, body?: unknown) =>
  fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: body === undefined ? '' : JSON.stringify(body),
  })
const admin = async (path: string, body: unknown = {}) =>
  (await post(`/devnet/${path}`, body)).json() as Promise<
    Record<string, unknown>
  >

describe(startDevnetServer, () => {
  it('default: the envelope, CORS headers and bare big numbers of v3', async () => {
    const res = await post('/v3/drc20/holders', { tick: 'UNIX', limit: 3 })
    expect(res.headers.get('access-control-allow-origin')).toBe('*')
    expect(res.headers.get('content-type')).toBe(
      'application/json; charset=utf-8',
    )
    const text = await res.text()
    const body = parse(text) as {
      code: unknown
      data: { amt: unknown }[]
      total: unknown
    }
    expect(String(body.code)).toBe('200')
    expect(text).toMatch(/"amt":\d{17,}/)
  })

  it('behavior: v4 amounts are strings', async () => {
    const body = (await (
      await post('/v4/drc20/collect-address', { tick: 'UNIX', limit: 2 })
    ).json()) as {
      data: { amt: unknown }[]
    }
    expect(typeof body.data[0]?.amt).toBe('string')
  })

  it('behavior: drc20/collect cache slot (section 5): limit > 200 replays the last page', async () => {
    const page1 = (await (
      await post('/v4/drc20/collect', { limit: 3, offset: 0 })
    ).json()) as { data: { tick: string }[]; total: number }
    expect(page1.total).toBeGreaterThan(300)
    const big = (await (
      await post('/v4/drc20/collect', { limit: 1000, offset: 1000 })
    ).json()) as { data: { tick: string }[]; total: number }
    expect(big.total).toBe(0)
    expect(big.data.map((t) => t.tick)).toEqual(page1.data.map((t) => t.tick))
  })

  it('behavior: v4 paging: limit 0 → no rows but a total; limit -1 → all rows', async () => {
    const none = (await (
      await post('/v4/drc20/history', { limit: 0 })
    ).json()) as { data: unknown[]; total: number }
    expect(none.data).toEqual([])
    expect(none.total).toBe(devnet.index().ledger.length)
    const all = (await (
      await post('/v4/stake/collect', { limit: -1 })
    ).json()) as { data: unknown[]; total: number }
    expect(all.data.length).toBe(all.total)
  })

  it('behavior: empty liquidity positions are null, not []', async () => {
    const body = (await (
      await post('/v4/swap/liquidity/address', {
        holder_address: 'DNoSuchAddressXXXXXXXXXXXXXXXXXXXX',
      })
    ).json()) as {
      data: unknown
    }
    expect(body.data).toBeNull()
  })

  it('behavior: v3 drc20/all total counts operations, not tokens', async () => {
    const body = (await (await post('/v3/drc20/all', {})).json()) as {
      data: unknown[]
      total: number
    }
    expect(body.total).toBe(devnet.index().drc20Orders.length)
    expect(body.data.length).toBe(devnet.index().tokens.size)
  })

  it('behavior: OPTIONS is 200 empty, GET and unknown paths are 404 text', async () => {
    const options = await fetch(`${server.url}/v4/drc20/collect`, {
      method: 'OPTIONS',
    })
    expect(options.status).toBe(200)
    expect(await options.text()).toBe('')
    const get = await fetch(`${server.url}/v4/drc20/collect`)
    expect([get.status, await get.text()]).toEqual([404, '404 page not found'])
    expect((await post('/v4/nope', {})).status).toBe(404)
  })

  it('behavior: a bind error answers with the route shape', async () => {
    const res = await post('/v4/drc20/order', { limit: '10' })
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({ code: 400, data: null })
    const empty = await post('/v3/drc20/tick')
    expect(await empty.json()).toMatchObject({ code: 500, msg: 'EOF' })
  })

  it('behavior: fault injection (shape, count) and latency', async () => {
    await admin('faults', {
      route: '/v4/info/lastnumber',
      shape: '500/str',
      message: 'record not found',
      count: 1,
    })
    const failed = await post('/v4/info/lastnumber', {})
    expect([failed.status, await failed.json()]).toEqual([
      500,
      'record not found',
    ])
    expect((await post('/v4/info/lastnumber', {})).status).toBe(200)
    await admin('faults', { latencyMs: 120 })
    const began = performance.now()
    await post('/v4/info/lastnumber', {})
    expect(performance.now() - began).toBeGreaterThanOrEqual(100)
    await admin('faults', { latencyMs: 0 })
  })

  it('behavior: offline refuses connections but keeps the admin API', async () => {
    await admin('faults', { offline: true })
    await expect(post('/v4/info/lastnumber', {})).rejects.toThrow()
    await admin('faults', { offline: false })
    expect((await post('/v4/info/lastnumber', {})).status).toBe(200)
  })

  it('behavior: submit, mine and index through the admin API', async () => {
    const submitted = await admin('submit', {
      address: ALICE,
      payload: {
        p: 'drc-20',
        op: 'deploy',
        tick: 'ZZTOP',
        max: '1000',
        lim: '10',
      },
    })
    expect(submitted.tx_hash).toMatch(/^[0-9a-f]{64}$/)
    await admin('mine', { count: 2 })
    const body = (await (
      await post('/v4/drc20/order', { tx_hash: submitted.tx_hash })
    ).json()) as {
      data: { op: string; order_status: number }[]
    }
    expect(body.data).toMatchObject([{ op: 'deploy', order_status: 0 }])
    const lagged = await admin('lag', { lag: 3 })
    expect(lagged).toMatchObject({ chainHeight: devnet.heights().chainHeight })
    await admin('lag', { lag: 0 })
  })

  it('behavior: side services answer in their own shapes', async () => {
    const price = (await (
      await fetch(
        `${server.url}/price/api/v3/simple/price?ids=dogecoin&vs_currencies=usd`,
      )
    ).json()) as {
      dogecoin: { usd: number }
    }
    expect(price.dogecoin.usd).toBeGreaterThan(0)
    const form = new FormData()
    form.append('address', ALICE)
    const balance = (await (
      await fetch(`${server.url}/utxo/getBalance`, {
        method: 'POST',
        body: form,
      })
    ).json()) as {
      balance: string
    }
    expect(balance.balance).toMatch(/^\d+(\.\d+)?$/)
    const og = (await (await post('/v3/address/ogall', {})).json()) as {
      data: string[]
    }
    expect(og.data).toContain(ALICE)
  })

  it('behavior: the explorer shows a submitted tx and its indexer record', async () => {
    const { tx_hash } = await admin('submit', {
      address: ALICE,
      payload: {
        p: 'drc-20',
        op: 'deploy',
        tick: 'EXPL',
        max: '1000',
        lim: '10',
      },
    })
    await admin('mine', { count: 2 })
    const html = await (
      await fetch(`${server.url}/explorer/tx/${String(tx_hash)}`)
    ).text()
    expect(html).toContain('indexed in block')
    expect(html).toContain('&#34;tick&#34;:&#34;EXPL&#34;')
  })

  it('behavior: collection images are served as PNG', async () => {
    const body = (await (
      await post('/v4/file/collect-address', {
        holder_address: ALICE,
        limit: 1,
      })
    ).json()) as {
      data: { file_path: string }[]
    }
    const path = body.data[0]?.file_path ?? ''
    const res = await fetch(path)
    expect(res.headers.get('content-type')).toBe('image/png')
    expect(new Uint8Array(await res.arrayBuffer()).slice(1, 4)).toEqual(
      new TextEncoder().encode('PNG'),
    )
  })
})

describe('v3 routes', () => {
  const cases: [string, () => Record<string, unknown>][] = [
    ['/v3/exchange/collect', () => ({ not_done: 1 })],
    ['/v3/exchange/order', () => ({})],
    ['/v3/exchange/summary', () => ({})],
    ['/v3/box/order', () => ({})],
    ['/v3/box/collect', () => ({})],
    ['/v3/stake/all', () => ({})],
    [
      '/v3/stake/tick',
      () => ({ tick: [...devnet.index().stakePools.keys()][0] }),
    ],
    [
      '/v3/stake/holders',
      () => ({ tick: [...devnet.index().stakePools.keys()][0] }),
    ],
    ['/v3/stake/order', () => ({})],
    ['/v3/nft/tick', () => ({ tick: 'DOGEART' })],
    ['/v3/nft/holders', () => ({ tick: 'DOGEART' })],
    ['/v3/nft/order', () => ({ op: 'mint' })],
    ['/v3/swap/summaryall', () => ({})],
    ['/v3/swap/pair/all', () => ({})],
    ['/v3/swap/tvl/all', () => ({})],
    ['/v3/swap/k/new', () => ({ tick: 'UNIX' })],
    ['/v3/drc20/orders', () => ({ op: 'deploy' })],
    [
      '/v3/orders/address/tick',
      () => ({ receive_address: ALICE, tick: 'UNIX' }),
    ],
    ['/v3/exchange/summaryall', () => ({})],
    ['/v3/exchange/summary/tick', () => ({ tick: 'UNIX' })],
    ['/v3/exchange/k', () => ({ tick0: 'UNIX', tick1: 'WDOGE(WRAPPED-DOGE)' })],
    [
      '/v3/exchange/order/tick',
      () => ({ op: 'create', tick: 'UNIX', holder_address: ALICE }),
    ],
  ]
  it.each(cases)('%s answers a success envelope', async (path, body) => {
    const res = await post(path, body())
    const json = (await res.json()) as { code: number; data: unknown }
    expect([res.status, json.code]).toEqual([200, 200])
    expect(json.data).not.toBeNull()
  })
})

describe('v3 routes that fail on the live service', () => {
  it('behavior: swap/k panics without -SWAP- and fails once candles exist', async () => {
    const panic = await post('/v3/swap/k', { tick: 'UNIX' })
    expect([panic.status, await panic.text()]).toEqual([500, ''])
    const stored = await post('/v3/swap/k', {
      tick: 'UNIX-SWAP-WDOGE(WRAPPED-DOGE)',
    })
    expect(stored.status).toBe(500)
    expect(await stored.json()).toMatchObject({ code: 500 })
  })

  it('behavior: nft/all and nft/tick/id fail as on a standard indexer', async () => {
    expect((await post('/v3/nft/all', {})).status).toBe(500)
    const byId = await post('/v3/nft/tick/id', { tick: 'DOGEART', tick_id: 1 })
    expect([byId.status, await byId.json()]).toEqual([500, {}])
  })
})

describe('contract: every route decodes with @drc20/api', () => {
  const client = () =>
    createApiClient({
      baseUrl: server.url,
      version: 'v4',
      services: {
        utxoBaseUrl: `${server.url}/utxo`,
        dogePrice: {
          url: `${server.url}/price/api/v3/simple/price?ids=dogecoin&vs_currencies=usd`,
        },
        fees: [
          { url: `${server.url}/fee/mempool`, kind: 'mempool' },
          { url: `${server.url}/fee/explorer`, kind: 'chainExplorer' },
          { url: `${server.url}/fee/gas`, kind: 'perKb' },
        ],
      },
    })
  const metaId = () => [...devnet.index().collections.keys()][0] ?? ''
  const stakeTick = () => [...devnet.index().stakePools.keys()][0] ?? ''
  const stakerOf = () =>
    [...(devnet.index().stakePositions.get(stakeTick())?.keys() ?? [])][0] ?? ''
  const calls: [string, () => unknown][] = [
    ['getBlockInfo', () => client().getBlockInfo()],
    ['getLastNumber', () => client().getLastNumber()],
    ['getTokens', () => client().getTokens({ limit: 20 })],
    ['getBalances', () => client().getBalances({ tick: 'UNIX', limit: 20 })],
    ['getDrc20Orders', () => client().getDrc20Orders({ limit: 20 })],
    ['getDrc20History', () => client().getDrc20History({ limit: 20 })],
    ['getTokensV3', () => client().getTokensV3()],
    ['getTokenV3', () => client().getTokenV3({ tick: 'UNIX' })],
    ['getHoldersV3', () => client().getHoldersV3({ tick: 'UNIX' })],
    ['getBalancesV3', () => client().getBalancesV3({ receiveAddress: ALICE })],
    [
      'getBalanceV3',
      () => client().getBalanceV3({ receiveAddress: ALICE, tick: 'UNIX' }),
    ],
    ['getOgList', () => client().getOgList()],
    ['getOgStatus', () => client().getOgStatus({ holderAddress: ALICE })],
    [
      'getOrdersByAddressV3',
      () => client().getOrdersByAddressV3({ receiveAddress: ALICE }),
    ],
    ['getSwapOrders', () => client().getSwapOrders({ limit: 20 })],
    ['getSwapPools', () => client().getSwapPools({})],
    [
      'getLiquidityPositions',
      () => client().getLiquidityPositions({ holderAddress: ALICE }),
    ],
    ['getSwapPrices', () => client().getSwapPrices()],
    ['getSwapPricesV3', () => client().getSwapPricesV3()],
    ['getSwapCandles', () => client().getSwapCandles({ tick: 'UNIX' })],
    ['getSwapTvl', () => client().getSwapTvl({ tick: 'UNIX' })],
    ['getSwapTvlTotal', () => client().getSwapTvlTotal()],
    ['getSwapSummaries', () => client().getSwapSummaries({ limit: 20 })],
    ['getSwapPairs', () => client().getSwapPairs({ limit: 20 })],
    [
      'getReservesV3',
      () =>
        client().getReservesV3({ tick0: 'WDOGE(WRAPPED-DOGE)', tick1: 'UNIX' }),
    ],
    ['getAllReservesV3', () => client().getAllReservesV3()],
    ['getWdogeOrders', () => client().getWdogeOrders({ limit: 20 })],
    ['getExchangeOrders', () => client().getExchangeOrders({ limit: 20 })],
    ['getExchangeListings', () => client().getExchangeListings({ limit: 20 })],
    ['getExchangeTotals', () => client().getExchangeTotals()],
    [
      'getExchangeCandles',
      () =>
        client().getExchangeCandles({
          tick0: 'UNIX',
          tick1: 'WDOGE(WRAPPED-DOGE)',
          limit: 20,
        }),
    ],
    ['getBoxOrders', () => client().getBoxOrders({ limit: 20 })],
    ['getBoxSales', () => client().getBoxSales({ limit: 20 })],
    ['getStakeOrders', () => client().getStakeOrders({ limit: 20 })],
    ['getStakePools', () => client().getStakePools({})],
    [
      'getStakePositions',
      () => client().getStakePositions({ holderAddress: ALICE }),
    ],
    ['getStakeTotals', () => client().getStakeTotals()],
    ['getNftOrders', () => client().getNftOrders({ limit: 20 })],
    ['getNftCollections', () => client().getNftCollections({ limit: 20 })],
    ['getNftItems', () => client().getNftItems({ limit: 20 })],
    ['getFileOrders', () => client().getFileOrders({ limit: 20 })],
    [
      'getFileHoldings',
      () => client().getFileHoldings({ holderAddress: ALICE }),
    ],
    ['getFileCollections', () => client().getFileCollections({})],
    [
      'getFileCollectionItems',
      () => client().getFileCollectionItems({ metaId: metaId() }),
    ],
    [
      'getFileCollectionAttributes',
      () => client().getFileCollectionAttributes({ metaId: metaId() }),
    ],
    [
      'getFileExchangeOrders',
      () => client().getFileExchangeOrders({ limit: 20 }),
    ],
    [
      'getFileExchangeActivity',
      () => client().getFileExchangeActivity({ limit: 20 }),
    ],
    [
      'getFileExchangeItems',
      () => client().getFileExchangeItems({ metaId: metaId(), limit: 20 }),
    ],
    [
      'getFileCollectionSummaries',
      () => client().getFileCollectionSummaries({}),
    ],
    ['getSwapV2Orders', () => client().getSwapV2Orders({ limit: 20 })],
    ['getSwapV2Pools', () => client().getSwapV2Pools({})],
    ['getLiquidityPositionsV2', () => client().getLiquidityPositionsV2({})],
    ['getSwapV2Prices', () => client().getSwapV2Prices()],
    ['getUtxoBalance', () => client().getUtxoBalance({ address: ALICE })],
    ['getDogeUsdPrice', () => client().getDogeUsdPrice()],
    ['getGasTiers', () => client().getGasTiers()],
    ['getExchangeSummaries', () => client().getExchangeSummaries({})],
    [
      'getStakeRewards',
      () =>
        client().getStakeRewards({
          holderAddress: stakerOf(),
          tick: stakeTick(),
        }),
    ],
    [
      'getOrderByIdV3',
      () =>
        client().getOrderByIdV3({
          orderId: devnet.index().drc20Orders[0]?.order_id ?? '',
        }),
    ],
    [
      'getOrderByHashV3',
      () =>
        client().getOrderByHashV3({
          hash: devnet.index().drc20Orders[0]?.tx_hash ?? '',
        }),
    ],
    [
      'getSwapV2Candles',
      () => {
        const to = devnet.blockTime(devnet.heights().chainHeight)
        const pool = [...devnet.index().poolsV2.values()][0]
        return client().getSwapV2Candles({
          tickId: pool?.tick0Id ?? '',
          dateInterval: '1d',
          from: to - 30 * 86_400,
          to,
        })
      },
    ],
  ]
  it.each(calls)('%s', async (_name, call) => {
    const result = (await call()) as { isOk: () => boolean; error?: unknown }
    expect(result.isOk() ? 'ok' : result.error).toBe('ok')
  })
})
