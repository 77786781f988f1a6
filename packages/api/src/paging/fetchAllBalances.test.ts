import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../test/startTestServer.js'
import { createApiTransport } from '../transport/createApiTransport.js'
import { fetchAllBalances } from './fetchAllBalances.js'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

function serveBalances(count: number, reportedTotal = count) {
  server.requests.length = 0
  server.setHandler(({ body }) => {
    const { limit, offset, holder_address } = JSON.parse(body) as {
      limit: number
      offset: number
      holder_address: string
    }
    const rows = Array.from(
      { length: Math.max(0, Math.min(limit, count - offset)) },
      (_, i) => ({
        tick: `T${offset + i}`,
        amt: String(10n ** 20n + BigInt(offset + i)),
        lock_amt: null,
        max: '99999999999999999999999999999999999999999',
        lim: null,
        dec: 0,
        burn: '',
        func: '',
        logo: '',
        holder_address,
        transactions: 0,
        update_date: 1,
        create_date: 1,
      }),
    )
    return {
      body: JSON.stringify({
        code: 200,
        msg: 'success',
        data: rows,
        total: reportedTotal,
      }),
    }
  })
}

const client = () =>
  createApiTransport({ baseUrl: server.baseUrl, sleep: async () => {} })

describe(fetchAllBalances, () => {
  it('default: 2000 per page until a short page', async () => {
    serveBalances(4500)
    const progress: number[] = []
    const result = await fetchAllBalances(client(), {
      holderAddress: 'DA',
      onProgress: (p) => progress.push(p.loaded),
    })
    const { balances, total, complete } = result._unsafeUnwrap()
    expect(balances).toHaveLength(4500)
    expect(balances[4499]?.amt).toBe(10n ** 20n + 4499n)
    expect(total).toBe(4500)
    expect(complete).toBe(true)
    expect(progress).toEqual([2000, 4000, 4500])
    expect(server.requests.map((r) => JSON.parse(r.body))).toEqual([
      { holder_address: 'DA', limit: 2000, offset: 0 },
      { holder_address: 'DA', limit: 2000, offset: 2000 },
      { holder_address: 'DA', limit: 2000, offset: 4000 },
    ])
  })

  it('parameters: maxPages stops early and says so', async () => {
    serveBalances(25_000)
    const { balances, complete } = (
      await fetchAllBalances(client(), { holderAddress: 'DA' })
    )._unsafeUnwrap()
    expect(server.requests).toHaveLength(10)
    expect(balances).toHaveLength(20_000)
    expect(complete).toBe(false)
  })

  it('behavior: stops once total rows are loaded', async () => {
    serveBalances(4000)
    await fetchAllBalances(client(), { holderAddress: 'DA' })
    expect(server.requests).toHaveLength(2)
  })

  it('behavior: a total of 0 does not stop a full page', async () => {
    serveBalances(3000, 0)
    const { balances } = (
      await fetchAllBalances(client(), { holderAddress: 'DA' })
    )._unsafeUnwrap()
    expect(balances).toHaveLength(3000)
  })
})
