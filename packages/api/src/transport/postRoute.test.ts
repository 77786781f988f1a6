import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { getHoldersV3 } from '../drc20/getHoldersV3.js'
import { getTokens } from '../drc20/getTokens.js'
import { getBlockInfo } from '../info/getBlockInfo.js'
import {
  startTestServer,
  type TestReply,
  type TestServer,
} from '../test/startTestServer.js'
import { createApiTransport } from './createApiTransport.js'
import { postRoute } from './postRoute.js'
import type { ApiTransport } from './types.js'

const OK_BLOCK =
  '{"code":200,"msg":"success","data":{"chain_height":5512347,"index_height":5512345},"total":0}'

let server: TestServer
let client: ApiTransport
beforeAll(async () => {
  server = await startTestServer()
  client = createApiTransport({
    baseUrl: `${server.baseUrl}/`,
    timeoutMs: 2000,
  })
})
afterAll(() => server.close())

function reply(r: TestReply) {
  server.setHandler(() => r)
}

describe(postRoute, () => {
  it('default: POSTs a JSON object and decodes the envelope', async () => {
    reply({ body: OK_BLOCK })
    const result = await getBlockInfo(client)
    expect(result._unsafeUnwrap()).toEqual({
      indexHeight: 5512345,
      chainHeight: 5512347,
    })
    const sent = server.requests.at(-1)
    expect(sent?.method).toBe('POST')
    expect(sent?.path).toBe('/v4/info/blocknumber')
    expect(sent?.contentType).toContain('application/json')
    expect(sent?.body).toBe('{}')
  })

  it('behavior: snake_cases parameters and never mutates them', async () => {
    reply({ body: '{"code":200,"msg":"success","data":[],"total":0}' })
    const params = Object.freeze({
      holderAddress: 'DA',
      searchKey: undefined,
      limit: 5,
    })
    const result = await getTokens(client, params)
    expect(result._unsafeUnwrap()).toEqual({ items: [], total: 0 })
    expect(JSON.parse(server.requests.at(-1)?.body ?? '')).toEqual({
      holder_address: 'DA',
      limit: 5,
    })
    expect(params).toEqual({
      holderAddress: 'DA',
      searchKey: undefined,
      limit: 5,
    })
  })

  // The ten failure shapes of docs/api.md §2, plus a few neighbours.
  it.each([
    [
      '200/c400',
      200,
      '{"code":400,"msg":"bind err","data":null,"total":0}',
      { kind: 'api', code: 400, message: 'bind err' },
    ],
    [
      '200/c500',
      200,
      '{"code":500,"msg":"server error","data":null,"total":0}',
      { kind: 'api', code: 500, message: 'server error' },
    ],
    [
      '400/c400',
      400,
      '{"code":400,"msg":"EOF","data":null,"total":0}',
      {
        kind: 'http',
        status: 400,
        message: 'HTTP error! status: 400',
        serverMessage: 'EOF',
      },
    ],
    [
      '400/c500',
      400,
      '{"code":500,"msg":"not found","data":null,"total":0}',
      {
        kind: 'http',
        status: 400,
        message: 'HTTP error! status: 400',
        serverMessage: 'not found',
      },
    ],
    [
      '500/c500',
      500,
      '{"code":500,"msg":"db down","data":null,"total":0}',
      {
        kind: 'http',
        status: 500,
        message: 'HTTP error! status: 500',
        serverMessage: 'db down',
      },
    ],
    [
      '500/str',
      500,
      '"record not found"',
      { kind: 'http', status: 500, serverMessage: 'record not found' },
    ],
    [
      '500/null',
      500,
      'null',
      { kind: 'http', status: 500, serverMessage: null },
    ],
    ['500/{}', 500, '{}', { kind: 'http', status: 500, serverMessage: null }],
    [
      '500/{sqlite}',
      500,
      '{"Code":1,"ExtendedCode":1,"SystemErrno":0}',
      { kind: 'http', status: 500, serverMessage: null },
    ],
    [
      '500/error',
      500,
      '{"error":"unsupported data type"}',
      { kind: 'http', status: 500, serverMessage: 'unsupported data type' },
    ],
    [
      '400/str',
      400,
      '"error"',
      { kind: 'http', status: 400, serverMessage: 'error' },
    ],
    ['500/empty', 500, '', { kind: 'http', status: 500, serverMessage: null }],
    [
      '404 text',
      404,
      '404 page not found',
      { kind: 'http', status: 404, serverMessage: '404 page not found' },
    ],
    [
      '200/error field',
      200,
      '{"error":"boom"}',
      { kind: 'api', code: null, message: 'boom' },
    ],
    [
      '200/bare string',
      200,
      '"record not found"',
      { kind: 'api', code: null, message: 'record not found' },
    ],
    [
      '200/two objects',
      200,
      '{"code":500,"msg":"db err","data":null,"total":0}{"code":200,"msg":"success","data":[],"total":0}',
      { kind: 'api', code: 500, message: 'db err' },
    ],
  ] as const)('behavior: %s → %o', async (_name, status, body, expected) => {
    reply({ status, body })
    const result = await getBlockInfo(client)
    expect(result._unsafeUnwrapErr()).toMatchObject(expected)
  })

  it.each([
    ['200/empty', ''],
    ['200/null', 'null'],
    ['200/{}', '{}'],
    ['200/array', '[1,2]'],
    ['200/number', '42'],
    ['200/malformed', '{"code":200,'],
    ['200/html', '<html>oops</html>'],
    ['200/code as string', '{"code":"200","data":{}}'],
  ])('behavior: %s is a decode error', async (_name, body) => {
    reply({ body })
    const error = (await getBlockInfo(client))._unsafeUnwrapErr()
    expect(error.kind).toBe('decode')
  })

  it('behavior: a wrong field type is a decode error naming the path', async () => {
    reply({
      body: '{"code":200,"msg":"success","data":{"chain_height":"5512347","index_height":5512345},"total":0}',
    })
    const error = (await getBlockInfo(client))._unsafeUnwrapErr()
    expect(error).toMatchObject({
      kind: 'decode',
      issues: [{ path: 'data.chain_height' }],
    })
  })

  it.each([
    ['a dstr that is not an integer string', '{"tick":"A","max_amt":"1.5"}'],
    ['a dstr in exponent form', '{"tick":"A","max_amt":"1e+21"}'],
  ])('behavior: %s is a decode error', async (_name, row) => {
    reply({ body: `{"code":200,"msg":"success","data":[${row}],"total":1}` })
    expect((await getTokens(client))._unsafeUnwrapErr().kind).toBe('decode')
  })

  it.each([
    ['9007199254740993', 9007199254740993n],
    ['99999999999999999999999999999999999999999', 10n ** 41n - 1n],
    ['9114006500000000', 9114006500000000n],
  ])('behavior: bare amount %s stays exact', async (amt, expected) => {
    reply({
      body: `{"code":200,"msg":"success","data":[{"address":"D","amt":${amt}}],"total":1}`,
    })
    const page = (await getHoldersV3(client, { tick: 'A' }))._unsafeUnwrap()
    expect(page.items[0]?.amt).toBe(expected)
  })

  it.each(['1e+21', '2.5', '-0.5'])(
    'behavior: bare amount %s is a decode error, not a rounded number',
    async (amt) => {
      reply({
        body: `{"code":200,"msg":"success","data":[{"address":"D","amt":${amt}}],"total":1}`,
      })
      const error = (
        await getHoldersV3(client, { tick: 'A' })
      )._unsafeUnwrapErr()
      expect(error).toMatchObject({
        kind: 'decode',
        issues: [{ path: 'data.0.amt' }],
      })
    },
  )

  it('parameters: timeoutMs fires at the configured limit', async () => {
    reply({ hang: true })
    const fast = createApiTransport({ baseUrl: server.baseUrl, timeoutMs: 150 })
    const started = performance.now()
    const error = (await getBlockInfo(fast))._unsafeUnwrapErr()
    const elapsed = performance.now() - started
    expect(error).toEqual({ kind: 'timeout', timeoutMs: 150 })
    expect(elapsed).toBeGreaterThanOrEqual(140)
    expect(elapsed).toBeLessThan(1500)
  })

  it('parameters: per-call timeoutMs overrides the client', async () => {
    reply({ delayMs: 400, body: OK_BLOCK })
    const error = (
      await getBlockInfo(client, { timeoutMs: 100 })
    )._unsafeUnwrapErr()
    expect(error).toEqual({ kind: 'timeout', timeoutMs: 100 })
    reply({ delayMs: 50, body: OK_BLOCK })
    expect((await getBlockInfo(client, { timeoutMs: 1000 })).isOk()).toBe(true)
  })

  it('behavior: default timeout is 15 s', () => {
    expect(createApiTransport({ baseUrl: 'http://x' }).timeoutMs).toBe(15_000)
  })

  it('parameters: signal aborts an in-flight call', async () => {
    reply({ hang: true })
    const controller = new AbortController()
    setTimeout(() => controller.abort(), 50)
    const error = (
      await getBlockInfo(client, { signal: controller.signal })
    )._unsafeUnwrapErr()
    expect(error).toEqual({ kind: 'aborted' })
  })

  it('parameters: an already aborted signal sends nothing', async () => {
    const before = server.requests.length
    const error = (
      await getBlockInfo(client, { signal: AbortSignal.abort() })
    )._unsafeUnwrapErr()
    expect(error).toEqual({ kind: 'aborted' })
    expect(server.requests.length).toBe(before)
  })

  it('behavior: a refused connection is a network error', async () => {
    const closed = await startTestServer()
    await closed.close()
    const dead = createApiTransport({ baseUrl: closed.baseUrl })
    expect((await getBlockInfo(dead))._unsafeUnwrapErr().kind).toBe('network')
  })

  it('behavior: a throwing fetch is a network error, not a throw', async () => {
    const broken = createApiTransport({
      baseUrl: 'http://127.0.0.1:1',
      fetch: () => {
        throw new TypeError('boom')
      },
    })
    expect((await getBlockInfo(broken))._unsafeUnwrapErr()).toMatchObject({
      kind: 'network',
    })
  })
})
