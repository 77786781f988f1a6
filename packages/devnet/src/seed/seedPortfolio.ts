import { WDOGE_TICK } from '@drc20/core'
import { hashHex } from '../chain/hash.js'
import { deriveAccountAddress } from '../indexer/deriveLedgerAddress.js'
import { createPng } from './createPng.js'
import { transferAmount } from './mintAmount.js'
import type { SeedContext, SeededToken } from './seedTypes.js'

const UNIT = 100_000_000n
const W = WDOGE_TICK

/** The address that holds one of every kind of asset (accounts pages). */
export const PORTFOLIO_ADDRESS = deriveAccountAddress('portfolio:0')
/** Received from a famous token's deployer: more than 2^53 base units. */
export const PORTFOLIO_RECEIVED = 12_345_678_901_234_567n

/**
 * One address with every kind of holding and an operation of every
 * protocol, settled through the indexer like any history: a DRC-20 balance
 * past 2^53, WDOGE, an LP position, a stake with rewards accruing, an open
 * order-v1 listing, a file (and one listed on order-v2), an AI-NFT, a
 * launchpad contribution, a pair-v2 swap, and a swap rejected for its
 * slippage limit (a decoded failure reason).
 */
export function seedPortfolio(
  ctx: SeedContext,
  tokens: readonly SeededToken[],
  contents: Map<string, { data: Buffer; type: string }>,
  doge: Map<string, bigint>,
): void {
  const { history, genesisHeight } = ctx
  const me = PORTFOLIO_ADDRESS
  // DOGE on the utxo side (not indexed): 1,234.56789012 DOGE.
  doge.set(me, 123_456_789_012n)
  const token = tokens[4]
  if (!token) return
  const tick = token.tick
  const h = genesisHeight - 40
  const add = (height: number, payload: Record<string, unknown>) =>
    history.add({ height, address: me, payloads: [payload] })

  transferAmount(ctx, h, tick, token.deployer, me, PORTFOLIO_RECEIVED)
  add(h, { p: 'wdoge', op: 'deposit', amt: (20_000n * UNIT).toString() })
  add(h + 1, {
    p: 'pair-v1',
    op: 'add',
    tick0: tick,
    tick1: W,
    amt0: (1_000_000n * UNIT).toString(),
    amt1: (5_000n * UNIT).toString(),
    amt0_min: '0',
    amt1_min: '0',
  })
  transferAmount(
    ctx,
    h + 2,
    tick,
    me,
    deriveAccountAddress('portfolio:friend'),
    123n * UNIT,
  )
  add(h + 3, {
    p: 'order-v1',
    op: 'create',
    tick0: tick,
    tick1: W,
    amt0: (10_000n * UNIT).toString(),
    amt1: (60n * UNIT).toString(),
  })
  // WDOGE stake pool (seedMarkets configures it).
  add(h + 4, {
    p: 'stake-v1',
    op: 'stake',
    tick: W,
    amt: (1_000n * UNIT).toString(),
  })
  add(h + 4, {
    p: 'box-v1',
    op: 'mint',
    tick0: 'BOXLIVE',
    amt1: (250n * UNIT).toString(),
  })
  add(h + 5, {
    p: 'pair-v2',
    op: 'swap',
    pair_id: hashHex('pair-v2:UNIX'),
    tick0_id: W,
    amt0: (100n * UNIT).toString(),
    amt1_min: '0',
  })
  // A file, then listed on order-v2; an AI-NFT of a seeded collection.
  const png = {
    data: createPng(16, (x, y) =>
      (x + y) % 4 < 2 ? [200, 160, 60] : [40, 40, 90],
    ),
    type: 'image/png',
  }
  // Two files: one kept, one listed on order-v2.
  const [fileId] = [0, 1].map(() => {
    const id = history.add({
      height: h + 5,
      address: me,
      payloads: [{ p: 'file', op: 'deploy' }],
      content: png.data.toString('base64'),
      contentType: png.type,
    })
    contents.set(id, png)
    return id
  })
  add(h + 6, {
    p: 'order-v2',
    op: 'create',
    file_id: fileId,
    tick: W,
    amt: (42n * UNIT).toString(),
  })
  const nftTx = history.add({
    height: h + 6,
    address: me,
    payloads: [
      {
        p: 'nft/ai',
        op: 'mint',
        tick: 'DOGEART',
        prompt: 'a portfolio doge',
        seed: 7,
        model: 'stable-diffusion',
      },
    ],
  })
  contents.set(nftTx, png)
  // Rejected at the indexer: the output is below its minimum.
  add(h + 7, {
    p: 'pair-v1',
    op: 'swap',
    tick0: W,
    tick1: tick,
    amt0: UNIT.toString(),
    amt1_min: (10n ** 30n).toString(),
  })
}
