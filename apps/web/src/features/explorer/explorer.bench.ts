import {
  countExplorerTabs,
  createLookalikeIndex,
  filterExplorerTab,
  getExplorerTokens,
  getProgressPercent,
} from '@drc20/core'
import { bench, describe } from 'vitest'
import {
  type ListedToken,
  packTokenList,
  unpackTokenList,
} from '../../lib/storage/tokenListCodec'
import {
  filterRows,
  getSearchIndex,
  sortRows,
} from '../../ui/dataTable/tableRows'
import type { DataTableColumn } from '../../ui/dataTable/types'

// The explorer at mainnet scale (issue goal: 50,000 tokens). Budgets:
// one search keystroke ≤ 16 ms (a frame); what a warm visit computes
// before its first rows (unpack the offline copy, list, tab, sort) is a
// small part of the 300 ms first-rows budget that
// `scripts/perf-explorer.mjs` measures in the browser.

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'

/** 50,000 distinct ticks of 4 to 6 characters, deterministic. */
function makeTokens(count: number): ListedToken[] {
  const tokens: ListedToken[] = []
  let seed = 0x2f6b_1d3a
  const next = () => {
    seed = (Math.imul(seed, 1_103_515_245) + 12_345) >>> 0
    return seed
  }
  const seen = new Set<string>()
  while (tokens.length < count) {
    const length = 4 + (next() % 3)
    let tick = ''
    for (let i = 0; i < length; i++) tick += LETTERS[next() % LETTERS.length]
    if (seen.has(tick)) continue
    seen.add(tick)
    const maxAmt = BigInt(1 + (next() % 1_000_000)) * 10n ** 16n
    tokens.push({
      tick,
      maxAmt,
      mintAmt: (maxAmt * BigInt(next() % 101)) / 100n,
      lim: 10n ** 11n,
      holders: next() % 20_000,
      transactions: next() % 100_000,
      deployTimeMs: 1_680_000_000_000 + (next() % 50_000_000) * 1000,
      logo: '',
      isCheck: next() % 10 === 0,
    })
  }
  return tokens
}

const tokens = makeTokens(50_000)
const listed = getExplorerTokens(tokens)
const getTick = (row: ListedToken) => row.tick
const columns: DataTableColumn<ListedToken>[] = [
  {
    key: 'holders',
    header: 'Holders',
    cell: () => '',
    sortValue: (r) => r.holders,
  },
  {
    key: 'progress',
    header: 'Progress',
    cell: () => '',
    sortValue: (r) => getProgressPercent(r.mintAmt, r.maxAmt),
  },
]
const sorted = sortRows(listed, columns, {
  column: 'holders',
  direction: 'desc',
})
const index = getSearchIndex(sorted, getTick)
const stored = packTokenList({ tokens, height: 5_000_000, savedAtMs: 0 })
const none = new Set<string>()
/** 50,000-row passes: a few dozen samples each are plenty. */
const options = { time: 300, iterations: 20, warmupIterations: 3 }

describe('token explorer, 50,000 tokens: one search keystroke (≤ 16 ms)', () => {
  bench(
    'search "a", sorted by holders',
    () => {
      filterRows(sorted, index, 'a')
    },
    options,
  )
  bench(
    'search "ab3"',
    () => {
      filterRows(sorted, index, 'ab3')
    },
    options,
  )
})

describe('token explorer, 50,000 tokens: a warm visit before its first rows', () => {
  bench(
    'unpack the offline copy',
    () => {
      unpackTokenList(stored)
    },
    options,
  )
  bench(
    'listed tokens, tab counts and the In progress tab',
    () => {
      const all = getExplorerTokens(tokens)
      countExplorerTabs(all, none)
      filterExplorerTab(all, 'in-progress', none)
    },
    options,
  )
  bench(
    'sort by progress and index the search',
    () => {
      getSearchIndex(
        sortRows(listed, columns, { column: 'progress', direction: 'desc' }),
        getTick,
      )
    },
    options,
  )
  bench(
    'lookalike index (after the first rows paint)',
    () => {
      createLookalikeIndex(listed.map(getTick))
    },
    options,
  )
})
