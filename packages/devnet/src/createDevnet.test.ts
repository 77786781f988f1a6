import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
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
        address: 'D596YFweJQuHY1BbjazZYmAbt8jJPbKehX',
        payloads: [deploy],
      }),
    ).toMatchObject({
      ok: false,
      error: { code: 'INSUFFICIENT_FUNDS' },
    })
  })
})
