import { fc, test } from '@fast-check/vitest'
import type { ResultAsync } from 'neverthrow'
import { afterAll, beforeAll, describe, expect } from 'vitest'
import { type ApiClient, createApiClient } from './createApiClient.js'
import type { ApiError } from './errors.js'
import { startTestServer, type TestServer } from './test/startTestServer.js'

let server: TestServer
let api: ApiClient
let reply: { status: number; body: Uint8Array | string } = {
  status: 200,
  body: '',
}

beforeAll(async () => {
  server = await startTestServer(() => reply)
  let clock = 0
  api = createApiClient({
    baseUrl: server.baseUrl,
    timeoutMs: 5000,
    // Every call is a cache miss: the clock jumps past the 5-minute cache.
    now: () => (clock += 10 * 60 * 1000),
    services: {
      utxoBaseUrl: server.baseUrl,
      dogePrice: { url: `${server.baseUrl}/price` },
      dogePriceProxy: { url: `${server.baseUrl}/proxy`, method: 'POST' },
      fees: [
        { kind: 'mempool', url: `${server.baseUrl}/mempool` },
        { kind: 'chainExplorer', url: `${server.baseUrl}/explorer` },
        { kind: 'perKb', url: `${server.baseUrl}/gas` },
      ],
    },
  })
})
afterAll(() => server.close())

const CALLS: readonly [
  string,
  (api: ApiClient) => ResultAsync<unknown, ApiError>,
][] = [
  ['getBlockInfo', (a) => a.getBlockInfo()],
  ['getLastNumber', (a) => a.getLastNumber()],
  ['getTokens', (a) => a.getTokens()],
  ['getTokensV3', (a) => a.getTokensV3()],
  ['getHoldersV3', (a) => a.getHoldersV3({ tick: 'A' })],
  ['getReservesV3', (a) => a.getReservesV3({ tick0: 'A', tick1: 'B' })],
  [
    'getStakeRewards',
    (a) => a.getStakeRewards({ holderAddress: 'D', tick: 'A' }),
  ],
  ['getSwapPairs', (a) => a.getSwapPairs()],
  ['getSwapTvl', (a) => a.getSwapTvl({ tick: 'A' })],
  ['getFileCollectionAttributes', (a) => a.getFileCollectionAttributes()],
  ['getOgList', (a) => a.getOgList()],
  ['getUtxoBalance', (a) => a.getUtxoBalance({ address: 'D' })],
  ['getDogeUsdPrice', (a) => a.getDogeUsdPrice()],
  ['getGasTiers', (a) => a.getGasTiers()],
]

const KINDS = ['http', 'api', 'network', 'timeout', 'decode', 'aborted']

/** Runs a call; a throw (sync or async) fails the property. */
async function settle(
  call: (api: ApiClient) => ResultAsync<unknown, ApiError>,
) {
  const result = await call(api)
  if (result.isErr()) expect(KINDS).toContain(result.error.kind)
  return result
}

describe('client fuzz', () => {
  test.prop([
    fc.uint8Array({ maxLength: 300 }),
    fc.constantFrom(200, 400, 500),
    fc.constantFrom(...CALLS),
  ])(
    'property: arbitrary bytes never throw, only typed errors come back',
    async (bytes, status, [, call]) => {
      reply = { status, body: bytes }
      await settle(call)
    },
  )

  test.prop([
    fc.jsonValue(),
    fc.constantFrom(200, 500),
    fc.constantFrom(...CALLS),
  ])(
    'property: arbitrary JSON bodies never throw',
    async (value, status, [, call]) => {
      reply = { status, body: JSON.stringify(value) ?? '' }
      await settle(call)
    },
  )

  test.prop([fc.jsonValue(), fc.jsonValue(), fc.constantFrom(...CALLS)])(
    'property: arbitrary data in a success envelope is ok or a decode error',
    async (data, total, [, call]) => {
      reply = {
        status: 200,
        body: JSON.stringify({ code: 200, msg: 'success', data, total }),
      }
      const result = await settle(call)
      if (result.isErr()) expect(result.error.kind).toBe('decode')
    },
  )

  test.prop([
    fc.array(
      fc.constantFrom(
        '{',
        '}',
        '[',
        ']',
        '"',
        ',',
        ':',
        '1',
        'e',
        '-',
        '.',
        'null',
        ' ',
        '\\',
      ),
      {
        maxLength: 60,
      },
    ),
    fc.constantFrom(...CALLS),
  ])('property: JSON-like garbage never throws', async (parts, [, call]) => {
    reply = { status: 200, body: parts.join('') }
    await settle(call)
  })
})
