import { createApiClient, fetchAllTokens } from '@drc20/api'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createDevnet, type Devnet } from '../createDevnet.js'
import type { ImportedToken } from '../import/readImportDir.js'
import { deriveAccountAddress } from '../indexer/deriveLedgerAddress.js'
import { emptySocials } from '../indexer/protocols/drc20.js'
import { type DevnetServer, startDevnetServer } from './createDevnetServer.js'

// The api client's token-list walk against the devnet, which reproduces
// the drc20/collect cache defect (docs/api.md §5): 2,345 tokens, more than
// two pages of 1000, all read within one block.

const COUNT = 2345
const deployer = deriveAccountAddress('fetch-all-tokens')

function token(i: number): ImportedToken {
  return {
    tick: `Q${i.toString(36).toUpperCase().padStart(4, '0')}`,
    max: 1_000_000n,
    lim: 1000n,
    minted: BigInt(i),
    deployer,
    inscription: i.toString(16).padStart(64, '0'),
    deployTime: 1_700_000_000 + i * 60,
    lastMintTime: null,
    transactions: 1,
    isCheck: 0,
    socials: emptySocials(),
    source: { file: 'generated', row: i + 1 },
  }
}

let devnet: Devnet
let server: DevnetServer

beforeAll(async () => {
  devnet = createDevnet({
    seed: 1,
    scale: 'empty',
    import: {
      tokens: Array.from({ length: COUNT }, (_, i) => token(i)),
      holders: new Map(),
      holderSources: new Map(),
    },
  })
  server = await startDevnetServer({ devnet: () => devnet })
}, 60_000)
afterAll(() => server.close())

const collect = async (body: Record<string, unknown>) =>
  (await (
    await fetch(`${server.url}/v4/drc20/collect`, {
      method: 'POST',
      body: JSON.stringify(body),
    })
  ).json()) as { data: { tick: string }[]; total: number }

describe(fetchAllTokens, () => {
  it('behavior: the devnet answers limit 1000 from the stale cache', async () => {
    const first = await collect({ limit: 1000, offset: 0 })
    const second = await collect({ limit: 1000, offset: 1000 })
    // Page 1 again, with total 0: paging 1000 at a time loses the rest.
    expect(second.total).toBe(0)
    expect(second.data.map((r) => r.tick)).toEqual(
      first.data.map((r) => r.tick),
    )
  })

  it('default: every token exactly once, in pages of 1000, within one block', async () => {
    const client = createApiClient({ baseUrl: server.url })
    const height = devnet.index().height
    const pages: number[] = []
    const result = await fetchAllTokens(client, {
      onProgress: (p) => pages.push(p.loaded),
    })
    const { tokens, total } = result._unsafeUnwrap()
    expect(devnet.index().height).toBe(height)
    const whole = await collect({ limit: -1 })
    // The imported tokens and what the empty world deploys itself.
    const all = whole.data.length
    expect(all).toBeGreaterThanOrEqual(COUNT)
    expect(total).toBe(all)
    expect(tokens.map((t) => t.tick)).toEqual(whole.data.map((r) => r.tick))
    expect(new Set(tokens.map((t) => t.tick)).size).toBe(all)
    expect(pages).toEqual([1000, 2000, all])
  })
})
