import { describe, expect, it } from 'vitest'
import { STAKE_REWARD_POOL } from '../indexer/constants.js'
import { getBalance } from '../indexer/state.js'
import { WALLET_ACCOUNTS } from './accounts.js'
import { createSeedWorld } from './createSeedWorld.js'
import { seedStaking } from './seedStaking.js'

const world = createSeedWorld({
  seed: 1,
  scale: 'small',
  genesisTime: 1_767_225_600,
})
const s = world.state

describe(seedStaking, () => {
  const pool = [...s.stakePools.values()].find((p) => p.tick === 'DIS')
  const position = (account: number) =>
    s.stakePositions.get('DIS')?.get(WALLET_ACCOUNTS[account]?.address ?? '')

  it('default: an ended pool, staked through the indexer', () => {
    expect(pool?.endHeight).toBeLessThan(world.genesisHeight)
    expect(pool?.amt).toBe(
      (position(14)?.amt ?? 0n) + (position(15)?.amt ?? 0n),
    )
    expect(s.stakeOrders.filter((r) => r.tick === 'DIS').length).toBe(6)
    expect(
      s.stakeOrders.every((r) => r.tick !== 'DIS' || r.order_status === 0),
    ).toBe(true)
  })

  it('behavior: account 14 is owed a reward the pool can pay; 15 is owed 0', () => {
    const early = position(14)
    const late = position(15)
    expect(
      (early?.reward ?? 0n) - (early?.receivedReward ?? 0n),
    ).toBeGreaterThan(0n)
    expect(late?.reward).toBe(0n)
    expect(getBalance(s, 'UNIX', STAKE_REWARD_POOL)).toBeGreaterThan(
      early?.reward ?? 0n,
    )
  })
})
