import {
  createLookalikeIndex,
  getTickWarnings,
  needsRiskAcknowledgement,
} from '@drc20/core'
import { describe, expect, it } from 'vitest'
import { getBalance } from '../indexer/state.js'
import { WALLET_ACCOUNTS } from './accounts.js'
import { createSeedWorld } from './createSeedWorld.js'
import { EXCHANGE_TICKS } from './seedExchange.js'
import {
  EXPLORER_TICKS,
  explorerAddress,
  seedExplorer,
  WHALES_HOLDERS,
  WHALES_SECOND,
  WHALES_TOP,
} from './seedExplorer.js'
import {
  LAST_MINT_LIM,
  LAST_MINT_MINTED,
  LAST_MINT_TICK,
} from './seedInscribe.js'

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
    // The random tokens, the explorer's, the exchange's and the inscribe
    // screens' one.
    expect(drc20.length).toBe(
      300 + EXPLORER_TICKS.length + EXCHANGE_TICKS.length + 1,
    )
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
      // The inscribe fixtures' one rejected mint is meant (seedInscribe).
      s.drc20Orders.filter((o) => o.tick !== LAST_MINT_TICK),
      s.swapV2Orders,
      s.fileExchangeOrders,
      s.stakeOrders,
      s.boxOrders,
      s.nftOrders,
      s.wdogeOrders,
    ]) {
      expect(failures(rows)).toEqual([])
    }
    // The market's seed has trades that came a moment too late, on purpose.
    expect(
      new Set(failures(s.exchangeOrders).map((e) => e.split(': ')[0])),
    ).toEqual(new Set(['exchangeTrade err']))
    expect(s.poolsV1.size).toBeGreaterThanOrEqual(20)
    expect(s.poolsV2.size).toBe(3)
    const swaps = s.swapOrders.filter(
      (r) => r.op === 'swap' && r.order_status === 0,
    )
    expect(swaps.length).toBeGreaterThan(2000)
    const days = new Set(swaps.map((r) => Math.floor(r.create_date / 86_400)))
    expect(days.size).toBeGreaterThanOrEqual(13)
    expect(s.listings.size).toBeGreaterThanOrEqual(40)
    // Five from the markets step, three from the collections step.
    expect(s.collections.size).toBe(8)
    for (const c of s.collections.values()) {
      if (['Pixel Pups', 'Unsafe Samples', 'Cart Kittens'].includes(c.name))
        continue
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

  it('default: the inscribe fixtures: 50 left to mint, account 8 with a failed mint', () => {
    expect(s.tokens.get(LAST_MINT_TICK)?.minted).toBe(LAST_MINT_MINTED)
    const account = WALLET_ACCOUNTS[8]?.address ?? ''
    expect(getBalance(s, LAST_MINT_TICK, account)).toBe(10n * 100_000_000n)
    const mints = s.drc20Orders.filter(
      (o) => o.tick === LAST_MINT_TICK && o.holder_address === account,
    )
    expect(mints.map((o) => o.order_status).sort()).toEqual([0, 1])
    expect(mints.find((o) => o.order_status === 1)?.amt).toBe(
      LAST_MINT_LIM + 1n,
    )
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

describe(seedExplorer, () => {
  const token = (tick: string) => {
    const row = s.tokens.get(tick)
    if (!row) throw new Error(`no ${tick}`)
    return row
  }
  const holders = (tick: string) =>
    [...(s.balances.get(tick) ?? [])].filter(([, amt]) => amt > 0n)

  it('default: every explorer tick is a settled DRC-20 token', () => {
    for (const tick of EXPLORER_TICKS) {
      expect(token(tick).kind).toBe('drc20')
      expect(token(tick).deployer).toBe(explorerAddress(tick, 0))
    }
  })

  it('default: WHALES is completed, three pages of holders, amounts past 2^53', () => {
    const whales = token('WHALES')
    expect(whales.minted).toBe(whales.max)
    expect(holders('WHALES').length).toBe(WHALES_HOLDERS)
    expect(getBalance(s, 'WHALES', explorerAddress('WHALES', 1))).toBe(
      WHALES_TOP,
    )
    expect(getBalance(s, 'WHALES', explorerAddress('WHALES', 2))).toBe(
      WHALES_SECOND,
    )
    const sum = holders('WHALES').reduce((a, [, amt]) => a + amt, 0n)
    expect(sum).toBe(whales.minted)
  })

  it('default: core flags the lookalikes, the hidden space and the WDOGE impostor', () => {
    const index = createLookalikeIndex(s.tokens.keys())
    expect(index.lookalikesOf('D0GI')).toEqual(['DOGI'])
    expect(index.lookalikesOf('\u0421ARDI')).toEqual(['CARDI'])
    expect(index.lookalikesOf('UNI\u200BX')).toEqual(['UNIX'])
    const codes = (tick: string) =>
      getTickWarnings({
        tick,
        verified: token(tick).isCheck === 1,
        lookalikes: index.lookalikesOf(tick),
      }).map((w) => w.code)
    expect(codes('WDOGE')).toEqual(['IMPERSONATES_NATIVE', 'UNVERIFIED'])
    expect(codes('UNI\u200BX')).toEqual([
      'HIDDEN_CHARACTERS',
      'LOOKALIKE',
      'UNVERIFIED',
    ])
    expect(codes('\u0421ARDI')).toEqual([
      'LOOKALIKE',
      'NON_ASCII',
      'UNVERIFIED',
    ])
    expect(codes('LINKS')).toEqual([])
    // The originals are verified: flagged as lookalikes, no risk step.
    expect(codes('UNIX')).toEqual(['LOOKALIKE'])
    expect(
      needsRiskAcknowledgement(
        getTickWarnings({
          tick: 'UNIX',
          verified: token('UNIX').isCheck === 1,
          lookalikes: index.lookalikesOf('UNIX'),
        }),
      ),
    ).toBe(false)
  })

  it('default: lookalikes beside their originals, a DRC-20 named WDOGE', () => {
    expect(s.tokens.has('DOGI') && s.tokens.has('D0GI')).toBe(true)
    // Inscribed as "сardi": upper-cased rune by rune, Cyrillic Es kept.
    expect(s.tokens.has('CARDI') && s.tokens.has('\u0421ARDI')).toBe(true)
    expect(s.tokens.has('\u0441ardi')).toBe(false)
    expect(token('WDOGE').kind).toBe('drc20')
    expect(token('WDOGE(WRAPPED-DOGE)').kind).toBe('wdoge')
    expect(token('WDOGE').minted).toBeLessThan(token('WDOGE').max)
  })

  it('default: LINKS and TRAPS are verified with socials, FRESH is unminted', () => {
    expect(token('LINKS').isCheck).toBe(1)
    expect(token('LINKS').socials.logo).toMatch(/^\/content\/[0-9a-f]{64}$/)
    expect(token('LINKS').socials.official).toBe('https://links.example')
    expect(token('TRAPS').isCheck).toBe(1)
    expect(token('TRAPS').socials.official).toMatch(/^javascript:/)
    expect(token('FRESH').minted).toBe(0n)
  })
})
