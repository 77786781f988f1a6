import { WDOGE_TICK } from '@drc20/core'
import { hashHex } from '../chain/hash.js'
import { applyBlock } from '../indexer/applyBlock.js'
import { deriveAccountAddress } from '../indexer/deriveLedgerAddress.js'
import { emptySocials } from '../indexer/protocols/drc20.js'
import { createIndexerState, type IndexerState } from '../indexer/state.js'
import {
  type DevnetAccount,
  WALLET_ACCOUNT_DOGE,
  WALLET_ACCOUNTS,
} from './accounts.js'
import { createRandom, type Random } from './createRandom.js'
import { createHistoryBuilder } from './historyBuilder.js'
import { mintAmount, transferAmount } from './mintAmount.js'
import { seedAnalytics } from './seedAnalytics.js'
import { seedCollections } from './seedCollections.js'
import { seedExchange } from './seedExchange.js'
import { EXPLORER_TICKS, seedExplorer } from './seedExplorer.js'
import { seedInscribe } from './seedInscribe.js'
import { seedMarkets } from './seedMarkets.js'
import { seedPortfolio } from './seedPortfolio.js'
import { seedStaking } from './seedStaking.js'
import type { SeedContext, SeededToken, SeedScale } from './seedTypes.js'

export type { SeedScale } from './seedTypes.js'
export type { DevnetAccount }

export type SeedWorld = {
  readonly genesisHeight: number
  readonly state: IndexerState
  /** DOGE (utxo side) per address at genesis, koinu. */
  readonly doge: Map<string, bigint>
  readonly accounts: readonly DevnetAccount[]
  /** Addresses of the OG list (`v3/address/ogall`). */
  readonly ogAddresses: readonly string[]
  /** Content of the seeded files and images, by file id / image id. */
  readonly contents: Map<string, { data: Buffer; type: string }>
}

export const GENESIS_HEIGHT = 5_600_000
/** Two weeks of one-minute blocks before genesis. */
export const HISTORY_BLOCKS = 20_160

const FAMOUS = ['UNIX', 'CARDI', 'DIS', 'RONA', 'CZZ', 'ETHF', 'WOW', 'DOGI']
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'
const UNIT = 100_000_000n

/** A deterministic world: the same seed and scale give the same state. */
export function createSeedWorld({
  seed,
  scale,
  genesisTime,
}: {
  seed: number
  scale: SeedScale
  genesisTime: number
}): SeedWorld {
  const genesisHeight = GENESIS_HEIGHT
  const blockTime = (height: number) =>
    genesisTime + (height - genesisHeight) * 60
  const state = createIndexerState()
  state.height = genesisHeight - HISTORY_BLOCKS - 1
  registerWdoge(state, blockTime(state.height))
  const doge = new Map<string, bigint>()
  for (const account of WALLET_ACCOUNTS) {
    doge.set(account.address, WALLET_ACCOUNT_DOGE)
  }
  const accounts = WALLET_ACCOUNTS
  if (scale === 'empty') {
    state.height = genesisHeight
    state.blockTime = genesisTime
    state.blockHash = hashHex(`genesis:${seed}`)
    return {
      genesisHeight,
      state,
      doge,
      accounts,
      ogAddresses: WALLET_ACCOUNTS.slice(0, 2).map((a) => a.address),
      contents: new Map(),
    }
  }
  const random = createRandom(seed)
  const history = createHistoryBuilder({ seed, blockTime })
  const holderCount = scale === 'large' ? 20_000 : 1_500
  const holders = Array.from({ length: holderCount }, (_, i) =>
    deriveAccountAddress(`${seed}:holder:${i}`),
  )
  const start = genesisHeight - HISTORY_BLOCKS
  const ctx: SeedContext = { random, history, holders, start, genesisHeight }
  const tokens = seedTokens(ctx, scale)
  seedWalletHoldings(ctx, tokens)
  const contents = new Map<string, { data: Buffer; type: string }>()
  const markets = seedMarkets(ctx, state, tokens, scale, contents)
  const explorer = seedExplorer(ctx, contents)
  seedPortfolio(ctx, tokens, contents, doge)
  const collections = seedCollections(ctx, contents)
  seedStaking(ctx, state, tokens)
  const exchange = seedExchange(ctx, contents)
  seedInscribe(ctx)
  seedAnalytics(ctx)
  for (const block of history.blocks()) applyBlock(state, block)
  markets.afterHistory()
  explorer.afterHistory(state)
  collections.afterHistory(state)
  exchange.afterHistory(state)
  verifyFamous(state)
  state.height = genesisHeight
  state.blockTime = genesisTime
  state.blockHash = hashHex(`genesis:${seed}`)
  const ogAddresses = [
    ...WALLET_ACCOUNTS.slice(0, 2).map((a) => a.address),
    ...holders.slice(0, 48),
  ]
  return { genesisHeight, state, doge, accounts, ogAddresses, contents }
}

function registerWdoge(state: IndexerState, time: number): void {
  state.tokens.set(WDOGE_TICK, {
    tick: WDOGE_TICK,
    max: 10n ** 41n - 1n,
    lim: 0n,
    dec: 8,
    minted: 0n,
    deployer: '',
    inscription: '',
    deployHeight: state.height,
    deployTime: time,
    lastMintTime: null,
    transactions: 0,
    isCheck: 1,
    socials: emptySocials(),
    kind: 'wdoge',
  })
}

/**
 * The operator has verified the well-known tokens (`is_check` 1), as it
 * does on mainnet; their lookalikes (`D0GI`, `СARDI`, `UNI​X`) and the
 * random tokens stay unverified, so the pickers' "unverified token" step
 * has both kinds to show.
 */
function verifyFamous(state: IndexerState): void {
  for (const tick of FAMOUS) {
    const row = state.tokens.get(tick)
    if (row) state.tokens.set(tick, { ...row, isCheck: 1 })
  }
}

/** Random ticks never take one the explorer step deploys by name. */
const RESERVED: ReadonlySet<string> = new Set(EXPLORER_TICKS)

function makeTicks(random: Random, count: number): string[] {
  const ticks = new Set<string>(FAMOUS.slice(0, Math.min(count, FAMOUS.length)))
  while (ticks.size < count) {
    const length = random.int(3, 6)
    let t = ''
    for (let i = 0; i < length; i++) t += random.pick([...LETTERS])
    if (!RESERVED.has(t)) ticks.add(t)
  }
  return [...ticks]
}

function seedTokens(ctx: SeedContext, scale: SeedScale): SeededToken[] {
  const { random, history, holders, start, genesisHeight } = ctx
  const count = scale === 'large' ? 50_000 : 300
  const ticks = makeTicks(random, count)
  const tokens: SeededToken[] = []
  ticks.forEach((tick, i) => {
    const famous = i < FAMOUS.length
    const supplyTokens = random.pick([
      21_000_000n,
      100_000_000n,
      1_000_000_000n,
      21_000_000_000n,
      1_000_000_000_000n,
    ])
    const max = (famous ? 21_000_000_000n : supplyTokens) * UNIT
    // At most ~20 mints of 30 repeats fill a token (keeps the seed fast).
    const lim = max / random.pick([100n, 300n, 600n])
    const deployer = random.pick(holders)
    const roll = random.next()
    const justDeployed = !famous && roll < 0.15
    const deployHeight = justDeployed
      ? genesisHeight - random.int(1, 60)
      : famous
        ? start + i
        : start + random.int(0, HISTORY_BLOCKS / 2)
    history.add({
      height: deployHeight,
      address: deployer,
      payloads: [
        {
          p: 'drc-20',
          op: 'deploy',
          tick,
          max: max.toString(),
          lim: lim.toString(),
        },
      ],
    })
    if (justDeployed) {
      tokens.push({ tick, max, lim, deployer, deployHeight, keep: 0n })
      return
    }
    if (scale === 'large' && !famous && i !== FAMOUS.length) {
      // Large scale: most tokens get a single mint, to keep start-up short.
      mintAmount(ctx, deployHeight + 1, tick, deployer, lim, lim)
      tokens.push({ tick, max, lim, deployer, deployHeight, keep: lim })
      return
    }
    const completed = famous || roll < 0.55
    const target = completed
      ? max
      : ((max * BigInt(random.int(5, 95))) / 100n / lim) * lim
    const holderTotal =
      scale === 'large' && i === FAMOUS.length
        ? 15_000
        : famous
          ? random.int(150, 600)
          : random.heavy(400, 0.9)
    const mintHeight = deployHeight + 1
    mintAmount(ctx, mintHeight, tick, deployer, target, lim)
    // Heavy-tailed split: weights w_i = 1 / (i + 1)^1.1 over the holders.
    const chosen = pickDistinct(
      random,
      holders,
      Math.min(holderTotal, holders.length),
    )
    const weights = chosen.map((_, j) => 1 / (j + 1) ** 1.1)
    const weightSum = weights.reduce((a, b) => a + b, 0)
    let given = 0n
    const keep = target / 20n // the deployer keeps about 5%
    tokens.push({ tick, max, lim, deployer, deployHeight, keep })
    const distributable = target - keep
    chosen.forEach((holder, j) => {
      if (holder === deployer) return
      const share = BigInt(Math.floor(((weights[j] ?? 0) / weightSum) * 1e9))
      const amt = (distributable * share) / 1_000_000_000n
      if (amt <= 0n || given + amt > distributable) return
      given += amt
      const height =
        mintHeight +
        1 +
        random.int(0, Math.max(1, genesisHeight - mintHeight - 2))
      transferAmount(
        ctx,
        Math.min(height, genesisHeight - 1),
        tick,
        deployer,
        holder,
        amt,
      )
    })
  })
  return tokens
}

function pickDistinct<T>(
  random: Random,
  items: readonly T[],
  count: number,
): T[] {
  const chosen = new Set<number>()
  while (chosen.size < count) chosen.add(random.int(0, items.length - 1))
  return [...chosen].map((i) => items[i] as T)
}

/** The wallet accounts hold famous tokens and WDOGE from the start. */
function seedWalletHoldings(
  ctx: SeedContext,
  tokens: readonly SeededToken[],
): void {
  const height = ctx.genesisHeight - 1
  for (const [index, account] of WALLET_ACCOUNTS.entries()) {
    // The first four accounts hold 0.1% of each famous token, the later
    // ones 0.01%, so the deployers can fund them all.
    const share = index < 4 ? 1000n : 10_000n
    for (const token of tokens.slice(0, 5)) {
      // Famous tokens are fully minted: the deployer transfers a holding.
      transferAmount(
        ctx,
        height,
        token.tick,
        token.deployer,
        account.address,
        token.max / share,
      )
    }
    ctx.history.add({
      height,
      address: account.address,
      payloads: [
        { p: 'wdoge', op: 'deposit', amt: (50_000n * UNIT).toString() },
      ],
    })
  }
}
