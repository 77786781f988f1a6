import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createDevnet, type Devnet } from '../createDevnet.js'
import { getBalance } from '../indexer/state.js'
import { WALLET_ACCOUNTS } from '../seed/accounts.js'
import {
  type DevnetServer,
  startDevnetServer,
} from '../server/createDevnetServer.js'
import { formatImportProblem, readImportDir } from './readImportDir.js'

const SAMPLE = join(
  dirname(fileURLToPath(import.meta.url)),
  '../../import-sample',
)
const ALICE = WALLET_ACCOUNTS[0]?.address ?? ''
const BOB = WALLET_ACCOUNTS[1]?.address ?? ''
/**
 * UNIX's second holder in the sample, 9114006500000000 (past 2^53); the
 * fixture's address is the stake-v1 reward pool's, idle in an empty world.
 */
const HOLDER = 'DS8eFcobjXp6oL8YoXoVazDQ32bcDdWwui'

const temporary: string[] = []
afterAll(() => {
  for (const dir of temporary) rmSync(dir, { recursive: true, force: true })
})

/** A directory holding `files` (path → text or JSON value). */
function writeDir(files: Record<string, unknown>): string {
  const dir = mkdtempSync(join(tmpdir(), 'devnet-import-'))
  temporary.push(dir)
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true })
    writeFileSync(
      join(dir, path),
      typeof content === 'string' ? content : JSON.stringify(content),
    )
  }
  return dir
}

describe('the sample directory, imported into an empty world', () => {
  let devnet: Devnet
  let server: DevnetServer
  const post = async (path: string, body: unknown) =>
    (
      await fetch(`${server.url}/${path}`, {
        method: 'POST',
        body: JSON.stringify(body),
      })
    ).text()

  beforeAll(async () => {
    const read = readImportDir(SAMPLE)
    expect(read.problems.map(formatImportProblem)).toEqual([])
    devnet = createDevnet({ scale: 'empty', import: read.data })
    server = await startDevnetServer({ devnet: () => devnet })
  })
  afterAll(() => server.close())

  it('default: every token and holder row is loaded, nothing skipped', () => {
    expect(devnet.imported).toEqual({ tokens: 5, holders: 14, problems: [] })
    const state = devnet.index()
    for (const tick of ['PUPS', 'DOGI', 'WAGS', 'UNIX', 'MILK']) {
      expect(state.tokens.get(tick)?.kind).toBe('drc20')
    }
    expect(state.tokens.get('UNIX')?.minted).toBe(2_100_000_000_000_000_000n)
  })

  it('behavior: /devnet/state says what was imported', async () => {
    const res = await fetch(`${server.url}/devnet/state`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    })
    expect(await res.json()).toMatchObject({
      imported: { tokens: 5, holders: 14, skipped: 0 },
    })
  })

  it('behavior: the holder routes serve the imported balances exactly', async () => {
    expect(await post('v3/drc20/holders', { tick: 'UNIX', limit: 2 })).toBe(
      '{"code":200,"msg":"success","data":[' +
        '{"address":"9rsf5YSn3FwrZ17eMJvWnUKPq5ioNfWrdn","amt":25472476832624344},' +
        `{"address":"${HOLDER}","amt":9114006500000000}],"total":7}`,
    )
    const v4 = JSON.parse(
      await post('v4/drc20/collect-address', { tick: 'UNIX', limit: 50 }),
    ) as { data: { amt: string }[]; total: number }
    expect(v4.total).toBe(7)
    expect(v4.data.map((r) => r.amt)).toEqual([
      '25472476832624344',
      '9114006500000000',
      '310024987650000',
      '200000000000000',
      '125000000000000',
      '98765432100000',
      '5000000000',
    ])
    // PUPS's zero row: listed last by v3 holders, left out by v4.
    const pups = JSON.parse(
      await post('v3/drc20/holders', { tick: 'PUPS' }),
    ) as { data: { amt: number }[]; total: number }
    expect([pups.total, pups.data.at(-1)?.amt]).toEqual([4, 0])
  })

  it('behavior: token rows keep their fields; holders are counted', async () => {
    const body = JSON.parse(await post('v4/drc20/collect', { limit: -1 })) as {
      data: Record<string, unknown>[]
    }
    const byTick = new Map(body.data.map((r) => [r.tick, r]))
    expect(byTick.get('WAGS')).toMatchObject({
      max_amt: '69000000000000000',
      mint_amt: '34500000000000',
      holders: 3,
      transactions: 69,
      deploy_time: 1_735_344_001,
      last_mint_time: 1_735_344_541,
      deploy_by: 'DNLAAKAJZf4h8pheVSquisEyKCqDNDRGYm',
      twitter: 'https://x.com/wagsdrc20',
      is_check: 1,
    })
    // v3 dates (RFC 3339 text) are read as Unix seconds.
    expect(byTick.get('MILK')).toMatchObject({
      deploy_time: Date.parse('2023-06-27T21:50:58Z') / 1000,
      mint_amt: '2250000',
    })
    // Deploy time desc, the imported tokens among the rest.
    const ticks = body.data.map((r) => r.tick)
    expect(ticks.indexOf('PUPS')).toBeLessThan(ticks.indexOf('DOGI'))
    expect(ticks.indexOf('UNIX')).toBeLessThan(ticks.indexOf('MILK'))
  })

  it('behavior: an imported token can be minted and transferred', async () => {
    devnet.submit({
      address: ALICE,
      payloads: [
        { p: 'drc-20', op: 'mint', tick: 'PUPS', amt: '100000000000' },
      ],
    })
    // The imported holder pays its network fee with DOGE sent to it.
    devnet.submit({
      address: ALICE,
      payloads: [],
      outputs: [{ address: HOLDER, amount: 100_000_000n }],
    })
    devnet.mine(2)
    devnet.submit({
      address: ALICE,
      to: BOB,
      payloads: [
        { p: 'drc-20', op: 'transfer', tick: 'PUPS', amt: '40000000000' },
      ],
    })
    devnet.submit({
      address: HOLDER,
      to: ALICE,
      payloads: [
        { p: 'drc-20', op: 'transfer', tick: 'UNIX', amt: '9114006500000000' },
      ],
    })
    devnet.mine(2)
    const state = devnet.index()
    expect(state.defects).toEqual([])
    expect(getBalance(state, 'UNIX', ALICE)).toBe(9_114_006_500_000_000n)
    expect(getBalance(state, 'UNIX', HOLDER)).toBe(0n)
    expect(state.tokens.get('PUPS')?.minted).toBe(186_100_000_000_000n)
    expect(getBalance(state, 'PUPS', ALICE)).toBe(60_000_000_000n)
    expect(getBalance(state, 'PUPS', BOB)).toBe(40_000_000_000n)
    const alice = JSON.parse(
      await post('v3/drc20/address/tick', {
        receive_address: ALICE,
        tick: 'UNIX',
      }),
    ) as { data: { amt: number } }
    expect(alice.data.amt).toBe(9_114_006_500_000_000)
  })
})

const TXID = 'ab'.repeat(32)
const ADDRESS = 'D8bZTF8fir2fsDu3hmqwdZyPkqWHT8puNP'
const OTHER = 'DFuiFPeur2G9wEFr9vZsiLEtck9kxzzf5Y'

/** A v4 `drc20/collect` row. */
const v4Row = (tick: string, extra: Record<string, unknown> = {}) => ({
  tick,
  max_amt: '1000000',
  mint_amt: '500000',
  dec: 0,
  lim: '1000',
  holders: 99,
  transactions: 3,
  deploy_time: 1_735_000_000,
  last_mint_time: null,
  deploy_by: ADDRESS,
  inscription: TXID,
  logo: '',
  is_check: 0,
  some_future_field: { nested: true },
  ...extra,
})
const envelope = (data: unknown) => ({
  code: 200,
  msg: 'success',
  data,
  total: 0,
})
const holders = (rows: unknown[]) => envelope(rows)

describe(readImportDir, () => {
  it('behavior: a bad row is reported with its file and row and skipped; nothing else is lost', () => {
    const dir = writeDir({
      'tokens/page1.json': envelope([
        v4Row('GOOD'),
        v4Row('BADMAX', { max_amt: '12.5' }),
        v4Row('UNIX-SWAP-WDOGE(WRAPPED-DOGE)'),
        v4Row('LIMHI', { lim: '2000000' }),
        'not a row',
        v4Row('NOTXID', { inscription: 'xyz' }),
        v4Row('BADTIME', { deploy_time: 'yesterday' }),
        v4Row('BADBY', { deploy_by: 'nobody' }),
        v4Row('GOOD', { mint_amt: '1' }),
        v4Row('OVER', { mint_amt: '1000001' }),
        v4Row('TOOMUCH'),
        v4Row('LATER'),
      ]),
      'tokens/error.json': { code: 500, msg: 'server error', data: null },
      'tokens/broken.json': '{"code":200,"data":[',
      'holders/GOOD/0.json': holders([
        { address: ADDRESS, amt: 400_000 },
        { address: 'D-not-an-address', amt: 1 },
        { address: OTHER, amt: -5 },
        { address: OTHER, amt: '12x' },
      ]),
      'holders/GOOD/1.json': holders([
        // The same row again (pages overlap): one row.
        { address: ADDRESS, amt: 400_000 },
        { address: ADDRESS, amt: 7 },
        { address: OTHER, amt: 100_000, extra: 'ignored' },
      ]),
      'holders/TOOMUCH.json': holders([
        { address: ADDRESS, amt: 400_000 },
        { address: OTHER, amt: 100_001 },
      ]),
      'holders/NOSUCH.json': holders([{ address: ADDRESS, amt: 1 }]),
      'holders/LATER.json': {
        request: { tick: 'EARLIER' },
        response: holders([]),
      },
      'stray.json': [],
    })
    const read = readImportDir(dir)
    const devnet = createDevnet({ scale: 'empty', import: read.data })
    const problems = [
      ...read.problems,
      ...(devnet.imported?.problems ?? []),
    ].map(formatImportProblem)
    const broken = (p: string) => p.startsWith('tokens/broken.json')
    expect(problems.filter(broken)).toEqual([
      expect.stringMatching(
        /^tokens\/broken\.json: not JSON: .+; the file is skipped$/,
      ),
    ])
    expect(problems.filter((p) => !broken(p))).toEqual([
      'stray.json: not in tokens/ or holders/; skipped',
      'tokens/error.json: an error answer (code 500: "server error"); the file is skipped',
      'tokens/page1.json row 2: max_amt is not a non-negative integer: "12.5"',
      'tokens/page1.json row 3: UNIX-SWAP-WDOGE(WRAPPED-DOGE) is not a DRC-20 tick (2 to 8 bytes; LP, wrapped and bridged tokens are not imported)',
      'tokens/page1.json row 4: lim 2000000 is out of range (1 to max_amt 1000000)',
      'tokens/page1.json row 5: not an object',
      'tokens/page1.json row 6: inscription is not a txid: "xyz"',
      'tokens/page1.json row 7: deploy_time is not a time: "yesterday"',
      'tokens/page1.json row 8: deploy_by is not a Dogecoin address: "nobody"',
      'tokens/page1.json row 9: GOOD again (first in tokens/page1.json row 1)',
      'tokens/page1.json row 10: mint_amt 1000001 is more than max_amt 1000000',
      'holders/GOOD/0.json row 2: address is not a Dogecoin address: "D-not-an-address"',
      'holders/GOOD/0.json row 3: amt is not a non-negative integer: -5',
      'holders/GOOD/0.json row 4: amt is not a non-negative integer: "12x"',
      `holders/GOOD/1.json row 2: ${ADDRESS} again with another amount (7, first 400000)`,
      'holders/LATER.json: its request is for EARLIER, its name says LATER; the file is skipped',
      'tokens/page1.json row 11: TOOMUCH is inconsistent: its holders hold 500001, more than its minted 500000; not imported',
      'holders/NOSUCH.json: no token row for NOSUCH; its holder pages are skipped',
    ])
    expect(problems[1]).toMatch(
      /^tokens\/broken\.json: not JSON: .+; the file is skipped$/,
    )
    // Everything else is in.
    const state = devnet.index()
    expect(devnet.imported).toMatchObject({ tokens: 2, holders: 2 })
    expect(state.tokens.has('LATER')).toBe(true)
    expect(state.tokens.has('TOOMUCH')).toBe(false)
    expect(state.tokens.get('GOOD')?.minted).toBe(500_000n)
    expect(getBalance(state, 'GOOD', ADDRESS)).toBe(400_000n)
    expect(getBalance(state, 'GOOD', OTHER)).toBe(100_000n)
    expect(state.holders.get('GOOD')).toBe(2)
  })

  it('behavior: ticks the seed world has are kept and reported', () => {
    const devnet = createDevnet({
      scale: 'small',
      import: readImportDir(SAMPLE).data,
    })
    expect(devnet.imported?.problems.map(formatImportProblem)).toEqual([
      'tokens/v4-drc20-collect-unix.json row 1: UNIX is already in the seed world; not imported (--scale empty imports every tick)',
      'tokens/v4-drc20-collect.json row 2: DOGI is already in the seed world; not imported (--scale empty imports every tick)',
    ])
    expect(devnet.imported).toMatchObject({ tokens: 3, holders: 7 })
    // The seed's UNIX is untouched.
    expect(
      devnet
        .index()
        .balances.get('UNIX')
        ?.has('DBQwvSkNeEVKt5vHSsVtAgSRG5WhPMVDSQ'),
    ).toBe(false)
    expect(getBalance(devnet.index(), 'WAGS', OTHER)).toBe(0n)
    expect(
      getBalance(devnet.index(), 'WAGS', 'DKJZsxQ49xwewPyphaqW4fe6XG8LBqJFNe'),
    ).toBe(9_000_000_000_000n)
  }, 60_000)

  it('behavior: the block log remembers the import', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'devnet-import-log-'))
    temporary.push(dataDir)
    const data = readImportDir(SAMPLE).data
    const first = createDevnet({ scale: 'empty', dataDir, import: data })
    first.submit({
      address: ALICE,
      payloads: [
        { p: 'drc-20', op: 'mint', tick: 'PUPS', amt: '100000000000' },
      ],
    })
    first.mine(2)
    const again = createDevnet({ scale: 'empty', dataDir, import: data })
    expect(getBalance(again.index(), 'PUPS', ALICE)).toBe(100_000_000_000n)
    expect(() => createDevnet({ scale: 'empty', dataDir })).toThrow(
      /made with another --import|made without --import/,
    )
    expect(() =>
      createDevnet({
        scale: 'empty',
        dataDir,
        import: readImportDir(writeDir({ 'tokens/a.json': [v4Row('OTHER')] }))
          .data,
      }),
    ).toThrow(/made with another --import/)
    const reset = createDevnet({ scale: 'empty', dataDir, reset: true })
    expect(reset.index().tokens.has('PUPS')).toBe(false)
  })

  it('behavior: a missing directory, or one without tokens/ or holders/, throws', () => {
    expect(() => readImportDir(join(tmpdir(), 'no-such-import-dir'))).toThrow(
      /no such directory/,
    )
    expect(() => readImportDir(writeDir({ 'x.json': [] }))).toThrow(
      /neither tokens\/ nor holders\//,
    )
  })
})
