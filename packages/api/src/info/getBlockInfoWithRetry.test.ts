import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../test/startTestServer.js'
import { createApiTransport } from '../transport/createApiTransport.js'
import { getBlockInfoWithRetry } from './getBlockInfoWithRetry.js'

const OK =
  '{"code":200,"msg":"success","data":{"chain_height":12,"index_height":10},"total":0}'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

function failFirst(
  n: number,
  body = '{"code":500,"msg":"server error","data":null,"total":0}',
) {
  let calls = 0
  server.setHandler(() => (calls++ < n ? { body } : { body: OK }))
}

function setup() {
  const sleeps: number[] = []
  const client = createApiTransport({
    baseUrl: server.baseUrl,
    sleep: async (ms) => {
      sleeps.push(ms)
    },
  })
  return { client, sleeps }
}

describe(getBlockInfoWithRetry, () => {
  it('behavior: retries after 1 s, 2 s, 4 s and then succeeds', async () => {
    failFirst(3)
    const { client, sleeps } = setup()
    const info = (await getBlockInfoWithRetry(client))._unsafeUnwrap()
    expect(info).toEqual({ indexHeight: 10, chainHeight: 12 })
    expect(sleeps).toEqual([1000, 2000, 4000])
  })

  it('behavior: gives up after 3 retries with the last error', async () => {
    failFirst(4)
    const { client, sleeps } = setup()
    const error = (await getBlockInfoWithRetry(client))._unsafeUnwrapErr()
    expect(error).toMatchObject({ kind: 'api', code: 500 })
    expect(sleeps).toEqual([1000, 2000, 4000])
  })

  it('behavior: decode errors are not retried', async () => {
    failFirst(1, '{"code":200,"msg":"success","data":null,"total":0}')
    const { client, sleeps } = setup()
    expect((await getBlockInfoWithRetry(client))._unsafeUnwrapErr().kind).toBe(
      'decode',
    )
    expect(sleeps).toEqual([])
  })
})
