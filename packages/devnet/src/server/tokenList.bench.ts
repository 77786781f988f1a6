import { bench, describe } from 'vitest'
import { createDevnet } from '../createDevnet.js'
import { emptySocials } from '../indexer/protocols/drc20.js'
import { type DevnetServer, startDevnetServer } from './createDevnetServer.js'

const devnet = createDevnet({ scale: 'empty' })
const state = devnet.index()
for (let i = 0; i < 50_000; i++) {
  const tick = `T${i.toString(36).toUpperCase()}`
  state.tokens.set(tick, {
    tick,
    max: 21_000_000_000_000_000n,
    lim: 100_000_000_000n,
    dec: 8,
    minted: BigInt(i) * 100_000_000_000n,
    deployer: 'DPBEgrVmorpgKjRcQdv5W7NNtgEt8uZVGd',
    inscription: i.toString(16).padStart(64, '0'),
    deployHeight: i,
    deployTime: 1_700_000_000 + i,
    lastMintTime: null,
    transactions: i,
    isCheck: 0,
    socials: emptySocials(),
    kind: 'drc20',
  })
}
let server: DevnetServer | undefined
const ready = startDevnetServer({ devnet: () => devnet }).then((s) => {
  server = s
})

describe('token list of 50,000 tokens', () => {
  bench(
    'POST /v3/drc20/all (unfiltered, no paging)',
    async () => {
      await ready
      const res = await fetch(`${server?.url}/v3/drc20/all`, {
        method: 'POST',
        body: '{}',
      })
      await res.arrayBuffer()
    },
    { iterations: 10 },
  )
  bench(
    'POST /v4/drc20/collect (limit -1)',
    async () => {
      await ready
      const res = await fetch(`${server?.url}/v4/drc20/collect`, {
        method: 'POST',
        body: '{"limit":-1}',
      })
      await res.arrayBuffer()
    },
    { iterations: 10 },
  )
})
