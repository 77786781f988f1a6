import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../test/startTestServer.js'
import { createApiTransport } from '../transport/createApiTransport.js'
import type { ApiServices } from '../transport/types.js'
import { getDogeUsdPrice } from './getDogeUsdPrice.js'
import { getGasTiers } from './getGasTiers.js'
import { getUtxoBalance } from './getUtxoBalance.js'

let server: TestServer
let nowMs = 0
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

type Routes = Record<string, { status?: number; body: string }>

function serve(routes: Routes) {
  server.requests.length = 0
  server.setHandler(({ path }) => routes[path] ?? { status: 404, body: 'no' })
}

function client(services: (base: string) => ApiServices) {
  nowMs = 1_000_000
  return createApiTransport({
    baseUrl: server.baseUrl,
    services: services(server.baseUrl),
    now: () => nowMs,
  })
}

describe(getUtxoBalance, () => {
  const make = () => client((base) => ({ utxoBaseUrl: `${base}/utxo/` }))

  it('default: multipart POST of the address; DOGE -> koinu exactly', async () => {
    serve({ '/utxo/getBalance': { body: '{"balance": 123.45678901}' } })
    const result = await getUtxoBalance(make(), { address: 'DTestAddr' })
    expect(result._unsafeUnwrap()).toEqual({ balanceRaw: 12345678901n })
    const sent = server.requests[0]
    expect(sent?.method).toBe('POST')
    expect(sent?.contentType).toContain('multipart/form-data')
    expect(sent?.body).toContain('name="address"')
    expect(sent?.body).toContain('DTestAddr')
  })

  it.each([
    ['{"balance": 0.1}', 10000000n],
    ['{"balance": "0.29"}', 29000000n],
    ['{"balance": 92233720368.54775807}', 9223372036854775807n],
    ['{"data": {"balance": "1"}}', 100000000n],
    ['{"balance": 0}', 0n],
  ])('behavior: %s → %s koinu', async (body, koinu) => {
    serve({ '/utxo/getBalance': { body } })
    const result = await getUtxoBalance(make(), { address: 'D' })
    expect(result._unsafeUnwrap().balanceRaw).toBe(koinu)
  })

  it.each([
    '{"balance": 0.123456789}',
    '{"balance": -1}',
    '{"balance": null}',
    '{}',
    'null',
  ])('behavior: %s is a decode error', async (body) => {
    serve({ '/utxo/getBalance': { body } })
    const result = await getUtxoBalance(make(), { address: 'D' })
    expect(result._unsafeUnwrapErr().kind).toBe('decode')
  })

  it('behavior: an unconfigured service is an error value', async () => {
    const result = await getUtxoBalance(
      client(() => ({})),
      { address: 'D' },
    )
    expect(result._unsafeUnwrapErr().kind).toBe('network')
  })
})

describe(getDogeUsdPrice, () => {
  const make = () =>
    client((base) => ({
      dogePrice: { url: `${base}/price` },
      dogePriceProxy: { url: `${base}/proxy`, method: 'POST' },
    }))

  it('default: dogecoin.usd from the primary service, as exact text', async () => {
    serve({ '/price': { body: '{"dogecoin":{"usd":0.32051234567891234}}' } })
    const result = await getDogeUsdPrice(make())
    expect(result._unsafeUnwrap()).toEqual({
      usdPerDoge: '0.32051234567891234',
      source: 'primary',
    })
    expect(server.requests[0]?.method).toBe('GET')
  })

  it('behavior: falls back to the proxy, which may answer `last`', async () => {
    serve({
      '/price': { status: 502, body: 'bad gateway' },
      '/proxy': { body: '{"code":200,"last":"0.3166"}' },
    })
    const result = await getDogeUsdPrice(make())
    expect(result._unsafeUnwrap()).toEqual({
      usdPerDoge: '0.3166',
      source: 'proxy',
    })
    expect(server.requests.map((r) => [r.method, r.path, r.body])).toEqual([
      ['GET', '/price', ''],
      ['POST', '/proxy', '{}'],
    ])
  })

  it('behavior: both failing returns the last error', async () => {
    serve({ '/price': { body: '{}' }, '/proxy': { status: 500, body: '' } })
    const error = (await getDogeUsdPrice(make()))._unsafeUnwrapErr()
    expect(error).toMatchObject({ kind: 'http', status: 500 })
  })

  it('behavior: cached for 5 minutes of the injected clock', async () => {
    serve({ '/price': { body: '{"dogecoin":{"usd":0.3}}' } })
    const c = make()
    await getDogeUsdPrice(c)
    nowMs += 5 * 60 * 1000 - 1
    expect((await getDogeUsdPrice(c))._unsafeUnwrap().usdPerDoge).toBe('0.3')
    expect(server.requests).toHaveLength(1)
    nowMs += 1
    await getDogeUsdPrice(c)
    expect(server.requests).toHaveLength(2)
  })
})

describe(getGasTiers, () => {
  const make = () =>
    client((base) => ({
      fees: [
        { kind: 'mempool', url: `${base}/mempool` },
        { kind: 'chainExplorer', url: `${base}/explorer` },
        { kind: 'perKb', url: `${base}/v4/info/dogegas`, method: 'POST' },
      ],
    }))

  it('default: mempool koinu/byte x 1000 -> koinu/kB', async () => {
    serve({
      '/mempool': {
        body: '{"fastestFee":5000,"halfHourFee":2000,"hourFee":1000}',
      },
    })
    expect((await getGasTiers(make()))._unsafeUnwrap()).toEqual({
      low: 1_000_000n,
      medium: 2_000_000n,
      high: 5_000_000n,
      source: 'mempool',
    })
  })

  it('behavior: falls back to the chain explorer (DOGE per kB)', async () => {
    serve({
      '/mempool': { status: 503, body: '' },
      '/explorer': {
        body: '{"status":"success","data":{"suggested_fee_per_kb":"0.01"}}',
      },
    })
    expect((await getGasTiers(make()))._unsafeUnwrap()).toEqual({
      low: 1_000_000n,
      medium: 1_000_000n,
      high: 1_000_000n,
      source: 'chainExplorer',
    })
  })

  it('behavior: then the per-kB service (koinu per kB)', async () => {
    serve({
      '/mempool': { body: '{"fastestFee":"x"}' },
      '/explorer': { body: 'not json' },
      '/v4/info/dogegas': {
        body: '{"code":200,"low_fee_per_kb":1000000,"medium_fee_per_kb":2000000,"high_fee_per_kb":5000000}',
      },
    })
    expect((await getGasTiers(make()))._unsafeUnwrap()).toEqual({
      low: 1_000_000n,
      medium: 2_000_000n,
      high: 5_000_000n,
      source: 'perKb',
    })
    expect(server.requests.map((r) => r.path)).toEqual([
      '/mempool',
      '/explorer',
      '/v4/info/dogegas',
    ])
  })

  it('behavior: cached for 5 minutes', async () => {
    serve({
      '/mempool': { body: '{"fastestFee":5,"halfHourFee":2,"hourFee":1}' },
    })
    const c = make()
    await getGasTiers(c)
    await getGasTiers(c)
    expect(server.requests).toHaveLength(1)
    nowMs += 5 * 60 * 1000
    await getGasTiers(c)
    expect(server.requests).toHaveLength(2)
  })

  it('behavior: every service failing is an error, not a throw', async () => {
    serve({})
    expect((await getGasTiers(make()))._unsafeUnwrapErr().kind).toBe('http')
  })
})
