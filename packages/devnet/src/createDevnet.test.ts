import {
  appendFileSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { computeBlockHash, genesisHash } from './chain/blockHash.js'
import { stringifyTagged } from './codec/taggedJson.js'
import { createDevnet } from './createDevnet.js'
import { WALLET_ACCOUNTS } from './seed/accounts.js'

const ALICE = WALLET_ACCOUNTS[0]?.address ?? ''
const BOB = WALLET_ACCOUNTS[1]?.address ?? ''
const dirs: string[] = []
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'devnet-'))
  dirs.push(dir)
  return dir
}
afterEach(() => {
  for (const dir of dirs.splice(0))
    rmSync(dir, { recursive: true, force: true })
})

const deploy = {
  p: 'drc-20',
  op: 'deploy',
  tick: 'TEST',
  max: '1000000',
  lim: '1000',
}
const mint = { p: 'drc-20', op: 'mint', tick: 'TEST', amt: '1000' }

describe(createDevnet, () => {
  it('default: an empty world starts at genesis with funded accounts', () => {
    const devnet = createDevnet({ scale: 'empty' })
    expect(devnet.heights()).toEqual({
      chainHeight: devnet.genesisHeight,
      indexHeight: devnet.genesisHeight,
    })
    expect(devnet.dogeBalance(ALICE).confirmed).toBeGreaterThan(0n)
  })

  it('behavior: the index applies a block once one more is on top (2.3)', () => {
    const devnet = createDevnet({ scale: 'empty' })
    const submitted = devnet.submit({ address: ALICE, payloads: [deploy] })
    expect(submitted.ok).toBe(true)
    devnet.mine(1)
    expect(devnet.index().tokens.has('TEST')).toBe(false)
    devnet.mine(1)
    expect(devnet.index().tokens.has('TEST')).toBe(true)
  })

  it('behavior: index lag holds the index back and release catches up', () => {
    const devnet = createDevnet({ scale: 'empty' })
    devnet.setIndexLag(3)
    devnet.submit({ address: ALICE, payloads: [deploy] })
    devnet.mine(4)
    expect(devnet.index().tokens.has('TEST')).toBe(false)
    devnet.setIndexLag(0)
    expect(devnet.index().tokens.has('TEST')).toBe(true)
    expect(devnet.heights().indexHeight).toBe(devnet.heights().chainHeight - 1)
  })

  it('behavior: a halted chain mines nothing; txs wait in the mempool', () => {
    const devnet = createDevnet({ scale: 'empty' })
    devnet.setHalted(true)
    expect(devnet.submit({ address: ALICE, payloads: [deploy] }).ok).toBe(true)
    expect(devnet.mine(3).chainHeight).toBe(devnet.genesisHeight)
    expect(devnet.mempool()).toHaveLength(1)
    devnet.setHalted(false)
    devnet.mine(2)
    expect(devnet.index().tokens.has('TEST')).toBe(true)
  })

  it('behavior: DOGE is spent on outputs and network fee when mined', () => {
    const devnet = createDevnet({ scale: 'empty' })
    const before = devnet.dogeBalance(ALICE).confirmed
    devnet.submit({ address: ALICE, payloads: [deploy] })
    expect(devnet.dogeBalance(ALICE).total).toBeLessThan(before)
    devnet.mine(1)
    // 0.001 carrier back to ALICE; 0.5 service + 0.01 network fee spent.
    expect(before - devnet.dogeBalance(ALICE).confirmed).toBe(51_000_000n)
  })

  it('behavior: a restart replays the block log to the same state', () => {
    const dataDir = tempDir()
    const first = createDevnet({ scale: 'empty', dataDir })
    first.submit({ address: ALICE, payloads: [deploy] })
    first.mine(1)
    first.submit({ address: BOB, payloads: [mint], repeat: 3 })
    first.mine(2)
    const again = createDevnet({ scale: 'empty', dataDir })
    expect(again.heights()).toEqual(first.heights())
    expect(again.index().balances.get('TEST')?.get(BOB)).toBe(3000n)
    expect(again.index().drc20Orders).toEqual(first.index().drc20Orders)
    expect(again.dogeBalance(BOB)).toEqual(first.dogeBalance(BOB))
    expect(
      readFileSync(join(dataDir, 'blocks.jsonl'), 'utf8').trim().split('\n'),
    ).toHaveLength(4)
  })

  it('behavior: reset starts over, another seed is refused without it', () => {
    const dataDir = tempDir()
    const first = createDevnet({ scale: 'empty', dataDir })
    first.mine(5)
    expect(() => createDevnet({ scale: 'empty', dataDir, seed: 2 })).toThrow(
      /--reset/,
    )
    const fresh = createDevnet({
      scale: 'empty',
      dataDir,
      seed: 2,
      reset: true,
    })
    expect(fresh.heights().chainHeight).toBe(fresh.genesisHeight)
  })

  it('behavior: an unfunded address cannot submit', () => {
    const devnet = createDevnet({ scale: 'empty' })
    expect(
      devnet.submit({
        address: 'ACVFwT9QnXtUyRiuKpDiso4xLFRnfcy8Kf',
        payloads: [deploy],
      }),
    ).toMatchObject({
      ok: false,
      error: { code: 'INSUFFICIENT_FUNDS' },
    })
  })

  it('behavior: the funder is part of the tx hash', () => {
    const a = createDevnet({ scale: 'empty' })
    const b = createDevnet({ scale: 'empty' })
    const fromAlice = a.submit({ address: ALICE, payloads: [deploy] })
    const fromBob = b.submit({ address: BOB, payloads: [deploy] })
    expect(fromAlice.ok && fromBob.ok).toBe(true)
    if (fromAlice.ok && fromBob.ok) {
      expect(fromAlice.txHash).not.toBe(fromBob.txHash)
    }
  })

  it.each([
    ['a zero output', [{ address: BOB, amount: 0n }], /positive amount/],
    ['a negative output', [{ address: BOB, amount: -5n }], /positive amount/],
    [
      'an output to an invalid address',
      [{ address: 'not-an-address', amount: 100n }],
      /no valid address/,
    ],
  ])('behavior: %s is refused', (_, outputs, message) => {
    const devnet = createDevnet({ scale: 'empty' })
    expect(
      devnet.submit({ address: ALICE, payloads: [], outputs }),
    ).toMatchObject({
      ok: false,
      error: {
        code: 'INVALID_REQUEST',
        message: expect.stringMatching(message),
      },
    })
    expect(devnet.mempool()).toHaveLength(0)
  })

  it('behavior: the mempool survives a restart and is mined once', () => {
    const dataDir = tempDir()
    const first = createDevnet({ scale: 'empty', dataDir })
    const submitted = first.submit({ address: ALICE, payloads: [deploy] })
    const again = createDevnet({ scale: 'empty', dataDir })
    expect(again.mempool().map((tx) => tx.txHash)).toEqual([
      submitted.ok ? submitted.txHash : '',
    ])
    expect(again.dogeBalance(ALICE)).toEqual(first.dogeBalance(ALICE))
    again.mine(2)
    expect(again.index().tokens.has('TEST')).toBe(true)
    const third = createDevnet({ scale: 'empty', dataDir })
    expect(third.mempool()).toHaveLength(0)
    expect(third.index().drc20Orders).toHaveLength(1)
  })

  it('behavior: a torn last line of offchain.jsonl is dropped, not fatal', () => {
    const dataDir = tempDir()
    createDevnet({ scale: 'empty', dataDir })
    appendFileSync(join(dataDir, 'offchain.jsonl'), '{"kind":"coll')
    const warnings: string[] = []
    createDevnet({
      scale: 'empty',
      dataDir,
      warn: (message) => warnings.push(message),
    })
    expect(warnings).toEqual([
      expect.stringMatching(/offchain\.jsonl:1: dropped a torn last line/),
    ])
    expect(readFileSync(join(dataDir, 'offchain.jsonl'), 'utf8')).toBe('')
  })

  it('behavior: a block the index cannot apply halts the index and is reported in defects', () => {
    const dataDir = tempDir()
    const devnet = createDevnet({ scale: 'empty', dataDir })
    const height = devnet.genesisHeight + 1
    // A transaction without inputs: the chain keeps it, the index cannot.
    const tx = {
      txHash: 'a'.repeat(64),
      feeTxHash: 'b'.repeat(64),
      feeAddress: ALICE,
      funder: ALICE,
      outputs: [],
      networkFee: 0n,
    }
    const bad = {
      height,
      hash: computeBlockHash(genesisHash(1), height, [tx.txHash]),
      time: 0,
      txs: [tx],
    }
    const next = {
      height: height + 1,
      hash: computeBlockHash(bad.hash, height + 1, []),
      time: 0,
      txs: [],
    }
    appendFileSync(
      join(dataDir, 'blocks.jsonl'),
      `${stringifyTagged(bad)}\n${stringifyTagged(next)}\n`,
    )
    const halted = createDevnet({ scale: 'empty', dataDir })
    expect(halted.indexHalt()).toMatchObject({ height })
    expect(halted.defects()).toEqual([
      expect.objectContaining({
        height,
        message: expect.stringMatching(/^index halted at block \d+: /),
      }),
    ])
    // The index never goes past the block it could not apply.
    halted.mine(3)
    expect(halted.heights().indexHeight).toBe(height)
    expect(halted.heights().chainHeight).toBe(height + 4)
  })

  it('behavior: a duplicated block in the log stops start-up', () => {
    const dataDir = tempDir()
    const devnet = createDevnet({ scale: 'empty', dataDir })
    devnet.mine(1)
    const path = join(dataDir, 'blocks.jsonl')
    const lines = readFileSync(path, 'utf8').trim().split('\n')
    writeFileSync(path, `${[...lines, lines[1]].join('\n')}\n`)
    expect(() => createDevnet({ scale: 'empty', dataDir })).toThrow(
      /blocks\.jsonl:3: block \d+ again/,
    )
  })
})
