import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createDevnet, type Devnet } from '../createDevnet.js'
import { WALLET_ACCOUNTS } from '../seed/accounts.js'
import { type DevnetServer, startDevnetServer } from './createDevnetServer.js'

let devnet: Devnet
let server: DevnetServer
beforeAll(async () => {
  devnet = createDevnet({ scale: 'empty' })
  server = await startDevnetServer({
    devnet: () => devnet,
    reset: () => {
      devnet = createDevnet({ scale: 'empty' })
      return devnet
    },
  })
})
afterAll(() => server.close())

const admin = async (path: string, body: unknown = {}) =>
  (
    await fetch(`${server.url}/devnet/${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    })
  ).json() as Promise<Record<string, unknown>>

describe('admin API', () => {
  it('behavior: halt refuses mining; reset starts over', async () => {
    await admin('mine', { count: 3 })
    await admin('halt', { halted: true })
    const res = await fetch(`${server.url}/devnet/mine`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"count":1}',
    })
    expect(res.status).toBe(409)
    await admin('halt', { halted: false })
    const state = await admin('reset')
    expect(state).toEqual({
      chainHeight: devnet.genesisHeight,
      indexHeight: devnet.genesisHeight,
    })
  })

  it('behavior: an upload is served back under its hash', async () => {
    const form = new FormData()
    form.append(
      'file',
      new Blob([new Uint8Array([1, 2, 3, 250])], { type: 'image/png' }),
      'a.png',
    )
    const body = (await (
      await fetch(`${server.url}/v4/info/ipfs/upload`, {
        method: 'POST',
        body: form,
      })
    ).json()) as {
      hash: string
      data: { hash: string }
    }
    expect(body.data.hash).toBe(body.hash)
    const bytes = new Uint8Array(
      await (
        await fetch(`${server.contentUrl}/ipfs/${body.hash}`)
      ).arrayBuffer(),
    )
    expect([...bytes]).toEqual([1, 2, 3, 250])
  })

  it('behavior: accounts lists the funded wallet accounts', async () => {
    const body = (await admin('accounts')) as {
      accounts: { address: string; balance: string }[]
    }
    expect(body.accounts.map((a) => a.address)).toEqual(
      WALLET_ACCOUNTS.map((a) => a.address),
    )
    expect(body.accounts[0]?.balance).toBe('1000000')
  })
})
