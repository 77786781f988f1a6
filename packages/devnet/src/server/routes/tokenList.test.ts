import { fc, test } from '@fast-check/vitest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { writeWireJson } from '../../codec/writeWireJson.js'
import { createDevnet, type Devnet } from '../../createDevnet.js'
import { deriveAccountAddress } from '../../indexer/deriveLedgerAddress.js'
import { emptySocials } from '../../indexer/protocols/drc20.js'
import {
  createIndexerState,
  type IndexerState,
  type TokenRow,
} from '../../indexer/state.js'
import { WALLET_ACCOUNTS } from '../../seed/accounts.js'
import { createRandom } from '../../seed/createRandom.js'
import { type DevnetServer, startDevnetServer } from '../createDevnetServer.js'
import { CHUNK_ROWS, getTokenList } from './tokenList.js'
import {
  toV3Token,
  toV4Token,
  writeV3TokenRow,
  writeV4TokenRow,
} from './tokenRows.js'

const text = fc.string({ unit: 'binary', maxLength: 12 })
const tokenRow = fc.record({
  tick: text,
  max: fc.bigInt({ min: 0n, max: 10n ** 41n }),
  lim: fc.bigInt({ min: 0n, max: 10n ** 30n }),
  minted: fc.bigInt({ min: 0n, max: 10n ** 41n }),
  deployer: text,
  inscription: text,
  deployTime: fc.integer({ min: 0, max: 2 ** 32 }),
  lastMintTime: fc.option(fc.integer({ min: 0, max: 2 ** 32 })),
  transactions: fc.nat(),
  isCheck: fc.constantFrom<0 | 1>(0, 1),
  socials: fc.record({
    logo: fc.oneof(text, fc.constant('/content/abc')),
    introduction: fc.constantFrom('', '<b>&</b> \u2028', 'plain'),
    white_paper: text,
    official: text,
    telegram: text,
    discorad: text,
    twitter: text,
    facebook: text,
    github: text,
  }),
})

describe(writeV4TokenRow, () => {
  test.prop([tokenRow, fc.nat(), fc.boolean()])(
    'property: the same text as the generic writer',
    (fields, holders, reveal) => {
      const state = createIndexerState()
      const row: TokenRow = {
        ...fields,
        dec: 8,
        deployHeight: 1,
        kind: 'drc20',
      }
      state.holders.set(row.tick, holders)
      const origin = 'http://127.0.0.1:9'
      expect(writeV4TokenRow(state, row, reveal, origin)).toBe(
        writeWireJson(toV4Token(state, row, reveal, origin)),
      )
      expect(writeV3TokenRow(state, row, origin)).toBe(
        writeWireJson(toV3Token(state, row, false, origin)),
      )
    },
  )
})

// A world a little over two chunks, changed block after block by mints,
// transfers and deploys, and now and then by a tick deleted (a refunded
// box) or deployed in the middle of the order: after every block, the kept
// list must answer exactly what a list written from scratch answers.
const TOKENS = 2 * CHUNK_ROWS + 137
const accounts = WALLET_ACCOUNTS.slice(0, 6).map((a) => a.address)
let devnet: Devnet
let server: DevnetServer
let state: IndexerState

beforeAll(async () => {
  devnet = createDevnet({ scale: 'empty' })
  state = devnet.index()
  for (let i = 0; i < TOKENS; i++) {
    const tick = `K${i.toString(36).toUpperCase()}`
    state.tokens.set(tick, {
      tick,
      max: 10n ** 20n,
      lim: 10n ** 12n,
      dec: 8,
      minted: 0n,
      deployer: deriveAccountAddress(`list:${i % 13}`),
      inscription: i.toString(16).padStart(64, '0'),
      // Ties on purpose: the tick breaks them.
      deployHeight: 1_000 + (i % 400),
      deployTime: 1_700_000_000 + (i % 400) * 60,
      lastMintTime: null,
      transactions: 0,
      isCheck: i % 9 === 0 ? 1 : 0,
      socials:
        i % 5 === 0
          ? {
              ...emptySocials(),
              logo: i % 2 ? `https://logo.example/${i}` : `/content/${i}`,
            }
          : emptySocials(),
      kind: 'drc20',
    })
  }
  server = await startDevnetServer({ devnet: () => devnet })
}, 60_000)
afterAll(() => server.close())

const post = async (path: string, body: unknown) =>
  (
    await fetch(`${server.url}/${path}`, {
      method: 'POST',
      body: JSON.stringify(body),
    })
  ).text()

/** The route order, sorted from scratch. */
function byDeploy(): TokenRow[] {
  return [...state.tokens.values()].sort(
    (a, b) =>
      b.deployHeight - a.deployHeight ||
      (a.tick < b.tick ? -1 : a.tick > b.tick ? 1 : 0),
  )
}

const envelope = (data: unknown, total: number) =>
  writeWireJson({ code: 200, msg: 'success', data, total })

function holdersOf(tick: string): [string, bigint][] {
  return [...(state.balances.get(tick) ?? [])].sort((a, b) =>
    a[1] === b[1] ? (a[0] < b[0] ? -1 : 1) : a[1] > b[1] ? -1 : 1,
  )
}

async function expectFresh(hot: string): Promise<void> {
  const rows = byDeploy()
  expect(await post('v3/drc20/all', {})).toBe(
    envelope(
      rows.map((t) => toV3Token(state, t, false, server.contentUrl)),
      state.drc20Orders.length,
    ),
  )
  expect(await post('v4/drc20/collect', { limit: -1 })).toBe(
    envelope(
      rows.map((t) => toV4Token(state, t, false, server.contentUrl)),
      rows.length,
    ),
  )
  expect(
    await post('v4/drc20/collect', { limit: 200, offset: CHUNK_ROWS - 50 }),
  ).toBe(
    envelope(
      rows
        .slice(CHUNK_ROWS - 50, CHUNK_ROWS + 150)
        .map((t) => toV4Token(state, t, false, server.contentUrl)),
      rows.length,
    ),
  )
  // "k" matches more than two chunks' worth of ticks, sent in parts.
  for (const key of ['k1', 'k']) {
    const found = rows
      .filter((t) => t.tick.includes(key.toUpperCase()))
      .sort((a, b) => (a.tick < b.tick ? -1 : 1))
    expect(await post('v4/drc20/collect', { search_key: key })).toBe(
      envelope(
        found.map((t) => toV4Token(state, t, true, server.contentUrl)),
        found.length,
      ),
    )
  }
  const holders = holdersOf(hot)
  expect(
    await post('v3/drc20/holders', { tick: hot, limit: 50, offset: 1 }),
  ).toBe(
    envelope(
      holders.slice(1, 51).map(([address, amt]) => ({ address, amt })),
      holders.length,
    ),
  )
  const nonZero = holders.filter(([, amt]) => amt > 0n)
  const page = JSON.parse(
    await post('v4/drc20/collect-address', { tick: hot, limit: -1 }),
  ) as { data: { holder_address: string; amt: string }[]; total: number }
  expect(page.total).toBe(nonZero.length)
  expect(page.data.map((r) => [r.holder_address, BigInt(r.amt)])).toEqual(
    nonZero,
  )
}

describe(getTokenList, () => {
  it('behavior: block after block, the kept list answers what a fresh one does', {
    timeout: 120_000,
  }, async () => {
    const random = createRandom(7)
    const ticks = () => [...state.tokens.keys()]
    const hot = 'K0'
    await expectFresh(hot)
    for (let block = 0; block < 24; block++) {
      const count = random.int(1, 12)
      for (let k = 0; k < count; k++) {
        const from = random.pick(accounts)
        const roll = random.next()
        const tick = roll < 0.4 ? hot : random.pick(ticks())
        if (roll < 0.75) {
          devnet.submit({
            address: from,
            payloads: [
              { p: 'drc-20', op: 'mint', tick, amt: String(random.int(1, 9)) },
            ],
          })
        } else if (roll < 0.92) {
          devnet.submit({
            address: from,
            to: random.pick(accounts.filter((a) => a !== from)),
            payloads: [{ p: 'drc-20', op: 'transfer', tick, amt: '1' }],
          })
        } else {
          devnet.submit({
            address: from,
            payloads: [
              {
                p: 'drc-20',
                op: 'deploy',
                tick: `D${block}${k}`,
                max: '1000000',
                lim: '10',
              },
            ],
          })
        }
      }
      devnet.mine(1)
      if (block % 8 === 5) {
        // As a refunded box does: the tick leaves the registry.
        const gone = random.pick(ticks().filter((t) => t !== hot))
        state.tokens.delete(gone)
      }
      if (block % 8 === 6) {
        // Deployed in the middle of the order.
        const tick = `M${block}`
        state.tokens.set(tick, {
          ...(state.tokens.get('K7') as TokenRow),
          tick,
          deployHeight: 1_200,
        })
      }
      await expectFresh(hot)
    }
  })
})
