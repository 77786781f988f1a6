import { describe, expect, it } from 'vitest'
import {
  ALICE,
  BOB,
  balanceOf,
  CAROL,
  createTestIndex,
  listFileForSale,
} from '../../test/indexerHarness.js'
import { CUSTODY_ADDRESS, WDOGE_FEE_ADDRESS } from '../constants.js'
import { deriveLedgerAddress } from '../deriveLedgerAddress.js'
import { WDOGE as W } from '../settlement/constants.js'
import { readOutput } from '../settlement/float64Outputs.js'
import { depositFee } from '../settlement/pairMath.js'
import { SettlementFailure, transfer } from '../state.js'
import { applyDrc20 } from './drc20.js'
import { applyFile, applyOrderV2 } from './files.js'
import { applyOrderV1 } from './orderV1.js'
import { applyPairV1 } from './pairV1.js'
import { applyPairV2 } from './pairV2.js'
import { applyStakeV1 } from './stakeV1.js'
import { applyWdoge } from './wdoge.js'

const TWO_26_DOGE = 2n ** 26n * 100_000_000n

/** The first koinu amount ≥ `from` that the float64 reading reads short. */
function firstShortReading(from: bigint): bigint {
  let amount = from
  while (readOutput(amount) >= amount) amount += 1n
  return amount
}

describe(applyWdoge, () => {
  // docs/protocol.md §7.2: above 2^26 DOGE an output of exactly amt can read as
  // amt − 1; the deposit is then ignored and the DOGE is not credited.
  const amt = firstShortReading(TWO_26_DOGE + 100_000_000n)
  const deposit = (custody: bigint) => ({
    address: ALICE,
    payload: { p: 'wdoge', op: 'deposit', amt: String(amt) },
    outputs: [
      { address: ALICE, amount: 100_000n },
      { address: CUSTODY_ADDRESS, amount: custody },
      { address: WDOGE_FEE_ADDRESS, amount: depositFee(amt) },
    ],
  })

  it('behavior: 2^26 DOGE + 1 DOGE paid exactly amt is ignored', () => {
    expect(amt - TWO_26_DOGE - 100_000_000n).toBeLessThan(10n)
    const index = createTestIndex()
    index.run(deposit(amt))
    expect(index.wdogeOrders).toEqual([])
    expect(balanceOf(index, W, ALICE)).toBe(0n)
  })

  it('behavior: the same deposit paid the smallest accepted output settles', () => {
    const index = createTestIndex()
    index.run(deposit(amt + 1n))
    expect(index.wdogeOrders.at(-1)?.order_status).toBe(0)
    expect(balanceOf(index, W, ALICE)).toBe(amt)
  })

  it('behavior: verification failures carry `VerifyWDoge err:`', () => {
    const index = createTestIndex()
    index.run({
      address: ALICE,
      payload: { p: 'wdoge', op: 'withdraw', amt: '100000000' },
    })
    expect(index.wdogeOrders.at(-1)?.err_info).toBe(
      'VerifyWDoge err: the contract does not exist err record not found',
    )
  })
})

describe(applyPairV1, () => {
  const pool = () => {
    const index = createTestIndex({
      AAA: { [ALICE]: 10n ** 15n, [BOB]: 10n ** 15n },
      [W]: { [ALICE]: 10n ** 15n },
    })
    index.run({
      address: ALICE,
      payload: {
        p: 'pair-v1',
        op: 'create',
        tick0: 'AAA',
        tick1: W,
        amt0: '1000000000000',
        amt1: '1000000000000',
      },
    })
    return index
  }

  it('behavior: a doge 1 swap of 2^26 DOGE paid exactly is ignored (5.7)', () => {
    const index = pool()
    const amt0 = firstShortReading(TWO_26_DOGE)
    const rows = index.swapOrders.length
    const swap = (custody: bigint) =>
      index.run({
        address: BOB,
        payload: {
          p: 'pair-v1',
          op: 'swap',
          tick0: W,
          tick1: 'AAA',
          amt0: String(amt0),
          doge: 1,
        },
        outputs: [
          { address: BOB, amount: 100_000n },
          { address: CUSTODY_ADDRESS, amount: custody },
          { address: WDOGE_FEE_ADDRESS, amount: depositFee(amt0) },
        ],
      })
    swap(amt0)
    expect(index.swapOrders.length).toBe(rows)
    swap(amt0 + 1n)
    expect(index.swapOrders.at(-1)?.order_status).toBe(0)
  })

  it('behavior: an add whose LP rounds to 0 takes the tokens and mints 0 (5.5)', () => {
    const index = pool()
    // A donation doubles both reserves: R0 = R1 = 2e12 with LT = 1e12, so
    // an add of (1, 1) deposits both legs and mints 1 × 1e12 // 2e12 = 0.
    const reserve = deriveLedgerAddress(`AAA${W}`)
    transfer(index, 'AAA', ALICE, reserve, 10n ** 12n, 'donation')
    transfer(index, W, ALICE, reserve, 10n ** 12n, 'donation')
    transfer(index, W, ALICE, BOB, 10n, 'seed')
    const before = balanceOf(index, 'AAA', BOB)
    index.run({
      address: BOB,
      payload: {
        p: 'pair-v1',
        op: 'add',
        tick0: 'AAA',
        tick1: W,
        amt0: '1',
        amt1: '1',
      },
    })
    expect(index.swapOrders.at(-1)).toMatchObject({
      order_status: 0,
      liquidity: 0n,
      amt0_out: 1n,
      amt1_out: 1n,
    })
    expect(balanceOf(index, 'AAA', BOB)).toBe(before - 1n)
    expect(balanceOf(index, `AAA-SWAP-${W}`, BOB)).toBe(0n)
  })
})

describe(applyPairV2, () => {
  it('behavior: an add no branch fits fails with the lower-case text (6.2)', () => {
    const index = createTestIndex({
      AAA: { [ALICE]: 10n ** 12n },
      [W]: { [ALICE]: 10n ** 12n },
    })
    index.run({
      address: ALICE,
      payload: {
        p: 'pair-v2',
        op: 'create',
        pair_id: 'P',
        tick0_id: 'AAA',
        tick1_id: W,
        amt0: '100000000000',
        amt1: '50000000000',
      },
    })
    // E5 on a pair-v2 pool.
    index.run({
      address: ALICE,
      payload: {
        p: 'pair-v2',
        op: 'add',
        pair_id: 'P',
        tick0_id: 'AAA',
        tick1_id: W,
        amt0: '10000000000',
        amt1: '4000000000',
        amt0_min: '9000000000',
        amt1_min: '4500000000',
      },
    })
    expect(index.swapV2Orders.at(-1)?.err_info).toBe(
      'swapAdd err: swapAdd Add err: the amount of tokens exceeds the balance',
    )
  })
})

describe(applyOrderV1, () => {
  const listing = () => {
    const index = createTestIndex({
      AAA: { [ALICE]: 1_000n },
      [W]: { [BOB]: 1_000n },
    })
    const [create] = index.run({
      address: ALICE,
      payload: {
        p: 'order-v1',
        op: 'create',
        tick0: 'aaa',
        tick1: 'wdoge(wrapped-doge)',
        amt0: '1000',
        amt1: '100',
      },
    })
    return { index, exid: create?.txHash ?? '' }
  }

  it('behavior: settled trade and cancel rows carry the ticks; a trade keeps its inscribed amt0', () => {
    const { index, exid } = listing()
    index.run({
      address: BOB,
      payload: { p: 'order-v1', op: 'trade', exid, amt1: '10' },
    })
    expect(index.exchangeOrders.at(-1)).toMatchObject({
      op: 'trade',
      order_status: 0,
      tick0: 'AAA',
      tick1: W,
      amt0: 0n,
      amt1: 10n,
    })
    expect(balanceOf(index, 'AAA', BOB)).toBe(100n)
    index.run({
      address: CAROL,
      payload: { p: 'order-v1', op: 'cancel', exid, amt0: '900' },
    })
    expect(index.exchangeOrders.at(-1)).toMatchObject({
      op: 'cancel',
      order_status: 0,
      tick0: 'AAA',
      tick1: W,
      amt0: 900n,
    })
    // A failed one keeps what it carried.
    index.run({
      address: BOB,
      payload: { p: 'order-v1', op: 'trade', exid, amt1: '10' },
    })
    expect(index.exchangeOrders.at(-1)).toMatchObject({
      order_status: 1,
      tick0: '',
      tick1: '',
      err_info: 'exchangeTrade err: transfer amt < 0',
    })
  })

  it('behavior: an unknown op is recorded, failed by verification', () => {
    const { index, exid } = listing()
    index.run({
      address: BOB,
      payload: { p: 'order-v1', op: 'bid', exid, amt1: '10' },
    })
    expect(index.exchangeOrders.at(-1)).toMatchObject({
      op: 'bid',
      order_status: 1,
      err_info: 'VerifyExchange err: do not support the type of tokens',
    })
  })
})

describe(applyOrderV2, () => {
  const listed = () => {
    const index = createTestIndex({ [W]: { [BOB]: 1_000n } })
    return { index, ...listFileForSale(index) }
  }

  it('behavior: a cancel of a sold order settles and moves nothing', () => {
    const { index, fileId, exId } = listed()
    index.run({
      address: BOB,
      payload: { p: 'order-v2', op: 'trade', ex_id: exId, tick: W, amt: '500' },
    })
    index.run({
      address: ALICE,
      payload: { p: 'order-v2', op: 'cancel', ex_id: exId },
    })
    expect(index.fileExchangeOrders.at(-1)).toMatchObject({
      op: 'cancel',
      order_status: 0,
      err_info: '',
      tick: W,
      amt: 500n,
      file_id: fileId,
    })
    expect(index.files.get(fileId)?.holder).toBe(BOB)
  })

  it('behavior: a cancel of an unknown ex_id is ignored', () => {
    const { index } = listed()
    const rows = index.fileExchangeOrders.length
    index.run({
      address: ALICE,
      payload: { p: 'order-v2', op: 'cancel', ex_id: 'f'.repeat(64) },
    })
    expect(index.fileExchangeOrders.length).toBe(rows)
  })

  it('behavior: an unknown op is recorded; a short payment fails in settlement', () => {
    const { index, exId } = listed()
    index.run({
      address: BOB,
      payload: { p: 'order-v2', op: 'bid', ex_id: exId, tick: W, amt: '1' },
    })
    expect(index.fileExchangeOrders.at(-1)?.err_info).toBe(
      'VerifyFileExchange err: do not support the type of tokens',
    )
    index.run({
      address: CAROL,
      payload: { p: 'order-v2', op: 'trade', ex_id: exId, tick: W, amt: '500' },
    })
    expect(index.fileExchangeOrders.at(-1)?.err_info).toMatch(
      /^fileExchangeTrade err: transfer err: record not found/,
    )
  })
})

describe(applyFile, () => {
  it('behavior: an unknown op is recorded, failed by verification', () => {
    const index = createTestIndex()
    index.run({ address: ALICE, payload: { p: 'file', op: 'burn' } })
    expect(index.fileOrders.at(-1)).toMatchObject({
      op: 'burn',
      order_status: 1,
      holder_address: '',
      err_info: 'VerifyFile err: do not support the type of tokens',
    })
  })
})

describe(applyStakeV1, () => {
  it('behavior: a stake in an unconfigured pool fails in `stakeStake`', () => {
    const index = createTestIndex({ AAA: { [ALICE]: 1_000n } })
    index.run({
      address: ALICE,
      payload: { p: 'stake-v1', op: 'stake', tick: 'AAA', amt: '10' },
    })
    expect(index.stakeOrders.at(-1)?.err_info).toBe(
      'stakeStake err: StakeStake FindStakeCollectByTick err: record not found',
    )
    expect(balanceOf(index, 'AAA', ALICE)).toBe(1_000n)
    expect(balanceOf(index, 'AAA', deriveLedgerAddress('AAA--STAKE'))).toBe(0n)
  })
})

describe(applyDrc20, () => {
  it.each([
    // docs/protocol.md §1.3: Go's strings.ToUpper, length measured after it.
    ['ſtar', 'STAR', 0],
    ['straße', 'STRAßE', 0],
    ['ɐɐɐ', 'ⱯⱯⱯ', 1],
    ['ı', 'I', 1],
    ['ᾀᾀ', 'ᾈᾈ', 0],
  ])('behavior: deploy %j registers %j (status %i)', (tick, upper, status) => {
    const index = createTestIndex()
    index.run({
      address: ALICE,
      payload: { p: 'drc-20', op: 'deploy', tick, max: '100', lim: '10' },
    })
    expect(index.drc20Orders.at(-1)).toMatchObject({
      tick: upper,
      order_status: status,
    })
    expect(index.tokens.has(upper)).toBe(status === 0)
  })

  it('behavior: a transfer to oneself is ignored at decode (4.2)', () => {
    const index = createTestIndex({ AAA: { [ALICE]: 100n } })
    index.run({
      address: ALICE,
      to: ALICE,
      payload: { p: 'drc-20', op: 'transfer', tick: 'AAA', amt: '1' },
    })
    expect(index.drc20Orders).toEqual([])
  })
})

describe(transfer, () => {
  it('behavior: a move to oneself fails as the indexer’s TransferDrc20 does', () => {
    const index = createTestIndex({ AAA: { [ALICE]: 100n } })
    expect(() => transfer(index, 'AAA', ALICE, ALICE, 1n, 't')).toThrow(
      new SettlementFailure('transfer from and to addresses are the same'),
    )
  })
})
