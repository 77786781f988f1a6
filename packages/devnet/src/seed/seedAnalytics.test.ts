import { WDOGE_TICK } from '@drc20/core'
import { describe, expect, it } from 'vitest'
import { getBalance } from '../indexer/state.js'
import { WALLET_ACCOUNTS } from './accounts.js'
import { createSeedWorld } from './createSeedWorld.js'
import {
  ANALYTICS_ACCOUNT,
  ANALYTICS_TICK,
  seedAnalytics,
} from './seedAnalytics.js'

const world = createSeedWorld({
  seed: 1,
  scale: 'small',
  genesisTime: 1_767_225_600,
})
const s = world.state
const me = WALLET_ACCOUNTS[ANALYTICS_ACCOUNT]?.address ?? ''

describe(seedAnalytics, () => {
  it('default: account 13 holds LP from two adds around its own swap', () => {
    const rows = s.swapOrders.filter((r) => r.holder_address === me)
    expect(rows.map((r) => [r.op, r.order_status])).toEqual([
      ['add', 0],
      ['swap', 0],
      ['add', 0],
    ])
    expect(
      getBalance(s, `${ANALYTICS_TICK}-SWAP-${WDOGE_TICK}`, me),
    ).toBeGreaterThan(0n)
  })
})
