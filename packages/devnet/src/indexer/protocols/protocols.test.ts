import { WDOGE_TICK } from '@drc20/core'
import { describe, expect, it } from 'vitest'
import {
  ALICE,
  BOB,
  balanceOf,
  CAROL,
  createTestIndex,
  listFileForSale,
} from '../../test/indexerHarness.js'
import {
  CUSTODY_ADDRESS,
  STAKE_REWARD_POOL,
  WDOGE_FEE_ADDRESS,
} from '../constants.js'
import { deriveLedgerAddress } from '../deriveLedgerAddress.js'
import { applyBoxV1 } from './boxV1.js'
import { applyOrderV2 } from './files.js'
import { applyOrderV1 } from './orderV1.js'
import { applyPairV2 } from './pairV2.js'
import { applyStakeV1 } from './stakeV1.js'
import { applyWdoge } from './wdoge.js'

const W = WDOGE_TICK

describe(applyWdoge, () => {
  it.each([
    [90_000_000n, 50_000_000n],
    [16_666_666_666n, 50_000_000n],
    [16_666_667_000n, 50_000_001n],
    [1_000_000_000_000n, 3_000_000_000n],
  ])(
    'behavior: E16 deposit of %s needs a fee output of %s and mints exactly amt',
    (amt, fee) => {
      const index = createTestIndex()
      const outputs = (f: bigint) => [
        { address: ALICE, amount: 100_000n },
        { address: CUSTODY_ADDRESS, amount: amt },
        { address: WDOGE_FEE_ADDRESS, amount: f },
      ]
      index.run({
        address: ALICE,
        payload: { p: 'wdoge', op: 'deposit', amt: amt.toString() },
        outputs: outputs(fee - 1n),
      })
      expect(index.wdogeOrders).toHaveLength(0)
      index.run({
        address: ALICE,
        payload: { p: 'wdoge', op: 'deposit', amt: amt.toString() },
        outputs: outputs(fee),
      })
      expect(balanceOf(index, W, ALICE)).toBe(amt)
    },
  )

  it.each([
    [
      '99999999',
      'VerifyWDoge err: the amount of tokens exceeds the 1',
      200_000_000n,
    ],
    ['100000000', '', 100_000_000n],
  ])('behavior: E16 withdraw of %s', (amt, errInfo, left) => {
    const index = createTestIndex({ [W]: { [ALICE]: 200_000_000n } })
    index.run({ address: ALICE, payload: { p: 'wdoge', op: 'withdraw', amt } })
    expect(index.wdogeOrders[0]?.err_info).toBe(errInfo)
    expect(balanceOf(index, W, ALICE)).toBe(left)
  })
})

describe(applyOrderV1, () => {
  it('behavior: E15 fills round toward the maker and capped trades overpay', () => {
    const index = createTestIndex({
      AAA: { [ALICE]: 700_000_000_000n },
      [W]: { [BOB]: 10n ** 12n },
    })
    const [create] = index.run({
      address: ALICE,
      payload: {
        p: 'order-v1',
        op: 'create',
        tick0: 'AAA',
        tick1: W,
        amt0: '700000000000',
        amt1: '30000000000',
      },
    })
    const exid = create?.txHash ?? ''
    index.run({
      address: BOB,
      payload: { p: 'order-v1', op: 'trade', exid, amt1: '1000000001' },
    })
    expect(balanceOf(index, 'AAA', BOB)).toBe(23_333_333_356n)
    expect(balanceOf(index, W, ALICE)).toBe(1_000_000_001n)
    index.run({
      address: BOB,
      payload: { p: 'order-v1', op: 'trade', exid, amt1: '30000000000' },
    })
    expect(balanceOf(index, 'AAA', BOB)).toBe(700_000_000_000n)
    expect(balanceOf(index, W, ALICE)).toBe(31_000_000_001n)
    index.run({
      address: BOB,
      payload: { p: 'order-v1', op: 'trade', exid, amt1: '1' },
    })
    expect(index.exchangeOrders.at(-1)?.err_info).toBe(
      'exchangeTrade err: transfer amt < 0',
    )
  })

  it('behavior: the maker cannot trade; anyone can cancel (8.4 quirk)', () => {
    const index = createTestIndex({
      AAA: { [ALICE]: 100n },
      [W]: { [ALICE]: 100n },
    })
    const [create] = index.run({
      address: ALICE,
      payload: {
        p: 'order-v1',
        op: 'create',
        tick0: 'AAA',
        tick1: W,
        amt0: '100',
        amt1: '10',
      },
    })
    const exid = create?.txHash ?? ''
    index.run({
      address: ALICE,
      payload: { p: 'order-v1', op: 'trade', exid, amt1: '10' },
    })
    expect(index.exchangeOrders.at(-1)?.err_info).toBe(
      'VerifyExchange err: the same address cannot be traded',
    )
    index.run({
      address: CAROL,
      payload: { p: 'order-v1', op: 'cancel', exid, amt0: '100' },
    })
    expect(balanceOf(index, 'AAA', CAROL)).toBe(100n)
    index.run({
      address: ALICE,
      payload: { p: 'order-v1', op: 'cancel', exid, amt0: '1' },
    })
    expect(index.exchangeOrders.at(-1)).toMatchObject({
      order_status: 1,
      err_info: '',
    })
  })
})

describe(applyPairV2, () => {
  const pool = () => {
    const index = createTestIndex({
      AAA: { [ALICE]: 10n ** 15n },
      [W]: { [ALICE]: 10n ** 15n, [BOB]: 10n ** 12n },
    })
    index.run({
      address: ALICE,
      payload: {
        p: 'pair-v2',
        op: 'create',
        pair_id: 'p1',
        tick0_id: 'AAA',
        tick1_id: W,
        amt0: '100000000000',
        amt1: '50000000000',
      },
    })
    return index
  }

  it('behavior: E17 add moves the full amounts in and donates the excess', () => {
    const index = pool()
    index.run({
      address: ALICE,
      payload: {
        p: 'pair-v2',
        op: 'add',
        pair_id: 'p1',
        amt0: '10000000000',
        amt1: '6000000000',
      },
    })
    const reserve = deriveLedgerAddress('p1')
    expect(index.swapV2Orders.at(-1)).toMatchObject({
      order_status: 0,
      liquidity: 7_071_067_811n,
    })
    expect([
      balanceOf(index, 'AAA', reserve),
      balanceOf(index, W, reserve),
    ]).toEqual([110_000_000_000n, 56_000_000_000n])
  })

  it('behavior: a second swap by one address in one block fails (6.2)', () => {
    const index = pool()
    const swap = {
      p: 'pair-v2',
      op: 'swap',
      pair_id: 'p1',
      tick0_id: W,
      amt0: '1000000',
    }
    index.run({ address: BOB, payload: swap }, { address: BOB, payload: swap })
    expect(index.swapV2Orders.slice(-2).map((r) => r.err_info)).toEqual([
      '',
      'VerifySwap err: the contract has been deployed',
    ])
    index.run({ address: BOB, payload: swap })
    expect(index.swapV2Orders.at(-1)?.order_status).toBe(0)
  })

  it('behavior: ids are case-sensitive and a doge 1 create always fails', () => {
    const index = pool()
    index.run({
      address: BOB,
      payload: {
        p: 'pair-v2',
        op: 'swap',
        pair_id: 'P1',
        tick0_id: W,
        amt0: '1000',
      },
    })
    expect(index.swapV2Orders.at(-1)?.err_info).toBe(
      'VerifySwap err: the contract does not exist err record not found',
    )
    index.run({
      address: ALICE,
      payload: {
        p: 'pair-v2',
        op: 'create',
        pair_id: 'p2',
        tick0_id: 'AAA',
        tick1_id: W,
        amt0: '100000',
        amt1: '100000',
        doge: 1,
      },
    })
    expect(index.swapV2Orders.at(-1)?.err_info).toBe(
      'FindSwapLiquidity error: record not found',
    )
  })
})

describe(applyBoxV1, () => {
  it('behavior: E18 mode B finish at liqblock creates the pool and splits amt0', () => {
    const index = createTestIndex({
      [W]: { [ALICE]: 10n ** 12n, [BOB]: 10n ** 12n, [CAROL]: 10n ** 12n },
    })
    const liqblock = index.height + 3
    index.run({
      address: ALICE,
      payload: {
        p: 'box-v1',
        op: 'deploy',
        tick0: 'BOXT',
        tick1: W,
        max: '2100000000000000',
        amt0: '1000000000000000',
        liqblock,
      },
    })
    index.run(
      {
        address: ALICE,
        payload: {
          p: 'box-v1',
          op: 'mint',
          tick0: 'BOXT',
          amt1: '10000000000',
        },
      },
      {
        address: BOB,
        payload: {
          p: 'box-v1',
          op: 'mint',
          tick0: 'BOXT',
          amt1: '20000000000',
        },
      },
      {
        address: CAROL,
        payload: {
          p: 'box-v1',
          op: 'mint',
          tick0: 'BOXT',
          amt1: '30000000001',
        },
      },
    )
    index.run()
    const box = deriveLedgerAddress('BOXT--BOX')
    expect(balanceOf(index, `BOXT-SWAP-${W}`, box)).toBe(7_745_966_691_479n)
    expect([
      balanceOf(index, 'BOXT', ALICE),
      balanceOf(index, 'BOXT', BOB),
      balanceOf(index, 'BOXT', CAROL),
    ]).toEqual([
      166_666_666_663_888n,
      333_333_333_327_777n,
      500_000_000_008_333n,
    ])
    expect(balanceOf(index, 'BOXT', box)).toBe(100_000_000_000_002n)
  })

  it('behavior: nothing raised at liqblock refunds (burn max, unregister)', () => {
    const index = createTestIndex()
    index.run({
      address: ALICE,
      payload: {
        p: 'box-v1',
        op: 'deploy',
        tick0: 'EMPTY',
        tick1: W,
        max: '2000',
        amt0: '1000',
        liqblock: index.height + 3,
      },
    })
    index.run()
    expect(index.tokens.has('EMPTY')).toBe(true)
    index.run()
    expect(index.tokens.has('EMPTY')).toBe(false)
    expect(index.boxes.get('EMPTY')?.isDel).toBe(1)
  })

  it.each([
    [
      { liqamt: '0', liqblock: 0 },
      'VerifyBox err: the amount of tokens exceeds the 0',
    ],
    [
      { liqamt: '10', liqblock: 5 },
      'VerifyBox err: two cannot exist at the same time',
    ],
  ])('behavior: deploy %o fails', (fields, text) => {
    const index = createTestIndex()
    index.run({
      address: ALICE,
      payload: {
        p: 'box-v1',
        op: 'deploy',
        tick0: 'BX',
        tick1: W,
        max: '10',
        amt0: '1',
        ...fields,
      },
    })
    expect(index.boxOrders[0]?.err_info).toBe(text)
  })
})

describe(applyStakeV1, () => {
  it('behavior: E14 claim splits the owed amount by the reward pool balances', () => {
    const index = createTestIndex({
      UNIX: { [STAKE_REWARD_POOL]: 2_000_000_000_000n, [ALICE]: 10n ** 12n },
      CZZ: { [STAKE_REWARD_POOL]: 500_000_000_000n },
    })
    index.stakePools.set('UNIX', {
      tick: 'UNIX',
      amt: 0n,
      reward: 0n,
      rewardPerBlock: 0n,
      endHeight: 0,
      reservesAddress: deriveLedgerAddress('UNIX--STAKE'),
      createTime: 0,
      updateTime: 0,
    })
    index.run({
      address: ALICE,
      payload: { p: 'stake-v1', op: 'stake', tick: 'UNIX', amt: '1000' },
    })
    const position = index.stakePositions.get('UNIX')?.get(ALICE)
    if (!position) throw new Error('no position')
    index.stakePositions.get('UNIX')?.set(ALICE, {
      ...position,
      reward: 300_000_000_000n,
      receivedReward: 100_000_000_000n,
    })
    const unixBefore = balanceOf(index, 'UNIX', ALICE)
    index.run({
      address: ALICE,
      payload: { p: 'stake-v1', op: 'getallreward', tick: 'UNIX' },
    })
    expect(balanceOf(index, 'CZZ', ALICE)).toBe(50_000_000_000n)
    expect(balanceOf(index, 'UNIX', ALICE) - unixBefore).toBe(200_000_000_000n)
    index.run({
      address: ALICE,
      payload: { p: 'stake-v1', op: 'getallreward', tick: 'UNIX' },
    })
    expect(index.stakeOrders.at(-1)?.err_info).toBe(
      'stakeGetAllReward err: transfer amt < 0',
    )
  })

  it('behavior: rewards accrue per block until the end height', () => {
    const index = createTestIndex({ UNIX: { [ALICE]: 3000n, [BOB]: 1000n } })
    index.stakePools.set('UNIX', {
      tick: 'UNIX',
      amt: 0n,
      reward: 0n,
      rewardPerBlock: 100n,
      endHeight: index.height + 3,
      reservesAddress: deriveLedgerAddress('UNIX--STAKE'),
      createTime: 0,
      updateTime: 0,
    })
    index.run(
      {
        address: ALICE,
        payload: { p: 'stake-v1', op: 'stake', tick: 'UNIX', amt: '3000' },
      },
      {
        address: BOB,
        payload: { p: 'stake-v1', op: 'stake', tick: 'UNIX', amt: '1000' },
      },
    )
    index.run()
    index.run()
    index.run()
    expect(index.stakePositions.get('UNIX')?.get(ALICE)?.reward).toBe(150n)
    expect(index.stakePositions.get('UNIX')?.get(BOB)?.reward).toBe(50n)
  })
})

describe(applyOrderV2, () => {
  it('behavior: a trade on a closed order pays and delivers nothing (9.2)', () => {
    const index = createTestIndex({ [W]: { [BOB]: 1000n, [CAROL]: 1000n } })
    const { fileId, exId } = listFileForSale(index)
    index.run({
      address: BOB,
      payload: { p: 'order-v2', op: 'trade', ex_id: exId, tick: W, amt: '500' },
    })
    index.run({
      address: CAROL,
      payload: { p: 'order-v2', op: 'trade', ex_id: exId, tick: W, amt: '500' },
    })
    expect(index.files.get(fileId)?.holder).toBe(BOB)
    expect(balanceOf(index, W, CAROL)).toBe(500n)
    expect(balanceOf(index, W, ALICE)).toBe(1000n)
  })
})
