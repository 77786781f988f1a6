import { startTestServer, type TestServer } from '@drc20/api/testing'
import { QueryObserver } from '@tanstack/react-query'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext } from '../../test/createTestContext'
import { blockPollQueryOptions } from './blockQueries'
import { INDEXED } from './queryKeys'

let server: TestServer
let poolsUp = false

beforeAll(async () => {
  server = await startTestServer(({ path }) => {
    if (path === '/v4/info/blocknumber')
      return {
        body: JSON.stringify({
          code: 200,
          msg: 'success',
          data: { index_height: 100, chain_height: 101 },
        }),
      }
    return { status: 404, body: '' }
  })
})
afterAll(() => server.close())

describe(blockPollQueryOptions, () => {
  it('behavior: a failed indexer query on screen is retried by the next poll, and its error clears', async () => {
    const context = createTestContext({ apiBaseUrl: server.baseUrl })
    const { queryClient, api } = context.services
    let calls = 0
    const observer = new QueryObserver(queryClient, {
      queryKey: [INDEXED, 'test'],
      retry: false,
      queryFn: async () => {
        calls += 1
        if (!poolsUp) throw new Error('provider down')
        return 'pools'
      },
    })
    const unsubscribe = observer.subscribe(() => {})
    await expect.poll(() => observer.getCurrentResult().status).toBe('error')
    // The provider is back; no new block yet.
    poolsUp = true
    await queryClient.fetchQuery(blockPollQueryOptions(api))
    await expect.poll(() => observer.getCurrentResult().data).toBe('pools')
    expect(observer.getCurrentResult().error).toBeNull()
    expect(calls).toBe(2)
    // A query that did not fail is left alone.
    await queryClient.refetchQueries({ queryKey: ['block'] })
    expect(calls).toBe(2)
    unsubscribe()
  })
})
