import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createDevnet, type Devnet } from '../createDevnet.js'
import { WALLET_ACCOUNTS } from '../seed/accounts.js'
import { type DevnetServer, startDevnetServer } from './createDevnetServer.js'

const ALICE = WALLET_ACCOUNTS[0]?.address ?? ''
let devnet: Devnet
let server: DevnetServer
beforeAll(async () => {
  devnet = createDevnet({ scale: 'empty' })
  server = await startDevnetServer({ devnet: () => devnet })
})
afterAll(() => server.close())

/** Inscribes `content` through the admin API and mines it. */
async function inscribe(content: Uint8Array, contentType: string) {
  const res = await fetch(`${server.url}/devnet/submit`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      address: ALICE,
      payload: { p: 'file', op: 'deploy' },
      content: Buffer.from(content).toString('base64'),
      contentType,
      mine: true,
    }),
  })
  const { tx_hash } = (await res.json()) as { tx_hash: string }
  return tx_hash
}

const HTML = '<!doctype html><script>parent.stolen = localStorage</script>'
const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'

describe('inscribed content', () => {
  it('default: is served from an origin of its own', () => {
    expect(server.contentUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    expect(new URL(server.contentUrl).origin).not.toBe(
      new URL(server.url).origin,
    )
  })

  it.each([
    ['HTML', HTML, 'text/html'],
    ['SVG', SVG, 'image/svg+xml'],
  ])(
    'behavior: %s is sandboxed, with no script and no sniffing',
    async (_, text, type) => {
      const id = await inscribe(new TextEncoder().encode(text), type)
      const res = await fetch(`${server.contentUrl}/content/${id}`)
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toBe(`${type}; charset=utf-8`)
      expect(res.headers.get('x-content-type-options')).toBe('nosniff')
      expect(res.headers.get('content-security-policy')).toBe(
        "sandbox; default-src 'none'",
      )
      expect(await res.text()).toBe(text)
    },
  )

  it('behavior: is never served by the API origin, which the app proxies', async () => {
    const id = await inscribe(new TextEncoder().encode(HTML), 'text/html')
    for (const path of [`/content/${id}`, `/ipfs/${id}`]) {
      const res = await fetch(`${server.url}${path}`)
      expect(res.status).toBe(404)
      expect(await res.text()).not.toContain('<script>')
    }
  })

  it('behavior: non-ASCII text comes back byte for byte, not double-encoded', async () => {
    const bytes = new TextEncoder().encode('Ðoge ✓ 狗 — é')
    const id = await inscribe(bytes, 'text/plain;charset=utf-8')
    const res = await fetch(`${server.contentUrl}/content/${id}`)
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(bytes)
  })

  it('behavior: text without a charset is declared UTF-8, so it reads back as sent', async () => {
    const text = 'Ðoge ✓ 狗 — é'
    const id = await inscribe(new TextEncoder().encode(text), 'text/plain')
    const res = await fetch(`${server.contentUrl}/content/${id}`)
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8')
    expect(await res.text()).toBe(text)
    // A charset the inscriber named is kept.
    const latin = await inscribe(
      new Uint8Array([0xe9]),
      'text/plain; charset=latin1',
    )
    const kept = await fetch(`${server.contentUrl}/content/${latin}`)
    expect(kept.headers.get('content-type')).toBe('text/plain; charset=latin1')
  })

  it('behavior: binary content is kept as sent', async () => {
    const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 255, 128, 7])
    const id = await inscribe(bytes, 'image/png')
    const res = await fetch(`${server.contentUrl}/content/${id}`)
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(bytes)
  })

  it('behavior: the content origin serves nothing else', async () => {
    for (const path of ['/v4/info/lastnumber', '/devnet/state', '/explorer/']) {
      const res = await fetch(`${server.contentUrl}${path}`, {
        method: path.startsWith('/v4') ? 'POST' : 'GET',
      })
      expect(res.status).toBe(404)
    }
  })

  it('default: API rows point at the content origin', async () => {
    const id = await inscribe(new Uint8Array([1, 2, 3]), 'image/png')
    devnet.mine(1)
    const res = await fetch(`${server.url}/v4/file/collect-address`, {
      method: 'POST',
      body: JSON.stringify({ holder_address: ALICE, limit: -1 }),
    })
    const body = (await res.json()) as { data: { file_path: string }[] | null }
    const paths = (body.data ?? []).map((row) => row.file_path)
    expect(paths.length).toBeGreaterThan(0)
    for (const path of paths) {
      expect(path.startsWith(`${server.contentUrl}/content/`)).toBe(true)
    }
    void id
  })
})
