import { createServer, type Server } from 'node:http'
import { afterEach, describe, expect, it } from 'vitest'
import { createApiClient } from '../createApiClient.js'
import { startTestServer } from '../test/startTestServer.js'
import { DEFAULT_MAX_RESPONSE_BYTES } from './createApiTransport.js'

const servers: { close: () => unknown }[] = []
afterEach(async () => {
  for (const server of servers.splice(0)) await server.close()
})

/**
 * Streams `chunks` chunks of `size` bytes without a Content-Length, one
 * every `delayMs`, and counts how many it wrote before the client hung up.
 */
async function startStreamingServer(chunks: number, size: number) {
  let written = 0
  let closedEarly = false
  const server: Server = createServer((_, res) => {
    res.writeHead(200, { 'Content-Type': 'application/json' })
    res.write('{"code":200,"msg":"success","data":"')
    const timer = setInterval(() => {
      if (written === chunks) {
        clearInterval(timer)
        res.end('"}')
        return
      }
      written++
      res.write('x'.repeat(size))
    }, 2)
    res.on('close', () => {
      clearInterval(timer)
      if (written < chunks) closedEarly = true
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  if (address === null || typeof address === 'string')
    throw new Error('no port')
  servers.push({
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  })
  return {
    baseUrl: `http://127.0.0.1:${address.port}`,
    written: () => written,
    closedEarly: () => closedEarly,
  }
}

const TOO_LARGE = {
  kind: 'decode',
  cause: { code: 'RESPONSE_TOO_LARGE', maxResponseBytes: 10_000 },
}

describe('response size cap', () => {
  it('default: 20 MB', () => {
    expect(DEFAULT_MAX_RESPONSE_BYTES).toBe(20 * 1024 * 1024)
    expect(
      createApiClient({ baseUrl: 'http://127.0.0.1:1' }).maxResponseBytes,
    ).toBe(DEFAULT_MAX_RESPONSE_BYTES)
  })

  it('behavior: a streamed body past the limit is aborted while streaming', async () => {
    const server = await startStreamingServer(500, 1_000)
    const api = createApiClient({
      baseUrl: server.baseUrl,
      maxResponseBytes: 10_000,
    })
    const result = await api.getLastNumber()
    expect(result._unsafeUnwrapErr()).toMatchObject(TOO_LARGE)
    await new Promise((resolve) => setTimeout(resolve, 50))
    // Hung up after about 10 of the 500 chunks, not after reading them all.
    expect(server.closedEarly()).toBe(true)
    expect(server.written()).toBeLessThan(100)
  })

  it('behavior: a declared Content-Length past the limit is refused', async () => {
    const server = await startTestServer(() => ({
      body: `{"code":200,"msg":"success","data":"${'x'.repeat(20_000)}"}`,
    }))
    servers.push(server)
    const api = createApiClient({
      baseUrl: server.baseUrl,
      maxResponseBytes: 10_000,
    })
    expect((await api.getLastNumber())._unsafeUnwrapErr()).toMatchObject(
      TOO_LARGE,
    )
  })

  it('behavior: a body under the limit is read whole, multi-byte text included', async () => {
    const server = await startTestServer(() => ({
      body: '{"code":200,"msg":"成功","data":7,"total":0}',
    }))
    servers.push(server)
    const api = createApiClient({
      baseUrl: server.baseUrl,
      maxResponseBytes: 60,
    })
    expect((await api.getLastNumber())._unsafeUnwrap()).toBe(7)
  })
})
