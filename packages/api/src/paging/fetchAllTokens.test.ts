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

/** The requests' offsets, in order of offset (parts of a page go together). */
function sentOffsets() {
  return sentLimits()
    .map((r) => r.offset)
    .sort((a, b) => a - b)
}

describe(fetchAllTokens, () => {
  it('default: pages of 1000 as five requests of 200, 100 ms apart', async () => {
    makeClient()
    serveTokens(2450)
    const progress: unknown[] = []
    const added: number[] = []
    const result = await fetchAllTokens(client, {
      onProgress: (p) => progress.push(p),
      onTokens: (page) => added.push(page.length),
    })
    const { tokens, total } = result._unsafeUnwrap()
    expect(tokens.map((t) => t.tick)).toEqual(
      Array.from({ length: 2450 }, (_, i) => `T${i}`),
    )
    expect(total).toBe(2450)
    expect(sentLimits().every((r) => r.limit === 200)).toBe(true)
    // Page 3 asks only for what `total` says is left.
    expect(sentOffsets()).toEqual(Array.from({ length: 13 }, (_, i) => i * 200))
    expect(sleeps).toEqual([100, 100])
    expect(added).toEqual([1000, 1000, 450])
    expect(progress).toEqual([
      { loaded: 1000, total: 2450, pages: 1 },
      { loaded: 2000, total: 2450, pages: 2 },
      { loaded: 2450, total: 2450, pages: 3 },
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
    serveTokens(800)
    const { tokens } = (
      await fetchAllTokens(client, { pageSize: 400 })
    )._unsafeUnwrap()
    expect(tokens).toHaveLength(800)
    expect(sentOffsets()).toEqual([0, 200, 400, 600])
  })

  it('behavior: an empty list is one page', async () => {
    makeClient()
    serveTokens(0)
    const { tokens } = (
      await fetchAllTokens(client, { pageSize: 200 })
    )._unsafeUnwrap()
    expect(tokens).toEqual([])
    expect(server.requests).toHaveLength(1)
  })

  it('parameters: pageSize and pauseMs', async () => {
    makeClient()
    serveTokens(25)
    await fetchAllTokens(client, { pageSize: 10, pauseMs: 7 })
    expect(sentOffsets()).toEqual([0, 10, 20])
    expect(sleeps).toEqual([7, 7])
  })

  it('behavior: a page that adds no new tick ends the walk', async () => {
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

  it('behavior: a failing request is retried, then the walk goes on', async () => {
    makeClient()
    serveTokens(300, { failOnce: new Set([200]) })
    const { tokens } = (
      await fetchAllTokens(client, { pageSize: 200, retryDelayMs: 500 })
    )._unsafeUnwrap()
    expect(tokens).toHaveLength(300)
    expect(sentLimits().map((r) => r.offset)).toEqual([0, 200, 200])
    expect(sleeps).toEqual([100, 500])
  })

  it('behavior: a request failing every retry fails the call', async () => {
    makeClient()
    serveTokens(300, { failAlways: 200 })
    const error = (
      await fetchAllTokens(client, { pageSize: 200, maxRetries: 2 })
    )._unsafeUnwrapErr()
    expect(error).toMatchObject({ kind: 'http', status: 500 })
    expect(sentLimits().map((r) => r.offset)).toEqual([0, 200, 200, 200])
  })

  it('parameters: signal cancels between pages', async () => {
    makeClient()
    serveTokens(5000)
    const controller = new AbortController()
    const error = (
      await fetchAllTokens(client, {
        signal: controller.signal,
        onProgress: () => controller.abort(),
      })
    )._unsafeUnwrapErr()
    expect(error).toEqual({ kind: 'aborted' })
    expect(server.requests).toHaveLength(5)
  })
})
