import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../test/startTestServer.js'
import { createApiTransport } from '../transport/createApiTransport.js'
import type { ApiTransport } from '../transport/types.js'
import {
  fetchAllTokens,
  MAX_UNCACHED_TOKEN_PAGE_SIZE,
} from './fetchAllTokens.js'

function tokenRow(i: number) {
  return {
    tick: `T${i}`,
    max_amt: '2100000000000000',
    mint_amt: '0',
    dec: 0,
    lim: '100000000000',
    holders: 1,
    transactions: 1,
    deploy_time: 1735599601,
    last_mint_time: null,
    deploy_by: 'D',
    inscription: 'aa',
    logo: '',
    introduction: '',
    white_paper: '',
    official: '',
    telegram: '',
    discorad: '',
    twitter: '',
    facebook: '',
    github: '',
    is_check: 0,
  }
}

let server: TestServer
let sleeps: number[]
let client: ApiTransport

/** Serves `count` tokens like v4 drc20/collect, honouring limit/offset. */
function serveTokens(
  count: number,
  options: { failOnce?: Set<number>; failAlways?: number } = {},
) {
  server.setHandler(({ body }) => {
    const { limit = 10, offset = 0 } = JSON.parse(body) as {
      limit?: number
      offset?: number
    }
    if (options.failAlways === offset) return { status: 500, body: 'null' }
    if (options.failOnce?.delete(offset)) {
      return { status: 500, body: '"database is locked"' }
    }
    const rows = Array.from(
      { length: Math.max(0, Math.min(limit, count - offset)) },
      (_, i) => tokenRow(offset + i),
    )
    return {
      body: JSON.stringify({
        code: 200,
        msg: 'success',
        data: rows,
        total: count,
      }),
    }
  })
}

beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

function makeClient() {
  sleeps = []
  server.requests.length = 0
  client = createApiTransport({
    baseUrl: server.baseUrl,
    sleep: async (ms) => {
      sleeps.push(ms)
    },
  })
  return client
}

function sentLimits() {
  return server.requests.map(
    (r) => JSON.parse(r.body) as { limit: number; offset: number },
  )
}

describe(fetchAllTokens, () => {
  it('default: loads every token, pausing 100 ms between pages', async () => {
    makeClient()
    serveTokens(450)
    const progress: unknown[] = []
    const result = await fetchAllTokens(client, {
      onProgress: (p) => progress.push(p),
    })
    const { tokens, total } = result._unsafeUnwrap()
    expect(tokens.map((t) => t.tick)).toEqual(
      Array.from({ length: 450 }, (_, i) => `T${i}`),
    )
    expect(total).toBe(450)
    expect(sentLimits()).toEqual([
      { limit: 200, offset: 0 },
      { limit: 200, offset: 200 },
      { limit: 200, offset: 400 },
    ])
    expect(sleeps).toEqual([100, 100])
    expect(progress).toEqual([
      { loaded: 200, total: 450, pages: 1 },
      { loaded: 400, total: 450, pages: 2 },
      { loaded: 450, total: 450, pages: 3 },
    ])
  })

  it('behavior: never asks for more than 200 rows (the cached range)', async () => {
    makeClient()
    serveTokens(1500)
    await fetchAllTokens(client, { pageSize: 1000 })
    expect(
      sentLimits().every((r) => r.limit <= MAX_UNCACHED_TOKEN_PAGE_SIZE),
    ).toBe(true)
  })

  it('behavior: stops at the last page when total is a multiple of the page', async () => {
    makeClient()
    serveTokens(400)
    const { tokens } = (await fetchAllTokens(client))._unsafeUnwrap()
    expect(tokens).toHaveLength(400)
    expect(server.requests).toHaveLength(2)
  })

  it('behavior: an empty list is one request', async () => {
    makeClient()
    serveTokens(0)
    const { tokens } = (await fetchAllTokens(client))._unsafeUnwrap()
    expect(tokens).toEqual([])
    expect(server.requests).toHaveLength(1)
  })

  it('parameters: pageSize and pauseMs', async () => {
    makeClient()
    serveTokens(25)
    await fetchAllTokens(client, { pageSize: 10, pauseMs: 7 })
    expect(sentLimits().map((r) => r.offset)).toEqual([0, 10, 20])
    expect(sleeps).toEqual([7, 7])
  })

  it('behavior: a stale page that repeats the previous one ends the walk', async () => {
    makeClient()
    server.setHandler(() => ({
      body: JSON.stringify({
        code: 200,
        msg: 'success',
        data: [tokenRow(1), tokenRow(2)],
        total: 0,
      }),
    }))
    const { tokens } = (
      await fetchAllTokens(client, { pageSize: 2 })
    )._unsafeUnwrap()
    expect(tokens.map((t) => t.tick)).toEqual(['T1', 'T2'])
    expect(server.requests).toHaveLength(2)
  })

  it('behavior: a failing page is retried, then the walk goes on', async () => {
    makeClient()
    serveTokens(300, { failOnce: new Set([200]) })
    const { tokens } = (
      await fetchAllTokens(client, { retryDelayMs: 500 })
    )._unsafeUnwrap()
    expect(tokens).toHaveLength(300)
    expect(sentLimits().map((r) => r.offset)).toEqual([0, 200, 200])
    expect(sleeps).toEqual([100, 500])
  })

  it('behavior: a page failing every retry fails the call', async () => {
    makeClient()
    serveTokens(300, { failAlways: 200 })
    const error = (
      await fetchAllTokens(client, { maxRetries: 2 })
    )._unsafeUnwrapErr()
    expect(error).toMatchObject({ kind: 'http', status: 500 })
    expect(sentLimits().map((r) => r.offset)).toEqual([0, 200, 200, 200])
  })

  it('parameters: signal cancels between pages', async () => {
    makeClient()
    serveTokens(1000)
    const controller = new AbortController()
    const error = (
      await fetchAllTokens(client, {
        signal: controller.signal,
        onProgress: () => controller.abort(),
      })
    )._unsafeUnwrapErr()
    expect(error).toEqual({ kind: 'aborted' })
    expect(server.requests).toHaveLength(1)
  })
})
