import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createDevnet, type Devnet } from '../createDevnet.js'
import { type DevnetServer, startDevnetServer } from './createDevnetServer.js'

/** The provider API reference fixtures, kept in @drc20/api. */
const FIXTURES = join(import.meta.dirname, '../../../api/fixtures')
/** Routes whose fixtures are not served (custodial 2023 flow, broadcast, cross). */
const NOT_SERVED = new Set([
  'v3-drc20-new',
  'v3-swap-new',
  'v3-tx-broadcast',
  'v4-cross-collect',
  'v4-swap-v2-k',
  'v4-exchange-summary',
])

const routeOf = (name: string) =>
  ({
    'v4-drc20-collect-tick': '/v4/drc20/collect',
    'v4-drc20-collect-address-holder': '/v4/drc20/collect-address',
    'v3-drc20-holders-bigint': '/v3/drc20/holders',
    'v3-drc20-address-tick': '/v3/drc20/address/tick',
    'v3-drc20-order-id': '/v3/drc20/order/id',
    'v4-swap-tvl-total': '/v4/swap/tvl/total',
    'v4-exchange-summary-total': '/v4/exchange/summary/total',
    'v4-file-collections-inscriptions': '/v4/file/collections/inscriptions',
    'v4-file-collections-attributes': '/v4/file/collections/attributes',
    'v4-file-exchange-summary-all': '/v4/file-exchange/summary/all',
    'v4-stake-collect-address': '/v4/stake/collect-address',
    'v4-nft-collect-address': '/v4/nft/collect-address',
    'v4-swap-liquidity-address': '/v4/swap/liquidity/address',
    'v4-swap-v2-liquidity-address': '/v4/swap_v2/liquidity/address',
    'v4-file-collect-address': '/v4/file/collect-address',
    'v4-drc20-collect-address': '/v4/drc20/collect-address',
    'v4-file-exchange-activity': '/v4/file-exchange/activity',
    'v4-file-exchange-inscriptions': '/v4/file-exchange/inscriptions',
    'v4-file-exchange-order': '/v4/file-exchange/order',
  })[name] ??
  `/${name
    .replace(/^(v\d)-/, '$1/')
    .replace('swap-v2-', 'swap_v2/')
    .replace('file-exchange-', 'file-exchange/')
    .replace(/-/g, '/')}`

/** The key set of the first row (or of the object) of `data`. */
function shape(data: unknown): string[] {
  const row = Array.isArray(data) ? data[0] : data
  return row && typeof row === 'object' ? Object.keys(row).sort() : []
}

let devnet: Devnet
let server: DevnetServer
beforeAll(async () => {
  devnet = createDevnet({ seed: 1, scale: 'small' })
  server = await startDevnetServer({ devnet: () => devnet })
}, 60_000)
afterAll(() => server.close())

const fixtures = readdirSync(FIXTURES)
  .filter((f) => f.endsWith('.json'))
  .map((f) => f.replace(/\.json$/, ''))
  .filter((f) => !NOT_SERVED.has(f))

describe('fixture shapes', () => {
  it.each(fixtures)('%s', async (name) => {
    const fixture = JSON.parse(
      readFileSync(join(FIXTURES, `${name}.json`), 'utf8'),
    ) as {
      request: Record<string, unknown>
      response: { data: unknown }
    }
    // Keep the fixture's filters that name generic things; drop ids and
    // addresses of the live chain, which the devnet does not have.
    const request = Object.fromEntries(
      Object.entries(fixture.request).filter(([k]) =>
        [
          'limit',
          'offset',
          'date_interval',
          'not_done',
          'no_meta',
          'op',
        ].includes(k),
      ),
    )
    const state = devnet.index()
    if (typeof fixture.request.tick === 'string') {
      // Keep the fixture's tick when the devnet knows it, else use UNIX.
      const t = fixture.request.tick
      const pool = [...state.poolsV1.values()].some((p) => p.tick === t)
      const known = state.tokens.has(t) || state.nftCollections.has(t) || pool
      request.tick = known ? t : 'UNIX'
    }
    if (name === 'v3-swap-getreserves')
      Object.assign(request, { tick0: 'UNIX', tick1: 'WDOGE(WRAPPED-DOGE)' })
    if (
      name === 'v3-drc20-address' ||
      name === 'v3-orders-address' ||
      name === 'v3-drc20-address-tick'
    ) {
      request.receive_address = devnet.accounts[0]?.address
      if (name === 'v3-drc20-address-tick') request.tick = 'UNIX'
    }
    if (
      /collect-address|liquidity-address|stake-reward|stake-order|nft-order|file-order|wdoge-order|swap-order|swap-v2-order|drc20-order/.test(
        name,
      )
    ) {
      request.holder_address =
        fixture.request.holder_address === undefined
          ? undefined
          : devnet.accounts[0]?.address
      if (name === 'v4-stake-reward') request.tick = 'UNIX'
    }
    if (name === 'v4-nft-collect-address') {
      request.tick = 'DOGEART'
      request.holder_address = [...state.nftItems.values()].find(
        (n) => n.tick === 'DOGEART',
      )?.holder
    }
    if (name === 'v4-nft-order') {
      request.holder_address = state.nftOrders.find(
        (r) => r.op === 'mint',
      )?.holder_address
    }
    if (name === 'v4-swap-v2-liquidity-address') {
      request.holder_address = [...state.poolsV2.values()][0]?.creator
    }
    if (name === 'v3-drc20-order-id')
      request.order_id = devnet.index().drc20Orders.at(-1)?.order_id
    if (name === 'v3-orders-hash')
      request.hash = devnet.index().drc20Orders.at(-1)?.tx_hash
    if (/file-collections|file-exchange/.test(name))
      request.meta_id = [...devnet.index().collections.keys()][0]
    if (name === 'v4-exchange-k')
      Object.assign(request, { tick0: 'UNIX', tick1: 'WDOGE(WRAPPED-DOGE)' })
    const res = await fetch(`${server.url}${routeOf(name)}`, {
      method: 'POST',
      body: JSON.stringify(request),
    })
    const body = (await res.json()) as {
      code: number
      data: unknown
      total: number
    }
    expect(body.code).toBe(200)
    expect(Object.keys(body).sort()).toEqual(['code', 'data', 'msg', 'total'])
    const expected = shape(fixture.response.data)
    const actual = shape(body.data)
    // Every fixture with rows must meet rows in the seed world too.
    expect(actual.length > 0 || expected.length === 0).toBe(true)
    if (expected.length > 0 && actual.length > 0) {
      // Attribute maps are keyed by trait names, which differ per world.
      if (name === 'v4-file-collections-attributes') return
      expect(actual.filter((k) => !expected.includes(k))).toEqual(
        name === 'v4-stake-collect' ? ['end_block', 'reward_per_block'] : [],
      )
      expect(expected.filter((k) => !actual.includes(k))).toEqual([])
      // Wire types: string vs bare number vs object, key by key (null on
      // either side is allowed: many columns are nullable).
      const first = (d: unknown) =>
        (Array.isArray(d) ? d[0] : d) as Record<string, unknown>
      const kind = (v: unknown) =>
        v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v
      const mismatched = expected.filter((k) => {
        const a = kind(first(fixture.response.data)[k])
        const b = kind(first(body.data)[k])
        return a !== 'null' && b !== 'null' && a !== b
      })
      expect(mismatched).toEqual([])
    }
  })
})
