import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiClient, createApiClient } from './createApiClient.js'
import { startTestServer, type TestServer } from './test/startTestServer.js'

const EMPTY = '{"code":200,"msg":"success","data":null,"total":0}'

let server: TestServer
let api: ApiClient
beforeAll(async () => {
  server = await startTestServer(() => ({ body: EMPTY }))
  api = createApiClient({ baseUrl: server.baseUrl })
})
afterAll(() => server.close())

function lastSent() {
  const sent = server.requests.at(-1)
  return { path: sent?.path, body: JSON.parse(sent?.body ?? 'null') }
}

describe('request bodies', () => {
  it('behavior: uploadCollectionItemsMeta sends the server key names', async () => {
    const result = await api.uploadCollectionItemsMeta({
      sigMsg: 'c2ln',
      metaId: 'm-1',
      metaName: 'Doge Pixels',
      items: [
        {
          fileId: 'f1',
          name: 'Doge Pixel #1',
          attributes: [{ traitType: 'Hat', value: 'Crown' }],
        },
      ],
    })
    expect(result._unsafeUnwrap()).toBeNull()
    expect(lastSent()).toEqual({
      path: '/v4/file/upload/inscriptions/meta',
      body: {
        sig_msg: 'c2ln',
        meta_id: 'm-1',
        meta_name: 'Doge Pixels',
        metas: [
          {
            id: 'f1',
            meta: {
              name: 'Doge Pixel #1',
              attributes: [{ trait_type: 'Hat', value: 'Crown' }],
            },
          },
        ],
      },
    })
  })

  it('behavior: uploadCollectionMeta snake_cases the collection fields', async () => {
    server.setHandler(() => ({
      body: JSON.stringify({
        code: 200,
        msg: 'success',
        data: {
          meta_id: 'm-2',
          description: 'd',
          discord_link: '',
          icon: 'i',
          name: 'N',
          slug: 's',
          twitter_link: '',
          website_link: '',
          holder_address: 'DA',
          is_check: 0,
          update_date: 2,
          create_date: 1,
        },
        total: 0,
      }),
    }))
    const result = await api.uploadCollectionMeta({
      name: 'N',
      sigMsg: 'c2ln',
      description: 'd',
      discordLink: '',
      icon: 'i',
      slug: 's',
      twitterLink: '',
      websiteLink: '',
    })
    // `id` is omitted by the server when 0.
    expect(result._unsafeUnwrap()).toMatchObject({
      id: null,
      metaId: 'm-2',
      createDateMs: 1000,
    })
    expect(lastSent().body).toEqual({
      name: 'N',
      sig_msg: 'c2ln',
      description: 'd',
      discord_link: '',
      icon: 'i',
      slug: 's',
      twitter_link: '',
      website_link: '',
    })
    server.setHandler(() => ({ body: EMPTY }))
  })

  it('behavior: getExchangeCandles asks for 1000 rows unless told', async () => {
    await api.getExchangeCandles({ tick0: 'A', tick1: 'B' })
    expect(lastSent().body).toEqual({ tick0: 'A', tick1: 'B', limit: 1000 })
    await api.getExchangeCandles({ tick0: 'A', tick1: 'B', limit: 5 })
    expect(lastSent().body.limit).toBe(5)
  })

  it('behavior: getExchangeSummariesV3 reads the v3 rows, one tick or all', async () => {
    const row = {
      trading_pairs: '',
      tick: 'UNIX',
      max_amt: '2100000000000000000',
      total_max_amt: '123',
      last_price: 0.0000042,
      old_price: 0,
      lowest_ask: 0,
      highest_bid: 0,
      base_volume: 0,
      quote_volume: 12_345_678_900,
      price_change_percent_24h: -3.5,
      highest_price_24h: 0.000005,
      lowest_price_24h: 0.000004,
      last_date: '',
      holders: 42,
      foot_price: 0.000004,
      logo: null,
      is_check: 1,
      liquidity: 0,
    }
    server.setHandler(() => ({
      body: JSON.stringify({ code: 200, msg: 'success', data: row, total: 0 }),
    }))
    const one = (
      await api.getExchangeSummariesV3({ tick: 'UNIX' })
    )._unsafeUnwrap()
    expect(lastSent()).toEqual({
      path: '/v3/exchange/summary/tick',
      body: { tick: 'UNIX' },
    })
    expect(one).toEqual([
      {
        tick: 'UNIX',
        totalMaxAmt: '123',
        lastPrice: 0.0000042,
        lowestAsk: 0,
        highestBid: 0,
        baseVolume: 0,
        quoteVolume: 12_345_678_900,
        priceChangePercent24h: -3.5,
        holders: 42,
        footPrice: 0.000004,
        logo: null,
        isCheck: true,
      },
    ])
    server.setHandler(() => ({ body: EMPTY }))
    expect(
      (await api.getExchangeSummariesV3({ tick: 'NONE' }))._unsafeUnwrap(),
    ).toEqual([])
    expect((await api.getExchangeSummariesV3())._unsafeUnwrap()).toEqual([])
    expect(lastSent()).toEqual({ path: '/v3/exchange/summaryall', body: {} })
  })

  it('behavior: list routes read data: null as an empty page', async () => {
    const page = (await api.getLiquidityPositions())._unsafeUnwrap()
    expect(page).toEqual({ items: [], total: 0 })
  })

  it('parameters: version picks the path of shared routes', async () => {
    const v3 = createApiClient({ baseUrl: server.baseUrl, version: 'v3' })
    server.setHandler(() => ({
      body: '{"code":200,"msg":"success","data":7,"total":0}',
    }))
    expect((await v3.getLastNumber())._unsafeUnwrap()).toBe(7)
    expect(lastSent().path).toBe('/v3/info/lastnumber')
    server.setHandler(() => ({ body: EMPTY }))
  })
})

describe('OG', () => {
  it('behavior: getOgList returns the addresses', async () => {
    server.setHandler(() => ({
      body: '{"code":200,"msg":"success","data":["DA","DB"],"total":0}',
    }))
    expect((await api.getOgList())._unsafeUnwrap()).toEqual(['DA', 'DB'])
    expect(lastSent()).toEqual({ path: '/v3/address/ogall', body: {} })
  })

  it('behavior: getOgList on a bare indexer (500/null) is an http error', async () => {
    server.setHandler(() => ({ status: 500, body: 'null' }))
    expect((await api.getOgList())._unsafeUnwrapErr()).toMatchObject({
      kind: 'http',
      status: 500,
    })
  })

  it('behavior: getOgStatus reads data.isOg (assumed shape)', async () => {
    server.setHandler(() => ({
      body: '{"code":200,"msg":"success","data":{"isOg":true},"total":0}',
    }))
    expect(
      (await api.getOgStatus({ holderAddress: 'DA' }))._unsafeUnwrap(),
    ).toBe(true)
    expect(lastSent()).toEqual({
      path: '/v4/drc20/holders',
      body: { holder_address: 'DA' },
    })
    server.setHandler(() => ({
      body: '{"code":200,"msg":"success","data":[],"total":0}',
    }))
    expect(
      (await api.getOgStatus({ holderAddress: 'DA' }))._unsafeUnwrapErr().kind,
    ).toBe('decode')
    server.setHandler(() => ({ body: EMPTY }))
  })
})
