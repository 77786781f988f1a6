import { describe, expect, it } from 'vitest'
import { createLookalikeIndex } from '../identifiers/createLookalikeIndex.js'
import {
  countExplorerTabs,
  filterExplorerTab,
  getExplorerTokens,
  isExplorerTab,
} from './filterExplorerTokens.js'
import { getAgeInBlocks } from './getAgeInBlocks.js'
import { getElapsed } from './getElapsed.js'
import { getHolderConcentration } from './getHolderConcentration.js'
import { getSupplyShare } from './getSupplyShare.js'
import { getSystemTickKind } from './getSystemTickKind.js'
import { getTokenMintStatus, isMintOpen } from './getTokenMintStatus.js'
import { getTokenTrustFacts } from './getTokenTrustFacts.js'

const token = (tick: string, mintAmt: bigint, maxAmt = 100n) => ({
  tick,
  mintAmt,
  maxAmt,
})

describe(getTokenMintStatus, () => {
  it.each([
    [0n, 100n, 'not-started'],
    [1n, 100n, 'in-progress'],
    [99n, 100n, 'in-progress'],
    [100n, 100n, 'completed'],
    [150n, 100n, 'completed'],
    [0n, 0n, 'completed'],
  ] as const)('default: %s of %s → %s', (mintAmt, maxAmt, expected) => {
    expect(getTokenMintStatus({ mintAmt, maxAmt })).toBe(expected)
    expect(isMintOpen({ mintAmt, maxAmt })).toBe(expected !== 'completed')
  })
})

describe(getExplorerTokens, () => {
  it('behavior: leaves out LP, wrapped and 11-byte ticks, and repeats', () => {
    const rows = [
      token('UNIX', 1n),
      token('UNIX-SWAP-WDOGE(WRAPPED-DOGE)', 1n),
      token('WDOGE(WRAPPED-DOGE)', 1n),
      token('ABCDEFGHIJK', 1n),
      token('ABCDEFGHIJ', 1n),
      token('UNIX', 5n),
      token('WDOGE', 1n),
    ]
    expect(getExplorerTokens(rows)).toEqual([
      token('UNIX', 1n),
      token('ABCDEFGHIJ', 1n),
      token('WDOGE', 1n),
    ])
  })
})

describe(filterExplorerTab, () => {
  const rows = [token('A', 0n), token('B', 50n), token('C', 100n)]
  const favourites = new Set(['C', 'Z'])

  it.each([
    ['all', ['A', 'B', 'C']],
    ['in-progress', ['A', 'B']],
    ['completed', ['C']],
    ['favorite', ['C']],
  ] as const)('parameters: tab %s', (tab, ticks) => {
    expect(filterExplorerTab(rows, tab, favourites).map((r) => r.tick)).toEqual(
      ticks,
    )
  })

  it('default: counts per tab', () => {
    expect(countExplorerTabs(rows, favourites)).toEqual({
      all: 3,
      'in-progress': 2,
      completed: 1,
      favorite: 1,
    })
  })

  it('behavior: tab names', () => {
    expect(isExplorerTab('completed')).toBe(true)
    expect(isExplorerTab('done')).toBe(false)
  })
})

describe(getSupplyShare, () => {
  it.each([
    [1n, 3n, 33.33],
    [3n, 3n, 100],
    [0n, 3n, 0],
    [5n, 0n, undefined],
    [2n ** 70n, 2n ** 71n, 50],
  ])('default: %s of %s → %s', (amount, supply, expected) => {
    expect(getSupplyShare(amount, supply)).toBe(expected)
  })
})

describe(getHolderConcentration, () => {
  it('default: sorts the balances itself', () => {
    expect(
      getHolderConcentration({ balances: [20n, 50n, 30n], supply: 100n }),
    ).toEqual({ top1Percent: 50, top10Percent: 100, top10Count: 3 })
  })

  it('behavior: counts only the ten largest', () => {
    const balances = Array.from({ length: 20 }, (_, i) => BigInt(i + 1))
    // 11 + … + 20 = 155 of 210
    expect(getHolderConcentration({ balances, supply: 210n })).toEqual({
      top1Percent: 9.52,
      top10Percent: 73.8,
      top10Count: 10,
    })
  })

  it('behavior: nothing minted or nobody holding is unknown', () => {
    expect(
      getHolderConcentration({ balances: [], supply: 100n }).top1Percent,
    ).toBeUndefined()
    expect(
      getHolderConcentration({ balances: [0n], supply: 100n }).top10Percent,
    ).toBeUndefined()
    expect(
      getHolderConcentration({ balances: [5n], supply: 0n }).top1Percent,
    ).toBeUndefined()
  })
})

describe(getAgeInBlocks, () => {
  it.each([
    [10, 15, 5],
    [10, 10, 0],
    [10, 9, 0],
    [undefined, 9, undefined],
    [10, undefined, undefined],
    [1.5, 9, undefined],
    [-1, 9, undefined],
  ])('default: deployed at %s, index at %s → %s', (deploy, index, expected) => {
    expect(getAgeInBlocks(deploy, index)).toBe(expected)
  })
})

describe(getSystemTickKind, () => {
  it.each([
    ['UNIX-SWAP-WDOGE(WRAPPED-DOGE)', 'lp'],
    ['WDOGE(WRAPPED-DOGE)', 'wdoge'],
    ['WBTC(WRAPPED-BTC)', 'wrapped'],
    ['WDOGE', undefined],
    ['UNIX', undefined],
  ])('default: %s → %s', (tick, expected) => {
    expect(getSystemTickKind(tick)).toBe(expected)
  })
})

describe(getTokenTrustFacts, () => {
  it('default: every fact of a completed lookalike', () => {
    const ticks = ['DOGI', 'D0GI', 'UNIX']
    const index = createLookalikeIndex(ticks)
    const facts = getTokenTrustFacts({
      tick: 'D0GI',
      maxAmt: 1000n,
      mintAmt: 1000n,
      verified: false,
      holderBalances: [100n, 600n, 300n],
      deployerBalance: 600n,
      deployHeight: 100,
      indexHeight: 250,
      lookalikes: index.lookalikesOf('D0GI'),
    })
    expect(facts).toMatchObject({
      mintStatus: 'completed',
      mintedPercent: 100,
      top1Percent: 60,
      top10Percent: 100,
      top10Count: 3,
      deployerPercent: 60,
      ageBlocks: 150,
      systemTick: undefined,
    })
    expect(facts.warnings.map((w) => w.code)).toEqual([
      'LOOKALIKE',
      'UNVERIFIED',
    ])
  })

  it('behavior: nothing minted leaves the shares unknown', () => {
    const facts = getTokenTrustFacts({
      tick: 'FRESH',
      maxAmt: 1000n,
      mintAmt: 0n,
      holderBalances: [],
      deployerBalance: 0n,
    })
    expect(facts).toMatchObject({
      mintStatus: 'not-started',
      mintedPercent: 0,
      top1Percent: undefined,
      deployerPercent: undefined,
      ageBlocks: undefined,
    })
  })

  it('behavior: an LP tick is labelled a system tick', () => {
    const facts = getTokenTrustFacts({
      tick: 'UNIX-SWAP-WDOGE(WRAPPED-DOGE)',
      maxAmt: 10n ** 41n - 1n,
      mintAmt: 5n,
      holderBalances: [5n],
    })
    expect(facts.systemTick).toBe('lp')
    expect(facts.warnings.map((w) => w.code)).toContain('SYSTEM_TICK')
  })
})

describe(getElapsed, () => {
  const now = 1_000_000_000_000
  it.each([
    [0, { unit: 'now' }],
    [59_999, { unit: 'now' }],
    [60_000, { unit: 'minute', count: 1 }],
    [3 * 60_000 + 5_000, { unit: 'minute', count: 3 }],
    [3_600_000 - 1, { unit: 'minute', count: 59 }],
    [2 * 3_600_000, { unit: 'hour', count: 2 }],
    [86_400_000 - 1, { unit: 'hour', count: 23 }],
    [86_400_000, { unit: 'day', count: 1 }],
    [40 * 86_400_000 + 5, { unit: 'day', count: 40 }],
  ] as const)('default: %s ms ago → %o', (ago, expected) => {
    expect(getElapsed(now - ago, now)).toEqual(expected)
  })

  it('edge: a moment still to come, or not a number, is now', () => {
    expect(getElapsed(now + 90_000, now)).toEqual({ unit: 'now' })
    expect(getElapsed(Number.NaN, now)).toEqual({ unit: 'now' })
  })
})
