import { bench, describe } from 'vitest'
import { createDevnet } from '../createDevnet.js'
import { deriveAccountAddress } from '../indexer/deriveLedgerAddress.js'
import { emptySocials } from '../indexer/protocols/drc20.js'
import { WALLET_ACCOUNTS } from '../seed/accounts.js'
import { type DevnetServer, startDevnetServer } from './createDevnetServer.js'

// The explorer's world: 50,000 tokens (the `--scale large` count) and one
// token with 30,000 holders. Every timed run starts with a new block (50
// mints of different tokens and one deploy, settled by the real fold), so
// each request measured is the first one after a block: the cost a client
// pays once per block, not a cache hit.

const TOKENS = 50_000
const BIG = 'BIGHOLD'
const BIG_HOLDERS = 30_000
const UNIT = 100_000_000n
const MINTER = WALLET_ACCOUNTS[0]?.address ?? ''

const devnet = createDevnet({ scale: 'empty' })
const state = devnet.index()
const ticks: string[] = []
for (let i = 0; i < TOKENS; i++) {
  const tick = `T${i.toString(36).toUpperCase()}`
  ticks.push(tick)
  const max = 21_000_000n * UNIT
  const lim = max / 1000n
  state.tokens.set(tick, {
    tick,
    max,
    lim,
    dec: 8,
    minted: (lim * BigInt(i % 500)) / 2n,
    deployer: deriveAccountAddress(`bench:deployer:${i % 997}`),
    inscription: i.toString(16).padStart(64, '0'),
    deployHeight: 4_000_000 + i * 30,
    deployTime: 1_690_000_000 + i * 1800,
    lastMintTime: i % 3 === 0 ? null : 1_690_000_000 + i * 1800 + 60,
    transactions: i % 7_919,
    isCheck: i % 50 === 0 ? 1 : 0,
    socials:
      i % 50 === 0
        ? {
            ...emptySocials(),
            logo: `https://ipfs.example/ipfs/logo-${i}`,
            introduction: `Token <${i}> & friends`,
            official: `https://t${i}.example`,
          }
        : emptySocials(),
    kind: 'drc20',
  })
  state.holders.set(tick, i % 200)
}
{
  const byAddress = new Map<string, bigint>()
  let minted = 0n
  for (let i = 0; i < BIG_HOLDERS; i++) {
    const address = deriveAccountAddress(`bench:holder:${i}`)
    // Heavy-tailed, with the top balances past 2^53.
    const amt = 10n ** 19n / BigInt(i + 1) + BigInt(i)
    byAddress.set(address, amt)
    minted += amt
    let held = state.addressTicks.get(address)
    if (!held) {
      held = new Set()
      state.addressTicks.set(address, held)
    }
    held.add(BIG)
  }
  state.balances.set(BIG, byAddress)
  state.holders.set(BIG, BIG_HOLDERS)
  state.tokens.set(BIG, {
    tick: BIG,
    max: minted * 2n,
    lim: minted / 1000n,
    dec: 8,
    minted,
    deployer: deriveAccountAddress('bench:holder:0'),
    inscription: 'f'.repeat(64),
    deployHeight: 3_999_999,
    deployTime: 1_689_999_000,
    lastMintTime: null,
    transactions: BIG_HOLDERS,
    isCheck: 1,
    socials: emptySocials(),
    kind: 'drc20',
  })
}

let blocks = 0
/** Mines a block of 50 mints, one of them of BIGHOLD, and one deploy. */
function nextBlock(): void {
  blocks++
  for (let k = 0; k < 50; k++) {
    const tick = k === 0 ? BIG : (ticks[(blocks * 50 + k) % TOKENS] ?? '')
    const lim = state.tokens.get(tick)?.lim ?? 1n
    devnet.submit({
      address: MINTER,
      payloads: [{ p: 'drc-20', op: 'mint', tick, amt: lim.toString() }],
    })
  }
  devnet.submit({
    address: MINTER,
    payloads: [
      {
        p: 'drc-20',
        op: 'deploy',
        tick: `N${blocks.toString(36).toUpperCase()}`,
        max: '2100000000000000',
        lim: '100000000000',
      },
    ],
  })
  // The index applies a block once one more is on top.
  devnet.mine(1)
}

let server: DevnetServer | undefined
const ready = startDevnetServer({ devnet: () => devnet }).then((s) => {
  server = s
})

/**
 * Sends a request and reads the whole answer. The body is drained, not
 * joined into one buffer: the client runs in this same process, and
 * assembling 22 MB would time the client, not the devnet.
 */
async function post(path: string, body: unknown): Promise<number> {
  await ready
  const res = await fetch(`${server?.url}/${path}`, {
    method: 'POST',
    body: JSON.stringify(body),
  })
  let bytes = 0
  for await (const chunk of res.body ?? []) bytes += chunk.byteLength
  return bytes
}

const options = { iterations: 12, warmupIterations: 2 }

describe('token list of 50,000 tokens, first request after a block', () => {
  bench(
    'POST /v3/drc20/all (the whole list, 22 MB)',
    async () => {
      nextBlock()
      await post('v3/drc20/all', {})
    },
    options,
  )
  bench(
    'POST /v4/drc20/collect limit -1 (the whole list)',
    async () => {
      nextBlock()
      await post('v4/drc20/collect', { limit: -1 })
    },
    options,
  )
  bench(
    'POST /v4/drc20/collect limit 1000 offset 25,000',
    async () => {
      nextBlock()
      await post('v4/drc20/collect', { limit: 1000, offset: 25_000 })
    },
    options,
  )
  bench(
    'POST /v4/drc20/collect search_key "T" (all 50,000 match; no paging)',
    async () => {
      nextBlock()
      await post('v4/drc20/collect', { search_key: 'T' })
    },
    options,
  )
  bench(
    'POST /v4/drc20/collect search_key "ZZ" (73 matches)',
    async () => {
      nextBlock()
      await post('v4/drc20/collect', { search_key: 'ZZ' })
    },
    options,
  )
  bench(
    'walk all 50,000 tokens 200 at a time (250 requests, the api client)',
    async () => {
      nextBlock()
      for (let offset = 0; offset < TOKENS; offset += 200) {
        await post('v4/drc20/collect', { limit: 200, offset })
      }
    },
    { iterations: 4, warmupIterations: 1 },
  )
})

describe('holders of a token with 30,000 holders, first page after a block', () => {
  bench(
    'POST /v3/drc20/holders limit 50 offset 15,000',
    async () => {
      nextBlock()
      await post('v3/drc20/holders', { tick: BIG, limit: 50, offset: 15_000 })
    },
    options,
  )
  bench(
    'POST /v4/drc20/collect-address tick, limit 50 offset 15,000',
    async () => {
      nextBlock()
      await post('v4/drc20/collect-address', {
        tick: BIG,
        limit: 50,
        offset: 15_000,
      })
    },
    options,
  )
})
