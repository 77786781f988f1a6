import { WDOGE_TICK } from '@drc20/core'
import { WALLET_ACCOUNTS } from './accounts.js'
import type { SeedContext } from './seedTypes.js'

const UNIT = 100_000_000n

/** The wallet account whose LP position the analytics browser tests read. */
export const ANALYTICS_ACCOUNT = 13
/** The pool it provides to (seeded by seedMarkets with weeks of swaps). */
export const ANALYTICS_TICK = 'UNIX'

/**
 * An LP position with a history for the LP returns: wallet account 13
 * adds to the UNIX/WDOGE pool-v1 pool, swaps through it (earning its share
 * of its own fee, moving the price) and adds again at the new price, right
 * after receiving its wallet holdings. Settled through the indexer like
 * every seed.
 */
export function seedAnalytics(ctx: SeedContext): void {
  const account = WALLET_ACCOUNTS[ANALYTICS_ACCOUNT]
  if (!account) return
  const height = ctx.genesisHeight - 1
  const add = (amt0: bigint, amt1: bigint) => ({
    p: 'pair-v1',
    op: 'add',
    tick0: ANALYTICS_TICK,
    tick1: WDOGE_TICK,
    amt0: amt0.toString(),
    amt1: amt1.toString(),
    amt0_min: '0',
    amt1_min: '0',
  })
  ctx.history.add({
    height,
    address: account.address,
    payloads: [
      // Desired amounts larger than the pool's ratio needs on one side:
      // the indexer takes the matching amounts (docs/protocol.md §5.5).
      add(1_000_000n * UNIT, 1_000n * UNIT),
      {
        p: 'pair-v1',
        op: 'swap',
        tick0: WDOGE_TICK,
        tick1: ANALYTICS_TICK,
        amt0: (2_000n * UNIT).toString(),
        amt1_min: '0',
      },
      add(1_000_000n * UNIT, 500n * UNIT),
    ],
  })
}
