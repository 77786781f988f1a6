import { describe, expect, it } from 'vitest'
import { getBalance } from '../indexer/state.js'
import { WALLET_ACCOUNTS } from './accounts.js'
import { createSeedWorld } from './createSeedWorld.js'

const world = createSeedWorld({
  seed: 1,
  scale: 'small',
  genesisTime: 1_767_225_600,
})
const s = world.state
const failures = (
  rows: readonly { order_status: number; err_info: string }[],
) => rows.filter((r) => r.order_status === 1).map((r) => r.err_info)

describe(createSeedWorld, () => {
  it('default: about 300 tokens in every state, balances above 2^53', () => {
    const drc20 = [...s.tokens.values()].filter((t) => t.kind === 'drc20')
    expect(drc20.length).toBe(300)
    expect(drc20.some((t) => t.minted === t.max)).toBe(true)
    expect(drc20.some((t) => t.minted > 0n && t.minted < t.max)).toBe(true)
    expect(drc20.some((t) => t.minted === 0n)).toBe(true)
    let big = 0
    for (const m of s.balances.values())
      for (const v of m.values()) if (v > 2n ** 53n) big++
    expect(big).toBeGreaterThan(10)
  })

  it('default: pools with weeks of swaps, listings, stakes, boxes, NFTs, collections', () => {
    for (const rows of [
      s.drc20Orders,
      s.swapV2Orders,
      s.exchangeOrders,
      s.fileExchangeOrders,
      s.stakeOrders,
      s.boxOrders,
      s.nftOrders,
      s.wdogeOrders,
    ]) {
      expect(failures(rows)).toEqual([])
    }
    expect(s.poolsV1.size).toBeGreaterThanOrEqual(20)
    expect(s.poolsV2.size).toBe(3)
    const swaps = s.swapOrders.filter(
      (r) => r.op === 'swap' && r.order_status === 0,
    )
    expect(swaps.length).toBeGreaterThan(2000)
    const days = new Set(swaps.map((r) => Math.floor(r.create_date / 86_400)))
    expect(days.size).toBeGreaterThanOrEqual(13)
    expect(s.listings.size).toBeGreaterThanOrEqual(40)
    expect(s.collections.size).toBe(5)
    for (const c of s.collections.values()) {
      expect(
        [...s.files.values()].filter((f) => f.metaId === c.metaId).length,
      ).toBeGreaterThanOrEqual(100)
    }
    expect(s.nftCollections.size).toBe(3)
    const stakes = [...s.stakePools.values()]
    expect(stakes.some((p) => p.endHeight < world.genesisHeight)).toBe(true)
    expect(stakes.every((p) => p.amt > 0n || p.tick.includes('-SWAP-'))).toBe(
      true,
    )
    const boxes = [...s.boxes.values()]
    expect(boxes.map((b) => [b.tick0, b.finished, b.isDel])).toEqual([
      ['BOXEND', true, 0],
      ['BOXREF', true, 1],
      ['BOXLIVE', false, 0],
      ['BOXNEW', false, 0],
    ])
  })

  it('default: settling the seed history meets no defect', () => {
    expect(s.defects).toEqual([])
  })

  it('default: the wallet accounts are funded', () => {
    const alice = WALLET_ACCOUNTS[0]?.address ?? ''
    expect(getBalance(s, 'WDOGE(WRAPPED-DOGE)', alice)).toBeGreaterThan(0n)
    expect(world.doge.get(alice)).toBeGreaterThan(0n)
  })

  it('behavior: the same seed gives the same world', {
    timeout: 60_000,
  }, () => {
    const again = createSeedWorld({
      seed: 1,
      scale: 'small',
      genesisTime: 1_767_225_600,
    })
    expect(again.state.ledger.length).toBe(s.ledger.length)
    expect(again.state.swapOrders.at(-1)).toEqual(s.swapOrders.at(-1))
    const other = createSeedWorld({
      seed: 2,
      scale: 'small',
      genesisTime: 1_767_225_600,
    })
    expect([...other.state.tokens.keys()]).not.toEqual([...s.tokens.keys()])
  })
})
