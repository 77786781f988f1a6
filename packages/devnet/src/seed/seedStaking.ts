import { deriveLedgerAddress } from '../indexer/deriveLedgerAddress.js'
import type { IndexerState } from '../indexer/state.js'
import { WALLET_ACCOUNTS } from './accounts.js'
import { transferAmount } from './mintAmount.js'
import type { SeedContext, SeededToken } from './seedTypes.js'

const UNIT = 100_000_000n

/** The wallet accounts the staking and launchpad screens' tests use. */
export const STAKING_ACCOUNTS = [14, 15] as const

/**
 * A stake-v1 pool whose rewards ended before genesis, as every pool on the
 * live indexer (docs/protocol.md §11.3): the third famous token, staked by
 * wallet accounts 14 and 15 through the indexer.
 * - Account 14 staked while the pool accrued: it is owed a reward, which a
 *   claim pays exactly (UNIX plus its pro-rata share of the reward pool's
 *   other tokens, docs/protocol.md §11.2).
 * - Account 15 staked after the end: owed 0, so a claim would fail.
 * The pool is configured in the indexer's data, as stake-v1 pools are.
 */
export function seedStaking(
  ctx: SeedContext,
  state: IndexerState,
  tokens: readonly SeededToken[],
): void {
  const token = tokens[2]
  if (!token) return
  const { history, genesisHeight } = ctx
  const endHeight = genesisHeight - 1_000
  const tick = token.tick
  state.stakePools.set(tick, {
    tick,
    amt: 0n,
    reward: 0n,
    rewardPerBlock: 7n * UNIT + 3n,
    endHeight,
    reservesAddress: deriveLedgerAddress(`${tick}--STAKE`),
    createTime: state.blockTime,
    updateTime: state.blockTime,
  })
  const [early, late] = STAKING_ACCOUNTS.map(
    (i) => WALLET_ACCOUNTS[i]?.address ?? '',
  )
  if (!early || !late) return
  for (const address of [early, late]) {
    transferAmount(
      ctx,
      endHeight - 300,
      tick,
      token.deployer,
      address,
      1_000n * UNIT,
    )
  }
  // A stake and a few top-ups while the pool accrues (each block accrues).
  for (let i = 0; i < 5; i++) {
    history.add({
      height: endHeight - 200 + i * 10,
      address: early,
      payloads: [
        {
          p: 'stake-v1',
          op: 'stake',
          tick,
          amt: ((100n + BigInt(i)) * UNIT + 12_345n).toString(),
        },
      ],
    })
  }
  history.add({
    height: endHeight + 10,
    address: late,
    payloads: [
      { p: 'stake-v1', op: 'stake', tick, amt: (50n * UNIT).toString() },
    ],
  })
}
