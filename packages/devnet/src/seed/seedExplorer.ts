import { deriveAccountAddress } from '../indexer/deriveLedgerAddress.js'
import type { IndexerState, Socials } from '../indexer/state.js'
import { createPng } from './createPng.js'
import { mintAmount, transferAmount } from './mintAmount.js'
import type { SeedContext } from './seedTypes.js'

// The token explorer's fixtures, the same at every seed and scale: named
// ticks with known holders and amounts that browser tests can assert
// exactly, where the random tokens only promise "some". Addresses derive
// from fixed labels (`explorer:<tick>:<n>`), not from the seed.

const UNIT = 100_000_000n

/** Ticks this step deploys; the random tokens never take one of them. */
export const EXPLORER_TICKS = [
  'WHALES',
  'WDOGE',
  'D0GI',
  '\u0421ARDI',
  'UNI\u200BX',
  'LINKS',
  'TRAPS',
  'FRESH',
] as const

/** The amounts WHALES's first two holders get (past 2^64 and 2^53 + 1). */
export const WHALES_TOP = 12_345_678_901_234_567_890n
export const WHALES_SECOND = 9_007_199_254_740_993n
/** Holders of WHALES: the deployer and 136 others (pages of 50, 50, 37). */
export const WHALES_HOLDERS = 137

/** The address of the `n`-th explorer account of `tick` (0: deployer). */
export function explorerAddress(tick: string, n: number): string {
  return deriveAccountAddress(`explorer:${tick}:${n}`)
}

type ExplorerToken = {
  /** As inscribed (the indexer upper-cases it). */
  readonly payloadTick: string
  readonly tick: string
  readonly max: bigint
  readonly lim: bigint
  /** Minted by the deployer before the transfers. */
  readonly minted: bigint
  /** Amounts sent to accounts 1, 2, … of the tick. */
  readonly transfers: readonly bigint[]
  readonly age: number
  readonly socials?: Partial<Socials>
}

function whalesTransfers(): bigint[] {
  const rest = Array.from(
    { length: WHALES_HOLDERS - 3 },
    (_, j) => 10n ** 15n / BigInt(j + 1) + BigInt(j + 1) * 1_000n,
  )
  return [WHALES_TOP, WHALES_SECOND, ...rest]
}

function tokens(): ExplorerToken[] {
  return [
    {
      // Completed, with holders past one page of 50 and balances past 2^53.
      payloadTick: 'WHALES',
      tick: 'WHALES',
      max: 20_000_000_000_000_000_000n,
      lim: 200_000_000_000_000_000n,
      minted: 20_000_000_000_000_000_000n,
      transfers: whalesTransfers(),
      age: 12_000,
    },
    {
      // A DRC-20 named like wrapped DOGE, which is WDOGE(WRAPPED-DOGE).
      payloadTick: 'WDOGE',
      tick: 'WDOGE',
      max: 100_000_000n * UNIT,
      lim: 1_000_000n * UNIT,
      minted: 36_000_000n * UNIT,
      transfers: Array.from(
        { length: 11 },
        (_, j) => BigInt(1_000_000 - j * 50_000) * UNIT,
      ),
      age: 9_000,
    },
    {
      // DOGI with a zero for the O; completed.
      payloadTick: 'D0GI',
      tick: 'D0GI',
      max: 21_000_000n * UNIT,
      lim: 210_000n * UNIT,
      minted: 21_000_000n * UNIT,
      transfers: Array.from(
        { length: 8 },
        (_, j) => BigInt(900_000 - j * 70_000) * UNIT,
      ),
      age: 7_000,
    },
    {
      // CARDI with a Cyrillic Es (U+0421), inscribed in lower case as a raw
      // payload could be: the indexer upper-cases it rune by rune.
      payloadTick: '\u0441ardi',
      tick: '\u0421ARDI',
      max: 1_000_000_000n * UNIT,
      lim: 10_000_000n * UNIT,
      minted: 420_000_000n * UNIT,
      transfers: Array.from(
        { length: 5 },
        (_, j) => BigInt(20_000_000 - j * 3_000_000) * UNIT,
      ),
      age: 5_000,
    },
    {
      // UNIX with a zero-width space inside: looks the same, is not.
      payloadTick: 'UNI\u200BX',
      tick: 'UNI\u200BX',
      max: 21_000_000n * UNIT,
      lim: 100_000n * UNIT,
      minted: 5_000_000n * UNIT,
      transfers: Array.from(
        { length: 3 },
        (_, j) => BigInt(1_000_000 - j * 200_000) * UNIT,
      ),
      age: 4_500,
    },
    {
      // Verified, every social link set (http(s) only), logo on the
      // content origin; in progress.
      payloadTick: 'LINKS',
      tick: 'LINKS',
      max: 500_000_000n * UNIT,
      lim: 5_000_000n * UNIT,
      minted: 310_000_000n * UNIT,
      transfers: Array.from(
        { length: 20 },
        (_, j) => BigInt(4_000_000 - j * 150_000) * UNIT,
      ),
      age: 4_000,
      socials: {
        introduction: 'LINKS keeps every link of a verified token.',
        white_paper: 'https://links.example/whitepaper.pdf',
        official: 'https://links.example',
        telegram: 'https://t.me/linksdrc20',
        discorad: 'https://discord.gg/linksdrc20',
        twitter: 'https://x.com/linksdrc20',
        facebook: 'https://facebook.com/linksdrc20',
        github: 'https://github.com/linksdrc20',
      },
    },
    {
      // Verified, with hostile socials: API data is untrusted.
      payloadTick: 'TRAPS',
      tick: 'TRAPS',
      max: 10_000_000n * UNIT,
      lim: 100_000n * UNIT,
      minted: 10_000_000n * UNIT,
      transfers: [3_000_000n * UNIT, 2_000_000n * UNIT],
      age: 3_000,
      socials: {
        logo: 'javascript:alert(1)',
        introduction: '<img src=x onerror="alert(1)"><script>alert(2)</script>',
        white_paper: 'data:text/html,<script>alert(3)</script>',
        official: 'javascript:alert(document.domain)',
        telegram: '//evil.example/t',
        discorad: 'ftp://evil.example/d',
        twitter: 'http://x.com/trapsdrc20',
        facebook: ' https://facebook.com/traps',
        github: 'https://github.com/traps"><b>x</b>',
      },
    },
    {
      // Deployed a minute before genesis; nothing minted.
      payloadTick: 'FRESH',
      tick: 'FRESH',
      max: 1_000_000n * UNIT,
      lim: 1_000n * UNIT,
      minted: 0n,
      transfers: [],
      age: 1,
    },
  ]
}

/**
 * Deploys, mints and distributes the explorer's tokens through the seed
 * history (so every balance is settled by the fold), and after the history
 * marks LINKS and TRAPS verified with their socials, as the operator does.
 */
export function seedExplorer(
  ctx: SeedContext,
  contents: Map<string, { data: Buffer; type: string }>,
) {
  const { history, genesisHeight } = ctx
  const socials = new Map<string, Partial<Socials>>()
  for (const token of tokens()) {
    const deployer = explorerAddress(token.tick, 0)
    const deployHeight = genesisHeight - token.age
    const inscription = history.add({
      height: deployHeight,
      address: deployer,
      payloads: [
        {
          p: 'drc-20',
          op: 'deploy',
          tick: token.payloadTick,
          max: token.max.toString(),
          lim: token.lim.toString(),
        },
      ],
    })
    if (token.minted > 0n) {
      mintAmount(
        ctx,
        deployHeight + 1,
        token.payloadTick,
        deployer,
        token.minted,
        token.lim,
      )
    }
    token.transfers.forEach((amt, j) => {
      transferAmount(
        ctx,
        Math.min(deployHeight + 2 + j, genesisHeight - 1),
        token.tick,
        deployer,
        explorerAddress(token.tick, j + 1),
        amt,
      )
    })
    if (token.socials) {
      const logo = token.socials.logo ?? `/content/${inscription}`
      if (token.socials.logo === undefined) {
        contents.set(inscription, logoPng())
      }
      socials.set(token.tick, { ...token.socials, logo })
    }
  }
  return {
    afterHistory(state: IndexerState): void {
      for (const [tick, extra] of socials) {
        const row = state.tokens.get(tick)
        if (!row) continue
        state.tokens.set(tick, {
          ...row,
          isCheck: 1,
          socials: { ...row.socials, ...extra },
        })
      }
    },
  }
}

/** A 16 × 16 logo: a gold coin on blue. */
function logoPng(): { data: Buffer; type: string } {
  const data = createPng(16, (x, y) => {
    const dx = x - 7.5
    const dy = y - 7.5
    return dx * dx + dy * dy < 42 ? [230, 180, 40] : [30, 60, 140]
  })
  return { data, type: 'image/png' }
}
