import { WDOGE_TICK } from '@drc20/core'
import { hashHex } from '../chain/hash.js'
import type { IndexerState } from '../indexer/state.js'
import { WALLET_ACCOUNTS } from './accounts.js'
import { createPng } from './createPng.js'
import type { SeedContext } from './seedTypes.js'

const UNIT = 100_000_000n

/** Items of "Pixel Pups" (account 16's collection). */
export const PUPS_ITEMS = 40
/** Listed items of "Pixel Pups": item i (0-based) at these WDOGE prices. */
export const PUPS_LISTED_PRICES: readonly bigint[] = [
  11n * UNIT,
  12n * UNIT,
  13n * UNIT,
  25n * UNIT,
  40n * UNIT,
  75n * UNIT,
]
/**
 * "Cart Kittens", account 16's unverified collection kept for the cart's
 * browser test (which buys from it, so that the pups stay as they are for
 * the browsing tests): every item listed in WDOGE at these prices.
 */
export const KITTENS_LISTED_PRICES: readonly bigint[] = [
  3n * UNIT,
  4n * UNIT,
  5n * UNIT,
  6n * UNIT,
  7n * UNIT,
  8n * UNIT,
  9n * UNIT,
  10n * UNIT,
]
/** Files of account 17 in no collection (what a new collection is made of). */
export const LOOSE_FILES = 6
/**
 * Files of account 16 in no collection, kept for the browser test that
 * creates a collection from them (no other test moves them).
 */
export const CREATE_FILES = 4

/** An SVG whose script must never run in the app. */
export const UNSAFE_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="16" height="16" onload="window.__pwned=\'svg-onload\'"><script>window.__pwned=\'svg\';alert(1)</script><rect width="16" height="16" fill="red"/></svg>'
/** An HTML page whose script must never run in the app. */
export const UNSAFE_HTML =
  '<!doctype html><html><body><h1>hi</h1><script>window.__pwned="html";alert(1)</script><img src=x onerror="window.__pwned=\'img\'"></body></html>'

const PALETTE: readonly (readonly [number, number, number])[] = [
  [70, 130, 220],
  [80, 180, 110],
  [240, 150, 60],
  [240, 140, 190],
  [30, 30, 60],
]
const TRAITS = {
  Coat: ['Golden', 'Black', 'Cream'],
  Mood: ['Happy', 'Sleepy'],
} as const

function pup(n: number): Buffer {
  const bg = PALETTE[n % PALETTE.length] ?? [0, 0, 0]
  return createPng(16, (x, y) =>
    (x - 7.5) ** 2 + (y - 8.5) ** 2 < 20 ? [230, 180, 90] : bg,
  )
}

function uuid(h: string): string {
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`
}

/**
 * The collections marketplace's browser-test world (wallet accounts 16–18):
 * "Pixel Pups", account 16's verified collection of 40 pups with two traits,
 * 6 listed in WDOGE and 2 sold to account 18 long ago; "Unsafe Samples",
 * account 18's unverified collection holding an SVG with a script and an
 * HTML page next to a PNG; account 17's files in no collection, and
 * account 16's few (for creating a collection).
 * Files and orders settle through the history; the collection metadata is
 * off-chain (docs/api.md §8.11) and is written once the files exist.
 */
export function seedCollections(
  ctx: SeedContext,
  contents: Map<string, { data: Buffer; type: string }>,
) {
  const { history, genesisHeight } = ctx
  const seller = WALLET_ACCOUNTS[16]?.address ?? ''
  const creator = WALLET_ACCOUNTS[17]?.address ?? ''
  const collector = WALLET_ACCOUNTS[18]?.address ?? ''
  const deployHeight = genesisHeight - 400
  const items: {
    fileId: string
    metaId: string
    name: string
    attributes: { trait_type: string; value: string }[]
  }[] = []
  const deploy = (address: string, data: Buffer, type: string) => {
    const fileId = history.add({
      height: deployHeight,
      address,
      payloads: [{ p: 'file', op: 'deploy' }],
      content: data.toString('base64'),
      contentType: type,
    })
    contents.set(fileId, { data, type })
    return fileId
  }

  const pupsId = uuid(hashHex('meta:pixel-pups'))
  for (let i = 0; i < PUPS_ITEMS; i++) {
    const fileId = deploy(seller, pup(i), 'image/png')
    items.push({
      fileId,
      metaId: pupsId,
      name: `Pixel Pup #${i + 1}`,
      attributes: [
        { trait_type: 'Coat', value: TRAITS.Coat[i % 3] ?? '' },
        { trait_type: 'Mood', value: TRAITS.Mood[i % 2] ?? '' },
      ],
    })
  }
  const list = (fileId: string, amt: bigint, height: number) =>
    history.add({
      height,
      address: seller,
      payloads: [
        {
          p: 'order-v2',
          op: 'create',
          file_id: fileId,
          tick: WDOGE_TICK,
          amt: amt.toString(),
        },
      ],
    })
  PUPS_LISTED_PRICES.forEach((price, i) => {
    list(items[i]?.fileId ?? '', price, genesisHeight - 300)
  })
  // Two earlier sales to account 18 (the activity tab's and volume's).
  for (const [n, price] of [
    [38, 30n * UNIT],
    [39, 50n * UNIT],
  ] as const) {
    const exId = list(items[n]?.fileId ?? '', price, genesisHeight - 300)
    // After the wallet accounts' WDOGE deposits (the block before genesis).
    history.add({
      height: genesisHeight - 1,
      address: collector,
      payloads: [
        {
          p: 'order-v2',
          op: 'trade',
          ex_id: exId,
          tick: WDOGE_TICK,
          amt: price.toString(),
        },
      ],
    })
  }

  const kittensId = uuid(hashHex('meta:cart-kittens'))
  KITTENS_LISTED_PRICES.forEach((price, i) => {
    const fileId = deploy(seller, pup(i + 3), 'image/png')
    items.push({
      fileId,
      metaId: kittensId,
      name: `Cart Kitten #${i + 1}`,
      attributes: [{ trait_type: 'Kind', value: 'Kitten' }],
    })
    list(fileId, price, genesisHeight - 300)
  })

  const unsafeId = uuid(hashHex('meta:unsafe-samples'))
  const unsafe = [
    {
      name: 'Script SVG',
      data: Buffer.from(UNSAFE_SVG),
      type: 'image/svg+xml',
    },
    { name: 'Script page', data: Buffer.from(UNSAFE_HTML), type: 'text/html' },
    { name: 'Plain pup', data: pup(7), type: 'image/png' },
  ]
  for (const [i, file] of unsafe.entries()) {
    items.push({
      fileId: deploy(collector, file.data, file.type),
      metaId: unsafeId,
      // A name written as markup must show as text.
      name: i === 0 ? `<img src=x onerror="window.__pwned='name'">` : file.name,
      attributes: [{ trait_type: 'Kind', value: file.type }],
    })
  }
  const pupsIcon = `/content/${items[0]?.fileId ?? ''}`
  for (let i = 0; i < LOOSE_FILES; i++) deploy(creator, pup(i + 2), 'image/png')
  for (let i = 0; i < CREATE_FILES; i++) deploy(seller, pup(i + 1), 'image/png')

  return {
    afterHistory(state: IndexerState) {
      const time = state.blockTime
      state.collections.set(pupsId, {
        metaId: pupsId,
        name: 'Pixel Pups',
        slug: 'pixel-pups',
        description: 'Forty pixel pups, two traits each.',
        icon: pupsIcon,
        holder: seller,
        isCheck: 1,
        discord: '',
        twitter: 'https://x.com/pixelpups',
        website: 'javascript:alert(1)',
        createTime: time,
        updateTime: time,
      })
      state.collections.set(kittensId, {
        metaId: kittensId,
        name: 'Cart Kittens',
        slug: 'cart-kittens',
        description: 'Kittens kept for buying through the cart.',
        icon: pupsIcon,
        holder: seller,
        isCheck: 0,
        discord: '',
        twitter: '',
        website: '',
        createTime: time,
        updateTime: time,
      })
      state.collections.set(unsafeId, {
        metaId: unsafeId,
        name: 'Unsafe Samples',
        slug: 'unsafe-samples',
        description: '<b>bold?</b> <script>window.__pwned="desc"</script>',
        icon: `/content/${items[PUPS_ITEMS + KITTENS_LISTED_PRICES.length]?.fileId ?? ''}`,
        holder: collector,
        isCheck: 0,
        discord: '',
        twitter: '',
        website: 'https://example.com/unsafe',
        createTime: time,
        updateTime: time,
      })
      for (const item of items) {
        const file = state.files.get(item.fileId)
        if (file)
          state.files.set(item.fileId, {
            ...file,
            metaId: item.metaId,
            name: item.name,
            attributes: item.attributes,
          })
      }
    },
  }
}
