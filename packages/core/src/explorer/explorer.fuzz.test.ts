import { fc, test } from '@fast-check/vitest'
import { describe, expect } from 'vitest'
import { MONEY_RUNS } from '../../../../test/fuzzRuns.js'
import {
  countExplorerTabs,
  EXPLORER_TABS,
  filterExplorerTab,
} from './filterExplorerTokens.js'
import { getAgeInBlocks } from './getAgeInBlocks.js'
import { getHolderConcentration } from './getHolderConcentration.js'
import { getSupplyShare } from './getSupplyShare.js'
import { getTokenTrustFacts } from './getTokenTrustFacts.js'

const amount = fc.bigInt({ min: 0n, max: 2n ** 96n })
const balances = fc.array(amount, { maxLength: 60 })
const twoDecimals = (n: number) => Math.round(n * 100) / 100 === n

describe(getSupplyShare, () => {
  test.prop([amount, amount], { numRuns: MONEY_RUNS })(
    'property: within 0..100, two decimals, never above the exact share',
    (value, supply) => {
      const share = getSupplyShare(value, supply)
      if (supply === 0n) {
        expect(share).toBeUndefined()
        return
      }
      expect(share).toBeGreaterThanOrEqual(0)
      expect(share).toBeLessThanOrEqual(100)
      expect(twoDecimals(share as number)).toBe(true)
      // Truncated: share · supply ≤ value · 100 (in hundredths, exactly).
      const hundredths = BigInt(Math.round((share as number) * 100))
      if (value < supply)
        expect(hundredths * supply <= value * 10_000n).toBe(true)
      if (share === 100) expect(value >= supply).toBe(true)
    },
  )
})

describe(getHolderConcentration, () => {
  test.prop([balances, amount], { numRuns: MONEY_RUNS })(
    'property: 0 ≤ top1 ≤ top10 ≤ 100, whatever the order',
    (list, supply) => {
      const a = getHolderConcentration({ balances: list, supply })
      const b = getHolderConcentration({
        balances: [...list].reverse(),
        supply,
      })
      expect(b).toEqual(a)
      expect(a.top10Count).toBe(Math.min(10, list.filter((x) => x > 0n).length))
      if (a.top1Percent === undefined) {
        expect(a.top10Percent).toBeUndefined()
        return
      }
      expect(a.top1Percent).toBeLessThanOrEqual(a.top10Percent as number)
      expect(a.top10Percent).toBeLessThanOrEqual(100)
    },
  )

  test.prop([
    fc.array(fc.bigInt({ min: 1n, max: 2n ** 80n }), {
      minLength: 1,
      maxLength: 10,
    }),
  ])(
    'property: ten holders or fewer holding the whole supply make 100%',
    (list) => {
      const supply = list.reduce((s, x) => s + x, 0n)
      expect(
        getHolderConcentration({ balances: list, supply }).top10Percent,
      ).toBe(100)
    },
  )
})

describe(getAgeInBlocks, () => {
  test.prop([fc.nat(), fc.nat()])(
    'property: never negative; the difference when the index is ahead',
    (deploy, index) => {
      const age = getAgeInBlocks(deploy, index) as number
      expect(age).toBeGreaterThanOrEqual(0)
      if (index >= deploy) expect(age).toBe(index - deploy)
    },
  )
})

describe(filterExplorerTab, () => {
  const token = fc.record({
    tick: fc.constantFrom('A', 'B', 'C', 'D', 'E', 'F'),
    mintAmt: amount,
    maxAmt: amount,
  })
  test.prop([fc.array(token, { maxLength: 30 }), fc.subarray(['A', 'C', 'E'])])(
    'property: in progress and completed split all; counts match the tabs',
    (tokens, favs) => {
      const favourites = new Set(favs)
      const counts = countExplorerTabs(tokens, favourites)
      for (const tab of EXPLORER_TABS)
        expect(filterExplorerTab(tokens, tab, favourites)).toHaveLength(
          counts[tab],
        )
      expect(counts['in-progress'] + counts.completed).toBe(counts.all)
    },
  )
})

describe(getTokenTrustFacts, () => {
  test.prop([amount, amount, balances, fc.option(amount, { nil: undefined })])(
    'property: the facts are the named functions of the minted supply',
    (maxAmt, mintAmt, holderBalances, deployerBalance) => {
      const facts = getTokenTrustFacts({
        tick: 'TEST',
        maxAmt,
        mintAmt,
        holderBalances,
        deployerBalance,
      })
      const c = getHolderConcentration({
        balances: holderBalances,
        supply: mintAmt,
      })
      expect(facts.top1Percent).toBe(c.top1Percent)
      expect(facts.top10Percent).toBe(c.top10Percent)
      expect(facts.deployerPercent).toBe(
        deployerBalance === undefined
          ? undefined
          : getSupplyShare(deployerBalance, mintAmt),
      )
      expect(facts.mintedPercent === 100).toBe(maxAmt > 0n && mintAmt >= maxAmt)
    },
  )
})
