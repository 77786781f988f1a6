import { lpTickName, WDOGE_TICK } from '@drc20/core'
import { hashHex } from '../chain/hash.js'
import { STAKE_REWARD_POOL } from '../indexer/constants.js'
import { deriveLedgerAddress } from '../indexer/deriveLedgerAddress.js'
import type { IndexerState } from '../indexer/state.js'
import { WALLET_ACCOUNTS } from './accounts.js'
import { createPng } from './createPng.js'
import type { SeedContext, SeededToken, SeedScale } from './seedTypes.js'

const UNIT = 100_000_000n
const W = WDOGE_TICK
const TRAITS = {
  Background: ['Blue', 'Green', 'Orange', 'Pink', 'Night'],
  Hat: ['None', 'Beanie', 'Crown', 'Cap', 'Halo'],
  Eyes: ['Round', 'Laser', 'Sleepy', 'Stars'],
} as const
const COLORS: Record<string, readonly [number, number, number]> = {
  Blue: [70, 130, 220],
  Green: [80, 180, 110],
  Orange: [240, 150, 60],
  Pink: [240, 140, 190],
  Night: [30, 30, 60],
}

/**
 * Pools with weeks of swaps, listings and trades, stake pools (one ended),
 * boxes (upcoming, live, ended, refunded), AI-NFT ticks and file
 * collections, as history transactions before genesis.
 */
export function seedMarkets(
  ctx: SeedContext,
  state: IndexerState,
  tokens: readonly SeededToken[],
  scale: SeedScale,
  contents: Map<string, { data: Buffer; type: string }>,
) {
  const { random, history, holders, start, genesisHeight } = ctx
  const end = genesisHeight - 1
  const traders = holders.slice(0, 30)
  const alice = WALLET_ACCOUNTS[0]?.address ?? ''
  const at = (from: number, to: number) =>
    random.int(Math.min(from, end), Math.min(Math.max(from, to), end))
  const deposit = (height: number, address: string, amt: bigint) =>
    history.add({
      height,
      address,
      payloads: [{ p: 'wdoge', op: 'deposit', amt: amt.toString() }],
    })
  const transfer = (
    height: number,
    tick: string,
    from: string,
    to: string,
    amt: bigint,
  ) =>
    history.add({
      height,
      address: to,
      funder: from,
      to,
      payloads: [{ p: 'drc-20', op: 'transfer', tick, amt: amt.toString() }],
    })

  // Traders hold WDOGE from the start.
  for (const t of traders) deposit(start + 20, t, 5_000_000n * UNIT)

  // Pair-v1 pools: every famous token and some others, paired with WDOGE.
  const poolTokens = tokens.filter((t) => t.keep > 0n).slice(0, 40)
  const pools: { token: SeededToken; created: number }[] = []
  for (const token of poolTokens) {
    const created = token.deployHeight + 60
    if (created > end - 200) continue
    const wdoge = BigInt(random.int(2_000, 800_000)) * UNIT
    deposit(created, token.deployer, wdoge * 2n)
    history.add({
      height: created,
      address: token.deployer,
      payloads: [
        {
          p: 'pair-v1',
          op: 'create',
          tick0: token.tick,
          tick1: W,
          amt0: (token.keep / 4n).toString(),
          amt1: wdoge.toString(),
        },
      ],
    })
    // Trader inventory for the sell side.
    for (const t of traders.slice(0, 10))
      transfer(created + 1, token.tick, token.deployer, t, token.keep / 400n)
    pools.push({ token, created })
  }
  // Weeks of swaps on the first pools (candles, TVL, volume, fees).
  for (const { token, created } of pools.slice(0, 12)) {
    const swaps = 220
    for (let i = 0; i < swaps; i++) {
      const trader = random.pick(traders.slice(0, 10))
      const height = at(created + 2, end)
      const buy = random.next() < 0.5
      const amt0 = buy
        ? BigInt(random.int(10, 3_000)) * UNIT
        : token.keep / 400n / BigInt(random.int(40, 400))
      if (amt0 <= 0n) continue
      history.add({
        height,
        address: trader,
        payloads: [
          {
            p: 'pair-v1',
            op: 'swap',
            tick0: buy ? W : token.tick,
            tick1: buy ? token.tick : W,
            amt0: amt0.toString(),
            amt1_min: '0',
          },
        ],
      })
    }
  }
  // A token/token pair and a liquidity position for the first wallet account.
  const [first, second] = pools
  if (first && second) {
    const h = Math.max(first.created, second.created) + 5
    transfer(
      h,
      second.token.tick,
      second.token.deployer,
      first.token.deployer,
      second.token.keep / 20n,
    )
    history.add({
      height: h + 1,
      address: first.token.deployer,
      payloads: [
        {
          p: 'pair-v1',
          op: 'create',
          tick0: first.token.tick,
          tick1: second.token.tick,
          amt0: (first.token.keep / 40n).toString(),
          amt1: (second.token.keep / 40n).toString(),
        },
      ],
    })
    history.add({
      height: end,
      address: alice,
      payloads: [
        {
          p: 'pair-v1',
          op: 'add',
          tick0: first.token.tick,
          tick1: W,
          amt0: (first.token.max / 100_000n).toString(),
          amt1: (10_000n * UNIT).toString(),
          amt0_min: '0',
          amt1_min: '0',
        },
      ],
    })
  }
  // Pair-v2 pools keyed by pair ids.
  for (const { token, created } of pools.slice(0, 3)) {
    const pairId = hashHex(`pair-v2:${token.tick}`)
    deposit(created + 3, token.deployer, 100_000n * UNIT)
    history.add({
      height: created + 4,
      address: token.deployer,
      payloads: [
        {
          p: 'pair-v2',
          op: 'create',
          pair_id: pairId,
          tick0_id: token.tick,
          tick1_id: W,
          amt0: (token.keep / 40n).toString(),
          amt1: (50_000n * UNIT).toString(),
        },
      ],
    })
    for (let i = 0; i < 20; i++) {
      history.add({
        height: at(created + 5, end),
        address: random.pick(traders.slice(10, 20)),
        payloads: [
          {
            p: 'pair-v2',
            op: 'swap',
            pair_id: pairId,
            tick0_id: W,
            amt0: (BigInt(random.int(10, 500)) * UNIT).toString(),
            amt1_min: '0',
          },
        ],
      })
    }
  }

  // order-v1 listings: sellers are the traders holding pool tokens.
  const listed: string[] = []
  for (const { token, created } of pools.slice(0, 8)) {
    for (let i = 0; i < 6; i++) {
      const seller = traders[i] ?? alice
      const amt0 = token.keep / 400n / 10n
      const height = at(created + 3, end - 50)
      const exid = history.add({
        height,
        address: seller,
        payloads: [
          {
            p: 'order-v1',
            op: 'create',
            tick0: token.tick,
            tick1: W,
            amt0: amt0.toString(),
            amt1: (BigInt(random.int(50, 5_000)) * UNIT).toString(),
          },
        ],
      })
      listed.push(exid)
      const roll = random.next()
      const buyer = traders[20 + i] ?? alice
      if (roll < 0.4) {
        history.add({
          height: at(height + 1, end),
          address: buyer,
          payloads: [
            {
              p: 'order-v1',
              op: 'trade',
              exid,
              amt1: (BigInt(random.int(10, 50)) * UNIT).toString(),
            },
          ],
        })
      } else if (roll < 0.55) {
        history.add({
          height: at(height + 1, end),
          address: seller,
          payloads: [
            { p: 'order-v1', op: 'cancel', exid, amt0: amt0.toString() },
          ],
        })
      }
    }
  }

  // Stake pools are configured in the indexer's data (docs/protocol.md §11.2).
  const famous = tokens.slice(0, 2)
  const lpTick = first ? lpTickName(first.token.tick, W) : ''
  const stakeConfig: [string, bigint, number][] = [
    [famous[0]?.tick ?? 'UNIX', 5_000n * UNIT, genesisHeight + 200_000],
    [W, 200n * UNIT, genesisHeight + 100_000],
    [famous[1]?.tick ?? 'CARDI', 1_000n * UNIT, genesisHeight - 5_000],
  ]
  if (lpTick) stakeConfig.push([lpTick, 100n * UNIT, genesisHeight + 50_000])
  const startTime = state.blockTime
  for (const [tick, rewardPerBlock, endHeight] of stakeConfig) {
    state.stakePools.set(tick, {
      tick,
      amt: 0n,
      reward: 0n,
      rewardPerBlock,
      endHeight,
      reservesAddress: deriveLedgerAddress(`${tick}--STAKE`),
      createTime: startTime,
      updateTime: startTime,
    })
  }
  // Fund the reward pool and stake from a few traders and the wallet account.
  for (const token of famous)
    transfer(
      start + 30,
      token.tick,
      token.deployer,
      STAKE_REWARD_POOL,
      token.keep / 4n,
    )
  deposit(start + 30, STAKE_REWARD_POOL, 1_000_000n * UNIT)
  for (const [tick] of stakeConfig.slice(0, 3)) {
    for (const staker of traders.slice(0, 6)) {
      const amt =
        tick === W
          ? 1_000n * UNIT
          : (famous.find((f) => f.tick === tick)?.keep ?? 0n) / 4000n
      if (amt <= 0n) continue
      if (tick !== W)
        transfer(
          start + 40,
          tick,
          famous.find((f) => f.tick === tick)?.deployer ?? '',
          staker,
          amt,
        )
      history.add({
        height: at(start + 41, genesisHeight - 6_000),
        address: staker,
        payloads: [{ p: 'stake-v1', op: 'stake', tick, amt: amt.toString() }],
      })
    }
  }
  if (famous[0])
    history.add({
      height: end,
      address: alice,
      payloads: [
        {
          p: 'stake-v1',
          op: 'stake',
          tick: famous[0].tick,
          amt: (famous[0].max / 10_000n).toString(),
        },
      ],
    })

  // Launchpad boxes: ended (finished), refunded, live, upcoming.
  const boxes: [string, number, number][] = [
    ['BOXEND', genesisHeight - 3_000, 3],
    ['BOXREF', genesisHeight - 2_000, 0],
    ['BOXLIVE', genesisHeight + 5_000, 4],
    ['BOXNEW', genesisHeight + 20_000, 0],
  ]
  boxes.forEach(([tick0, liqblock, contributors], i) => {
    const deployHeight =
      liqblock < genesisHeight ? liqblock - 2_000 : end - 100 + i
    const deployer = traders[25 + i] ?? alice
    history.add({
      height: deployHeight,
      address: deployer,
      payloads: [
        {
          p: 'box-v1',
          op: 'deploy',
          tick0,
          tick1: W,
          max: (2_100_000_000n * UNIT).toString(),
          amt0: (1_000_000_000n * UNIT).toString(),
          liqblock,
        },
      ],
    })
    for (let c = 0; c < contributors; c++) {
      history.add({
        height: at(deployHeight + 1, Math.min(liqblock - 1, end)),
        address: traders[c] ?? alice,
        payloads: [
          {
            p: 'box-v1',
            op: 'mint',
            tick0,
            amt1: (BigInt(random.int(100, 5_000)) * UNIT).toString(),
          },
        ],
      })
    }
  })

  // AI-NFT collections (deployed by the CARDI deployer, who holds 8,400+).
  const cardi = tokens[1]
  const nftTicks = ['DOGEART', 'SHIBAVERSE', 'MOONPUPS']
  if (cardi) {
    nftTicks.forEach((tick, n) => {
      const deployHeight = start + 500 + n * 10
      const deployTx = history.add({
        height: deployHeight,
        address: cardi.deployer,
        payloads: [
          {
            p: 'nft/ai',
            op: 'deploy',
            tick,
            total: 100,
            model: 'stable-diffusion',
            prompt: `${tick.toLowerCase()} in pixel art`,
            seed: n,
          },
        ],
      })
      contents.set(deployTx, pngFile(random, 'Night'))
      for (let i = 0; i < 12; i++) {
        const txHash = history.add({
          height: at(deployHeight + 1, end),
          address: random.pick(traders),
          payloads: [
            {
              p: 'nft/ai',
              op: 'mint',
              tick,
              prompt: `${tick.toLowerCase()} #${i + 1}`,
              seed: i,
              model: 'stable-diffusion',
            },
          ],
        })
        contents.set(txHash, pngFile(random, random.pick(Object.keys(COLORS))))
      }
    })
  }

  // File collections: generated PNGs with traits; metadata is off-chain.
  const collectionCount = 5
  const perCollection =
    scale === 'large' ? [5_000, 120, 120, 120, 120] : [120, 110, 100, 100, 100]
  const fileMeta: {
    fileId: string
    metaId: string
    name: string
    attributes: { trait_type: string; value: string }[]
  }[] = []
  const names = [
    'Doge Pixels',
    'Shiba Squares',
    'Moon Bits',
    'Bark Blocks',
    'Kabosu Tiles',
  ]
  const metas: { metaId: string; name: string; owner: string; icon: string }[] =
    []
  for (let c = 0; c < collectionCount; c++) {
    const owner = c === 0 ? alice : (traders[c] ?? alice)
    const metaId = uuid(hashHex(`meta:${c}`))
    let icon = ''
    for (let i = 0; i < (perCollection[c] ?? 100); i++) {
      const attributes = Object.entries(TRAITS).map(([trait_type, values]) => ({
        trait_type,
        value: random.pick(values),
      }))
      const png = pngFile(
        random,
        attributes[0]?.value ?? 'Blue',
        attributes[1]?.value !== 'None',
      )
      const fileId = history.add({
        height: at(start + 1_000 + c * 100, start + 2_000 + c * 100),
        address: owner,
        payloads: [{ p: 'file', op: 'deploy' }],
        content: png.data.toString('base64'),
        contentType: png.type,
      })
      contents.set(fileId, png)
      if (i === 0) icon = `/content/${fileId}`
      fileMeta.push({
        fileId,
        metaId,
        name: `${names[c]} #${i + 1}`,
        attributes,
      })
    }
    metas.push({ metaId, name: names[c] ?? `Collection ${c}`, owner, icon })
  }
  // Listings and sales of collection items (order-v2 in WDOGE).
  for (let c = 0; c < collectionCount; c++) {
    const items = fileMeta
      .filter((f) => f.metaId === metas[c]?.metaId)
      .slice(0, 30)
    const owner = metas[c]?.owner ?? alice
    items.forEach((item, i) => {
      const height = at(start + 3_000 + i * 10, end - 10)
      const price = (BigInt(random.int(20, 900)) * UNIT).toString()
      const exId = history.add({
        height,
        address: owner,
        payloads: [
          {
            p: 'order-v2',
            op: 'create',
            file_id: item.fileId,
            tick: W,
            amt: price,
          },
        ],
      })
      if (i % 3 === 0) {
        history.add({
          height: at(height + 1, end),
          address: traders[10 + (i % 10)] ?? alice,
          payloads: [
            { p: 'order-v2', op: 'trade', ex_id: exId, tick: W, amt: price },
          ],
        })
      }
    })
  }

  return {
    /** Off-chain collection metadata, written once the files exist. */
    afterHistory() {
      for (const [c, m] of metas.entries()) {
        state.collections.set(m.metaId, {
          metaId: m.metaId,
          name: m.name,
          slug: m.name.toLowerCase().replace(/\s+/g, '-'),
          description: `${m.name}: generated pixel art inscribed on the devnet.`,
          icon: m.icon,
          holder: m.owner,
          isCheck: c === collectionCount - 1 ? 0 : 1,
          discord: '',
          twitter: `https://x.com/${m.name.toLowerCase().replace(/\s+/g, '')}`,
          website: '',
          createTime: state.blockTime,
          updateTime: state.blockTime,
        })
      }
      for (const f of fileMeta) {
        const file = state.files.get(f.fileId)
        if (file)
          state.files.set(f.fileId, {
            ...file,
            metaId: f.metaId,
            name: f.name,
            attributes: f.attributes,
          })
      }
    },
  }
}

function uuid(h: string): string {
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`
}

/** A 16×16 doge-ish PNG: background colour, a face, an optional hat. */
function pngFile(
  random: SeedContext['random'],
  background: string,
  hat = false,
): { data: Buffer; type: string } {
  const bg = COLORS[background] ?? [120, 120, 120]
  const face: [number, number, number] = [
    random.int(200, 240),
    random.int(160, 200),
    random.int(60, 110),
  ]
  const data = createPng(16, (x, y) => {
    if (hat && y < 4 && x > 3 && x < 12) return [180, 30, 40]
    const dx = x - 7.5
    const dy = y - 8.5
    if (dx * dx + dy * dy < 22) {
      if ((x === 5 || x === 10) && y === 7) return [20, 20, 20]
      return face
    }
    return bg
  })
  return { data, type: 'image/png' }
}
