import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createDevnet, type Devnet } from '../createDevnet.js'
import { WALLET_ACCOUNTS } from '../seed/accounts.js'
import { type DevnetServer, startDevnetServer } from './createDevnetServer.js'

const ALICE = WALLET_ACCOUNTS[0]?.address ?? ''
const BOB = WALLET_ACCOUNTS[1]?.address ?? ''
let devnet: Devnet
let server: DevnetServer
beforeAll(async () => {
  devnet = createDevnet({ scale: 'empty' })
  server = await startDevnetServer({ devnet: () => devnet })
})
afterAll(() => server.close())

const JSON_TYPE = { 'Content-Type': 'application/json' }
const call = (path: string, body: unknown, headers = {}) =>
  fetch(`${server.url}/devnet/${path}`, {
    method: 'POST',
    headers: { ...JSON_TYPE, ...headers },
    body: JSON.stringify(body),
  })

describe('admin API: no web page can drive it', () => {
  it.each([
    ['no content type', {}],
    ['text/plain (a no-cors fetch)', { 'Content-Type': 'text/plain' }],
    ['a form', { 'Content-Type': 'application/x-www-form-urlencoded' }],
  ])(
    'behavior: %s is refused with 415 and nothing mined',
    async (_, headers) => {
      const before = devnet.heights().chainHeight
      const res = await fetch(`${server.url}/devnet/mine`, {
        method: 'POST',
        headers,
        body: '{"count":1}',
      })
      expect(res.status).toBe(415)
      expect(devnet.heights().chainHeight).toBe(before)
    },
  )

  it('behavior: another origin is refused with 403, even with JSON', async () => {
    const before = devnet.heights().chainHeight
    const res = await call(
      'mine',
      { count: 1 },
      {
        Origin: 'https://evil.example',
      },
    )
    expect(res.status).toBe(403)
    expect(devnet.heights().chainHeight).toBe(before)
  })

  it('behavior: a GET (no body, no type) cannot mine either', async () => {
    const before = devnet.heights().chainHeight
    expect((await fetch(`${server.url}/devnet/mine`)).status).toBe(415)
    expect(devnet.heights().chainHeight).toBe(before)
  })

  it('default: the same origin (the app proxying /api) and no origin (scripts) may', async () => {
    const sameOrigin = await call(
      'mine',
      { count: 1 },
      {
        Origin: server.url,
      },
    )
    expect(sameOrigin.status).toBe(200)
    expect((await call('mine', { count: 1 })).status).toBe(200)
  })
})

describe('admin API: submits', () => {
  it.each([
    ['a zero output', [{ address: BOB, amount: '0' }]],
    ['a negative output', [{ address: BOB, amount: '-100' }]],
    ['a fractional output', [{ address: BOB, amount: '1.5' }]],
    ['an output without an address', [{ amount: '100' }]],
    ['an output to an invalid address', [{ address: 'nope', amount: '100' }]],
    ['outputs that are not a list', { address: BOB, amount: '100' }],
  ])('behavior: %s is refused with 400', async (_, outputs) => {
    const res = await call('submit', { address: ALICE, outputs })
    expect(res.status).toBe(400)
    expect(devnet.mempool()).toHaveLength(0)
  })

  it('default: a plain payment with positive outputs is accepted', async () => {
    const res = await call('submit', {
      address: ALICE,
      outputs: [{ address: BOB, amount: '100000000' }],
    })
    expect(res.status).toBe(200)
    await call('mine', { count: 1 })
  })
})

describe('admin API: faults', () => {
  it('behavior: clear also ends latency and offline', async () => {
    await call('faults', { latencyMs: 5_000, offline: true })
    const cleared = (await (await call('faults', { clear: true })).json()) as {
      latencyMs: number
      offline: boolean
    }
    expect(cleared).toMatchObject({ latencyMs: 0, offline: false, routes: {} })
    const res = await fetch(`${server.url}/v4/info/lastnumber`, {
      method: 'POST',
      body: '{}',
    })
    expect(res.status).toBe(200)
  })

  it('error: a route failure without its route is refused, and nothing is faulted', async () => {
    await call('faults', { clear: true })
    const res = await call('faults', { shape: '500/str', rate: 1 })
    expect(res.status).toBe(400)
    expect(((await res.json()) as { error: string }).error).toContain(
      'give its route',
    )
    const bad = await call('faults', { route: 42, shape: '500/str' })
    expect(bad.status).toBe(400)
    const state = (await (await call('state', {})).json()) as {
      faults: { routes: Record<string, unknown> }
    }
    expect(state.faults.routes).toEqual({})
  })

  it('default: state reports the content origin, the index halt and defects', async () => {
    const state = (await (await call('state', {})).json()) as Record<
      string,
      unknown
    >
    expect(state).toMatchObject({
      contentUrl: server.contentUrl,
      indexHalted: false,
      imported: null,
      defects: [],
    })
  })
})
