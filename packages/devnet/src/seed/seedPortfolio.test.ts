import { WDOGE_TICK } from '@drc20/core'
import { describe, expect, it } from 'vitest'
import { getBalance } from '../indexer/state.js'
import { createSeedWorld } from './createSeedWorld.js'
import {
  PORTFOLIO_ADDRESS,
  PORTFOLIO_RECEIVED,
  seedPortfolio,
} from './seedPortfolio.js'

const world = createSeedWorld({
  seed: 1,
  scale: 'small',
  genesisTime: 1_767_225_600,
})
const s = world.state
const me = PORTFOLIO_ADDRESS

describe(seedPortfolio, () => {
  it('default: one of every kind of holding, one balance past 2^53', () => {
    const tick = [...s.tokens.keys()].find(
      (t) => getBalance(s, t, me) > 2n ** 53n,
    )
    expect(getBalance(s, tick ?? '', me)).toBeLessThan(PORTFOLIO_RECEIVED)
    expect(getBalance(s, WDOGE_TICK, me)).toBeGreaterThan(0n)
    expect(getBalance(s, `${tick}-SWAP-${WDOGE_TICK}`, me)).toBeGreaterThan(0n)
    expect(s.stakePositions.get(WDOGE_TICK)?.get(me)?.amt).toBeGreaterThan(0n)
    expect(
      [...s.listings.values()].some(
        (l) => l.maker === me && l.amt0Finish < l.amt0,
      ),
    ).toBe(true)
    expect([...s.files.values()].filter((f) => f.holder === me).length).toBe(1)
    expect([...s.fileListings.values()].some((l) => l.maker === me)).toBe(true)
  })

  it('default: an operation of every protocol, one rejected', () => {
    type Row = {
      holder_address: string
      order_status: number
      err_info: string | null
    }
    const mine = (rows: readonly Row[]) =>
      rows.filter((r) => r.holder_address === me)
    const all: (readonly Row[])[] = [
      s.drc20Orders,
      s.swapOrders,
      s.swapV2Orders,
      s.wdogeOrders,
      s.exchangeOrders,
      s.fileOrders,
      s.fileExchangeOrders,
      s.stakeOrders,
      s.boxOrders,
      s.nftOrders,
    ]
    for (const rows of all) expect(mine(rows).length).toBeGreaterThan(0)
    expect(
      mine(s.swapOrders).some((r) => r.order_status === 1 && r.err_info !== ''),
    ).toBe(true)
  })
})
