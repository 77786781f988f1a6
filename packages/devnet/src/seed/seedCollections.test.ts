import { WDOGE_TICK } from '@drc20/core'
import { describe, expect, it } from 'vitest'
import { WALLET_ACCOUNTS } from './accounts.js'
import { createSeedWorld } from './createSeedWorld.js'
import {
  CREATE_FILES,
  KITTENS_LISTED_PRICES,
  LOOSE_FILES,
  PUPS_ITEMS,
  PUPS_LISTED_PRICES,
  seedCollections,
} from './seedCollections.js'

const world = createSeedWorld({
  seed: 1,
  scale: 'small',
  genesisTime: 1_767_225_600,
})
const s = world.state
const [seller, creator, collector] = [16, 17, 18].map(
  (n) => WALLET_ACCOUNTS[n]?.address ?? '',
)

describe(seedCollections, () => {
  it('default: Cart Kittens, unverified, every item listed', () => {
    const kittens = [...s.collections.values()].find(
      (c) => c.name === 'Cart Kittens',
    )
    expect(kittens?.isCheck).toBe(0)
    const ids = new Set(
      [...s.files.values()]
        .filter((f) => f.metaId === kittens?.metaId)
        .map((f) => f.fileId),
    )
    const open = [...s.fileListings.values()].filter(
      (l) => l.amtFinish === 0n && ids.has(l.fileId),
    )
    expect(open.map((l) => l.amt).sort((a, b) => (a < b ? -1 : 1))).toEqual(
      KITTENS_LISTED_PRICES,
    )
  })

  it('default: Pixel Pups is verified, with traits, listings and sales', () => {
    const pups = [...s.collections.values()].find(
      (c) => c.name === 'Pixel Pups',
    )
    expect(pups?.isCheck).toBe(1)
    expect(pups?.holder).toBe(seller)
    const files = [...s.files.values()].filter((f) => f.metaId === pups?.metaId)
    expect(files).toHaveLength(PUPS_ITEMS)
    expect(files.every((f) => f.attributes.length === 2)).toBe(true)
    const pupIds = new Set(files.map((f) => f.fileId))
    const open = [...s.fileListings.values()].filter(
      (l) => l.amtFinish === 0n && l.maker === seller && pupIds.has(l.fileId),
    )
    expect(open.map((l) => l.amt).sort((a, b) => (a < b ? -1 : 1))).toEqual(
      PUPS_LISTED_PRICES,
    )
    expect(open.every((l) => l.tick === WDOGE_TICK)).toBe(true)
    // Listed files sit in escrow; sold ones are the collector's.
    for (const l of open) expect(s.files.get(l.fileId)?.holder).not.toBe(seller)
    const trades = s.fileExchangeOrders.filter(
      (r) => r.op === 'trade' && r.holder_address === collector,
    )
    expect(trades.map((r) => r.order_status)).toEqual([0, 0])
    expect(files.filter((f) => f.holder === collector)).toHaveLength(2)
    expect(files.filter((f) => f.holder === seller)).toHaveLength(
      PUPS_ITEMS - PUPS_LISTED_PRICES.length - 2,
    )
  })

  it('default: Unsafe Samples holds an SVG and an HTML page, unverified', () => {
    const unsafe = [...s.collections.values()].find(
      (c) => c.name === 'Unsafe Samples',
    )
    expect(unsafe?.isCheck).toBe(0)
    const types = [...s.files.values()]
      .filter((f) => f.metaId === unsafe?.metaId)
      .map((f) => f.contentType)
      .sort()
    expect(types).toEqual(['image/png', 'image/svg+xml', 'text/html'])
    const svg = [...s.files.values()].find(
      (f) => f.contentType === 'image/svg+xml' && f.holder === collector,
    )
    expect(world.contents.get(svg?.fileId ?? '')?.data.toString()).toContain(
      '<script>',
    )
  })

  it('default: account 17 holds files in no collection', () => {
    const loose = [...s.files.values()].filter(
      (f) => f.holder === creator && f.metaId === '',
    )
    expect(loose).toHaveLength(LOOSE_FILES)
    expect(
      [...s.files.values()].filter(
        (f) => f.holder === seller && f.metaId === '',
      ),
    ).toHaveLength(CREATE_FILES)
  })
})
