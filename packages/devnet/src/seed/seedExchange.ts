import { WDOGE_TICK } from '@drc20/core'
import { deriveAccountAddress } from '../indexer/deriveLedgerAddress.js'
import type { IndexerState } from '../indexer/state.js'
import { WALLET_ACCOUNTS } from './accounts.js'
import { createPng } from './createPng.js'
import { createRandom, type Random } from './createRandom.js'
import { mintAmount, transferAmount } from './mintAmount.js'
import type { SeedContext } from './seedTypes.js'

// The order-v1 market's world, the same at every seed and scale: three
// tokens of its own with two weeks of listings, partial fills, buy-outs,
// cancels and bids from eight traders, at prices that drift so that the
// candles have a shape. KIBBLES (0.01 WDOGE, a pool) is the browser
// tests' market, BONEMEAL (0.00002 WDOGE, a pool) has prices far below a
// DOGE satoshi per token, WAGTAIL (about 2.5 WDOGE) has no pool and is
// unverified. Everything settles through the indexer like any history.

const UNIT = 100_000_000n
const W = WDOGE_TICK
/** Prices are drawn as `micros / 10^12` WDOGE per token. */
const PRICE_SCALE = 1_000_000_000_000

/** Ticks this step deploys: 7–8 letters, so no random tick takes one. */
export const EXCHANGE_TICKS = ['KIBBLES', 'BONEMEAL', 'WAGTAIL'] as const

/** The wallet accounts of the market's browser tests: a maker and a buyer. */
export const EXCHANGE_MAKER_ACCOUNT = 10
export const EXCHANGE_BUYER_ACCOUNT = 11

/** The WDOGE the seed wraps for the maker and the buyer, base units. */
export const EXCHANGE_TEST_WDOGE = {
  maker: 2_000n * UNIT,
  buyer: 5_000n * UNIT,
} as const

/** KIBBLES' pool: 50,000,000 KIBBLES against 500,000 WDOGE (0.01 each). */
export const KIBBLES_POOL = {
  token: 50_000_000n * UNIT,
  wdoge: 500_000n * UNIT,
} as const

/** The trader accounts that make the market. */
export function exchangeTrader(n: number): string {
  return deriveAccountAddress(`exchange:trader:${n}`)
}

type MarketToken = {
  readonly tick: string
  readonly max: bigint
  readonly lim: bigint
  readonly minted: bigint
  readonly pool?: { readonly token: bigint; readonly wdoge: bigint }
  /** WDOGE per token around which prices drift. */
  readonly price: number
  /** Tokens per listing, whole tokens (a range). */
  readonly lot: readonly [number, number]
  readonly listings: number
  /** Whether recent random listings may stay open (not KIBBLES: its book is fixed). */
  readonly leaveOpen: boolean
  readonly verified: boolean
  /** Tokens each trader and each test account receives, base units. */
  readonly traderShare: bigint
  readonly makerShare: bigint
  readonly buyerShare: bigint
}

const TOKENS: readonly MarketToken[] = [
  {
    tick: 'KIBBLES',
    max: 1_000_000_000n * UNIT,
    lim: 10_000_000n * UNIT,
    minted: 300_000_000n * UNIT,
    pool: KIBBLES_POOL,
    price: 0.01,
    lot: [1_000, 40_000],
    listings: 70,
    leaveOpen: false,
    verified: true,
    traderShare: 2_000_000n * UNIT,
    makerShare: 200_000n * UNIT,
    buyerShare: 50_000n * UNIT,
  },
  {
    tick: 'BONEMEAL',
    max: 1_000_000_000_000n * UNIT,
    lim: 10_000_000_000n * UNIT,
    minted: 100_000_000_000n * UNIT,
    pool: { token: 10_000_000_000n * UNIT, wdoge: 200_000n * UNIT },
    price: 0.00002,
    lot: [1_000_000, 50_000_000],
    listings: 90,
    leaveOpen: true,
    verified: true,
    traderShare: 5_000_000_000n * UNIT,
    makerShare: 1_000_000_000n * UNIT,
    buyerShare: 0n,
  },
  {
    tick: 'WAGTAIL',
    max: 21_000_000n * UNIT,
    lim: 21_000n * UNIT,
    minted: 2_100_000n * UNIT,
    price: 2.5,
    lot: [5, 400],
    listings: 40,
    leaveOpen: true,
    verified: false,
    traderShare: 100_000n * UNIT,
    makerShare: 0n,
    buyerShare: 0n,
  },
]

const TRADERS = 8

/** `amount × price` in WDOGE base units, at least 1. */
function priced(amount: bigint, micros: bigint): bigint {
  const total = (amount * micros) / BigInt(PRICE_SCALE)
  return total > 0n ? total : 1n
}

/** The settlement rule of a trade (docs/protocol.md §8.3), for planning. */
function tradeGet(a0: bigint, a1: bigint, filled: bigint, pay: bigint) {
  const get = (pay * a0) / a1
  const rest = a0 - filled
  // biome-ignore lint/complexity/useMathMinMax: bigints, which Math.min does not take
  return get > rest ? rest : get
}

/** `ceil(rest × A1 / A0)`: the payment that takes the whole rest. */
function payForRest(a0: bigint, a1: bigint, filled: bigint): bigint {
  const p = (a0 - filled) * a1
  return p === 0n ? 0n : (p - 1n) / a0 + 1n
}

/**
 * The market's seed: deploys and mints its tokens, pools two of them,
 * funds the traders and the browser tests' accounts, then writes two
 * weeks of asks and bids with their trades and cancels. `afterHistory`
 * marks the verified tokens and gives them a logo on the content origin.
 */
export function seedExchange(
  ctx: SeedContext,
  contents: Map<string, { data: Buffer; type: string }>,
) {
  const { history, start, genesisHeight } = ctx
  const end = genesisHeight - 1
  // Its own generator: the shared one drives every other seed step.
  const random = createRandom(0x0e1c_4a9e)
  const traders = Array.from({ length: TRADERS }, (_, n) => exchangeTrader(n))
  const maker = WALLET_ACCOUNTS[EXCHANGE_MAKER_ACCOUNT]?.address
  const buyer = WALLET_ACCOUNTS[EXCHANGE_BUYER_ACCOUNT]?.address
  const logos = new Map<string, string>()

  for (const [i, token] of TOKENS.entries()) {
    const deployer = deriveAccountAddress(`exchange:${token.tick}:deployer`)
    const deployHeight = start + 100 + i
    const inscription = history.add({
      height: deployHeight,
      address: deployer,
      payloads: [
        {
          p: 'drc-20',
          op: 'deploy',
          tick: token.tick,
          max: token.max.toString(),
          lim: token.lim.toString(),
        },
      ],
    })
    if (token.verified) {
      contents.set(inscription, logoPng(i))
      logos.set(token.tick, `/content/${inscription}`)
    }
    mintAmount(
      ctx,
      deployHeight + 1,
      token.tick,
      deployer,
      token.minted,
      token.lim,
    )
    if (token.pool) {
      deposit(ctx, deployHeight + 2, deployer, token.pool.wdoge)
      history.add({
        height: deployHeight + 3,
        address: deployer,
        payloads: [
          {
            p: 'pair-v1',
            op: 'create',
            tick0: token.tick,
            tick1: W,
            amt0: token.pool.token.toString(),
            amt1: token.pool.wdoge.toString(),
          },
        ],
      })
    }
    for (const trader of traders)
      transferAmount(
        ctx,
        deployHeight + 4,
        token.tick,
        deployer,
        trader,
        token.traderShare,
      )
    if (maker && token.makerShare > 0n)
      transferAmount(ctx, end, token.tick, deployer, maker, token.makerShare)
    if (buyer && token.buyerShare > 0n)
      transferAmount(ctx, end, token.tick, deployer, buyer, token.buyerShare)
  }
  // Traders hold WDOGE for bids and buys.
  for (const trader of traders)
    deposit(ctx, start + 110, trader, 5_000_000n * UNIT)
  // The browser tests' maker bids and their buyer pays in WDOGE.
  if (maker) deposit(ctx, end, maker, EXCHANGE_TEST_WDOGE.maker)
  if (buyer) deposit(ctx, end, buyer, EXCHANGE_TEST_WDOGE.buyer)

  for (const token of TOKENS) {
    seedTokenMarket(ctx, random, traders, token, start + 300, end)
  }
  seedKibblesBook(ctx, traders, end)

  return {
    /** Verified flags and logos, once the deploys are indexed. */
    afterHistory(state: IndexerState): void {
      for (const [tick, logo] of logos) {
        const row = state.tokens.get(tick)
        if (!row) continue
        state.tokens.set(tick, {
          ...row,
          isCheck: 1,
          socials: { ...row.socials, logo },
        })
      }
    },
  }
}

function deposit(
  ctx: SeedContext,
  height: number,
  address: string,
  amt: bigint,
): void {
  ctx.history.add({
    height,
    address,
    payloads: [{ p: 'wdoge', op: 'deposit', amt: amt.toString() }],
  })
}

/**
 * Two weeks of one token's market: listings at a price that drifts on a
 * three-day wave with noise; older ones mostly traded (in parts, then the
 * rest at the capped price) or cancelled, recent ones mostly open (with
 * `leaveOpen`; otherwise every one closes); bids (WDOGE for the token) a
 * little under the price, some sold into.
 */
function seedTokenMarket(
  ctx: SeedContext,
  random: Random,
  traders: readonly string[],
  token: MarketToken,
  from: number,
  end: number,
): void {
  const { history } = ctx
  const span = end - 100 - from
  const wave = 3 * 1_440
  const priceAt = (height: number) => {
    const phase = ((height - from) / wave) * 2 * Math.PI
    const drift = 1 + 0.25 * Math.sin(phase) + 0.08 * (random.next() - 0.5)
    return BigInt(Math.max(1, Math.round(token.price * drift * PRICE_SCALE)))
  }
  for (let i = 0; i < token.listings; i++) {
    const height = from + Math.floor((span * i) / token.listings)
    const makerIndex = random.int(0, traders.length - 1)
    const makerAddress = traders[makerIndex] ?? ''
    const taker = () =>
      traders[
        (makerIndex + random.int(1, traders.length - 1)) % traders.length
      ] ?? ''
    const bid = random.next() < 0.3
    const micros = priceAt(height)
    const tokens = BigInt(random.int(token.lot[0], token.lot[1])) * UNIT
    // An ask sells tokens for WDOGE; a bid sells WDOGE for tokens, a
    // little under the market.
    const a0 = bid ? priced(tokens, (micros * 92n) / 100n) : tokens
    const a1 = bid ? tokens : priced(tokens, micros)
    const exid = history.add({
      height,
      address: makerAddress,
      payloads: [
        {
          p: 'order-v1',
          op: 'create',
          tick0: bid ? W : token.tick,
          tick1: bid ? token.tick : W,
          amt0: a0.toString(),
          amt1: a1.toString(),
        },
      ],
    })
    const recent = token.leaveOpen && end - height < 2 * 1_440
    // Without open listings, every one is bought out or cancelled.
    const roll = token.leaveOpen ? random.next() : random.next() * 0.75
    let filled = 0n
    let at = height
    const trade = (pay: bigint) => {
      at = Math.min(end, at + random.int(5, 600))
      history.add({
        height: at,
        address: taker(),
        payloads: [{ p: 'order-v1', op: 'trade', exid, amt1: pay.toString() }],
      })
      filled += tradeGet(a0, a1, filled, pay)
    }
    if (roll < (recent ? 0.35 : 0.55)) {
      // One to three partial trades, then often the rest.
      const parts = random.int(1, 3)
      for (let p = 0; p < parts; p++) {
        const rest = payForRest(a0, a1, filled)
        const pay = (rest * BigInt(random.int(10, 45))) / 100n
        if (pay > 0n && tradeGet(a0, a1, filled, pay) > 0n) trade(pay)
      }
      // Recent ones stay partly filled; older ones are bought out.
      if (!recent) {
        const rest = payForRest(a0, a1, filled)
        if (rest > 0n) {
          trade(rest)
          // Now and then someone else was a moment too late: the indexer
          // fails that trade (nothing left) and the payment stays put.
          if (random.next() < 0.1)
            history.add({
              height: at,
              address: taker(),
              payloads: [
                { p: 'order-v1', op: 'trade', exid, amt1: rest.toString() },
              ],
            })
        }
      }
    } else if (roll < (recent ? 0.45 : 0.75)) {
      // Cancelled, sometimes after a partial fill.
      if (random.next() < 0.5) {
        const pay = payForRest(a0, a1, filled) / 3n
        if (pay > 0n && tradeGet(a0, a1, filled, pay) > 0n) trade(pay)
      }
      at = Math.min(end, at + random.int(10, 900))
      history.add({
        height: at,
        address: makerAddress,
        payloads: [
          {
            p: 'order-v1',
            op: 'cancel',
            exid,
            amt0: (a0 - filled).toString(),
          },
        ],
      })
    }
  }
}

/**
 * KIBBLES' open book at genesis, fixed: asks from 0.0095 WDOGE (under the
 * pool's 0.01, so that buying a little from the listings beats the pool)
 * and bids under it, one ask partly filled.
 */
function seedKibblesBook(
  ctx: SeedContext,
  traders: readonly string[],
  end: number,
): void {
  const book: readonly [number, 'ask' | 'bid', bigint, bigint][] = [
    [1, 'ask', 25_000n * UNIT, 23_750_000_000n], // 0.0095
    [2, 'ask', 10_000n * UNIT, 9_800_000_000n], // 0.0098
    [4, 'ask', 40_000n * UNIT, 42_000_000_000n], // 0.0105
    [5, 'ask', 5_000n * UNIT, 6_000_000_000n], // 0.012
    [6, 'bid', 27_000_000_000n, 30_000n * UNIT], // 0.009
    [7, 'bid', 17_000_000_000n, 20_000n * UNIT], // 0.0085
  ]
  for (const [n, side, amt0, amt1] of book) {
    const exid = ctx.history.add({
      height: end - 20 + n,
      address: traders[n] ?? '',
      payloads: [
        {
          p: 'order-v1',
          op: 'create',
          tick0: side === 'ask' ? 'KIBBLES' : W,
          tick1: side === 'ask' ? W : 'KIBBLES',
          amt0: amt0.toString(),
          amt1: amt1.toString(),
        },
      ],
    })
    if (n === 2) {
      // A quarter of it bought: 2,500 KIBBLES for 24.5 WDOGE.
      ctx.history.add({
        height: end - 5,
        address: traders[3] ?? '',
        payloads: [{ p: 'order-v1', op: 'trade', exid, amt1: '2450000000' }],
      })
    }
  }
}

/** A 16 × 16 logo: a bone-coloured disc on a colour per token. */
function logoPng(index: number): { data: Buffer; type: string } {
  const backgrounds: readonly [number, number, number][] = [
    [150, 90, 40],
    [70, 110, 160],
  ]
  const background = backgrounds[index % backgrounds.length] ?? [0, 0, 0]
  const data = createPng(16, (x, y) => {
    const dx = x - 7.5
    const dy = y - 7.5
    return dx * dx + dy * dy < 40 ? [240, 230, 210] : background
  })
  return { data, type: 'image/png' }
}
