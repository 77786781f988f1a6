import { WDOGE_TICK } from '@drc20/core'
import { describe, expect, it } from 'vitest'
import {
  ALICE,
  BOB,
  balanceOf,
  createTestIndex,
} from '../../test/indexerHarness.js'
import { CUSTODY_ADDRESS, WDOGE_FEE_ADDRESS } from '../constants.js'
import { deriveLedgerAddress } from '../deriveLedgerAddress.js'
import { mintTo } from '../state.js'
import { applyPairV1 } from './pairV1.js'

const W = WDOGE_TICK
const LP = `UNIX-SWAP-${W}`
const RESERVE = '9rsf5YSn3FwrZ17eMJvWnUKPq5ioNfWrdn'

const pair = (fields: Record<string, unknown>) => ({ p: 'pair-v1', ...fields })

/** Shared pool P of docs/protocol.md §16 (created by ALICE, E1). */
function poolP(extra: Record<string, Record<string, bigint>> = {}) {
  const index = createTestIndex({
    UNIX: { [ALICE]: 10n ** 15n, ...(extra.UNIX ?? {}) },
    [W]: { [ALICE]: 10n ** 15n, ...(extra[W] ?? {}) },
  })
  index.run({
    address: ALICE,
    payload: pair({
      op: 'create',
      tick0: 'wdoge(wrapped-doge)',
      tick1: 'unix',
      amt0: '50000000000',
      amt1: '100000000000',
    }),
  })
  return index
}

const reserves = (index: ReturnType<typeof poolP>) => ({
  r0: balanceOf(index, 'UNIX', RESERVE),
  r1: balanceOf(index, W, RESERVE),
  lt: index.tokens.get(LP)?.minted,
})

const lastRow = (index: ReturnType<typeof poolP>) => index.swapOrders.at(-1)

describe(applyPairV1, () => {
  it('default: E1 create sorts the ticks and locks 1000 LP at the reserve', () => {
    const index = poolP()
    expect(deriveLedgerAddress(`UNIX${W}`)).toBe(RESERVE)
    expect(reserves(index)).toEqual({
      r0: 100_000_000_000n,
      r1: 50_000_000_000n,
      lt: 70_710_678_118n,
    })
    expect(balanceOf(index, LP, ALICE)).toBe(70_710_677_118n)
    expect(balanceOf(index, LP, RESERVE)).toBe(1000n)
    expect(lastRow(index)).toMatchObject({
      tick0: 'UNIX',
      tick1: W,
      amt0: 100_000_000_000n,
      order_status: 0,
    })
  })

  it.each([
    ['1000', '1000', 1, 0n],
    ['1001', '1001', 0, 1n],
    ['1', '1100000', 0, 48n],
  ])(
    'behavior: E2 create at the minimum (%s, %s)',
    (amt0, amt1, status, lp) => {
      const index = createTestIndex({
        AAA: { [ALICE]: 10n ** 9n },
        BBB: { [ALICE]: 10n ** 9n },
      })
      index.run({
        address: ALICE,
        payload: pair({ op: 'create', tick0: 'AAA', tick1: 'BBB', amt0, amt1 }),
      })
      expect(lastRow(index)?.order_status).toBe(status)
      if (status === 1) {
        expect(lastRow(index)?.err_info).toBe(
          'swapCreate err: swapCreate Create err: add liquidity must be greater than MINI_LIQUIDITY firstly',
        )
      }
      expect(balanceOf(index, 'AAA-SWAP-BBB', ALICE)).toBe(lp)
    },
  )

  it('behavior: E3 add, branch 1 leaves the excess with the user', () => {
    const index = poolP()
    const before = balanceOf(index, W, ALICE)
    index.run({
      address: ALICE,
      payload: pair({
        op: 'add',
        tick0: 'UNIX',
        tick1: W,
        amt0: '10000000000',
        amt1: '6000000000',
        amt1_min: '4900000000',
      }),
    })
    expect(lastRow(index)).toMatchObject({
      order_status: 0,
      amt0_out: 10_000_000_000n,
      amt1_out: 5_000_000_000n,
      liquidity: 7_071_067_811n,
    })
    expect(before - balanceOf(index, W, ALICE)).toBe(5_000_000_000n)
  })

  it('behavior: E4 add, branch 2, and the verification quirk', () => {
    const index = poolP({
      [W]: { [BOB]: 4_000_000_000n },
      UNIX: { [BOB]: 10n ** 12n },
    })
    const payload = pair({
      op: 'add',
      tick0: 'UNIX',
      tick1: W,
      amt0: '10000000000',
      amt1: '4000000000',
      amt0_min: '7900000000',
      amt1_min: '3900000000',
    })
    index.run({ address: ALICE, payload })
    expect(lastRow(index)).toMatchObject({
      order_status: 0,
      amt0_out: 8_000_000_000n,
      amt1_out: 4_000_000_000n,
      liquidity: 5_656_854_249n,
    })
    index.run({ address: BOB, payload })
    expect(lastRow(index)?.err_info).toBe(
      'VerifySwap err: the amount of tokens exceeds the max',
    )
  })

  it('behavior: E5 add that fits neither branch fails and moves nothing', () => {
    const index = poolP()
    const before = reserves(index)
    index.run({
      address: ALICE,
      payload: pair({
        op: 'add',
        tick0: 'UNIX',
        tick1: W,
        amt0: '10000000000',
        amt1: '4000000000',
        amt0_min: '9000000000',
        amt1_min: '4500000000',
      }),
    })
    expect(lastRow(index)?.err_info).toBe(
      'swapAdd err: swapAdd Add err: The amount of tokens exceeds the balance',
    )
    expect(reserves(index)).toEqual(before)
  })

  it.each([
    ['7071067711', 9_999_999_857n, 4_999_999_928n],
    ['70710677118', 99_999_998_585n, 49_999_999_292n],
  ])('behavior: E6/E7 remove %s LP', (liquidity, out0, out1) => {
    const index = poolP()
    index.run({
      address: ALICE,
      payload: pair({ op: 'remove', tick0: W, tick1: 'UNIX', liquidity }),
    })
    expect(lastRow(index)).toMatchObject({
      order_status: 0,
      amt0_out: out0,
      amt1_out: out1,
    })
  })

  it('behavior: E7 leaves the locked LP and dust in the pool', () => {
    const index = poolP()
    index.run({
      address: ALICE,
      payload: pair({
        op: 'remove',
        tick0: 'UNIX',
        tick1: W,
        liquidity: '70710677118',
      }),
    })
    expect(reserves(index)).toEqual({ r0: 1415n, r1: 708n, lt: 1000n })
  })

  it.each([
    ['UNIX', W, '10000000000', 4_533_054_469n],
    [W, 'UNIX', '1000000000', 1_955_016_961n],
    ['UNIX', W, '123456789', 61_467_552n],
    ['UNIX', W, '999', 499n],
    ['UNIX', W, '1999', 997n],
  ])('behavior: E8-E11 swap %s → %s of %s', (tick0, tick1, amt0, out) => {
    const index = poolP()
    index.run({
      address: ALICE,
      payload: pair({ op: 'swap', tick0, tick1, amt0, amt1_min: '0' }),
    })
    expect(lastRow(index)).toMatchObject({ order_status: 0, amt1_out: out })
  })

  it('behavior: E8 keeps the whole input (fee included) in the pool', () => {
    const index = poolP()
    index.run({
      address: ALICE,
      payload: pair({
        op: 'swap',
        tick0: 'UNIX',
        tick1: W,
        amt0: '10000000000',
        amt1_min: '4510389196',
      }),
    })
    expect(reserves(index)).toMatchObject({
      r0: 110_000_000_000n,
      r1: 45_466_945_531n,
    })
  })

  it('behavior: E12 slippage failure records the text and moves nothing', () => {
    const index = poolP()
    index.run({
      address: ALICE,
      payload: pair({
        op: 'swap',
        tick0: 'UNIX',
        tick1: W,
        amt0: '10000000000',
        amt1_min: '4533054470',
      }),
    })
    expect(lastRow(index)).toMatchObject({
      order_status: 1,
      err_info: 'VerifySwap err: the minimum output less than the limit.',
    })
    expect(reserves(index).r0).toBe(100_000_000_000n)
  })

  it.each([
    [
      'a missing pool',
      { op: 'swap', tick0: 'UNIX', tick1: 'NOPE', amt0: '10' },
      'VerifySwap err: the contract does not exist err record not found',
    ],
    [
      'a create on an existing pool',
      { op: 'create', tick0: 'UNIX', tick1: W, amt0: '5000', amt1: '5000' },
      'VerifySwap err: the contract has been created',
    ],
    [
      'a swap with no balance row',
      { op: 'swap', tick0: 'UNIX', tick1: W, amt0: '1' },
      'VerifySwap err: the contract does not exist err record not found',
    ],
    [
      'a swap above the balance',
      { op: 'swap', tick0: W, tick1: 'UNIX', amt0: '1' },
      'VerifySwap err: the amount of tokens exceeds the balance of the input token',
    ],
    [
      'a swap quoting 0',
      { op: 'swap', tick0: W, tick1: 'UNIX', amt0: '0' },
      'VerifySwap err: the amount of tokens exceeds the 0',
    ],
  ])('behavior: %s fails (15)', (_name, fields, text) => {
    const index = poolP()
    // BOB holds no UNIX and an empty WDOGE row.
    mintTo(index, W, BOB, 0n, 'genesis')
    index.run({
      address: fields.amt0 === '1' ? BOB : ALICE,
      payload: pair(fields),
    })
    expect(lastRow(index)?.err_info).toBe(text)
  })

  it('behavior: doge 1 swap wraps the deposit, then a failure keeps the WDOGE (5.7)', () => {
    const index = poolP()
    index.run({
      address: BOB,
      payload: pair({
        op: 'swap',
        tick0: W,
        tick1: 'UNIX',
        amt0: '1000000000',
        amt1_min: '1955016962',
        doge: 1,
      }),
    })
    expect(lastRow(index)?.order_status).toBe(1)
    expect(balanceOf(index, W, BOB)).toBe(1_000_000_000n)
  })

  it('behavior: doge 1 swap to WDOGE burns the output as a DOGE payout', () => {
    const index = poolP({ UNIX: { [BOB]: 10_000_000_000n } })
    index.run({
      address: BOB,
      payload: pair({
        op: 'swap',
        tick0: 'UNIX',
        tick1: W,
        amt0: '10000000000',
        doge: 1,
      }),
    })
    expect(lastRow(index)?.order_status).toBe(0)
    expect(balanceOf(index, W, BOB)).toBe(0n)
    expect(index.dogePayouts.get(BOB)).toBe(4_533_054_469n)
  })

  it('behavior: E19 the deposit fee is on the total D; one unit short is ignored', () => {
    const index = poolP()
    const swap = pair({
      op: 'swap',
      tick0: W,
      tick1: 'UNIX',
      amt0: '20000000333',
      doge: 1,
    })
    const outputs = (fee: bigint) => [
      { address: BOB, amount: 100_000n },
      { address: CUSTODY_ADDRESS, amount: 40_000_000_666n },
      { address: WDOGE_FEE_ADDRESS, amount: fee },
    ]
    const rows = index.swapOrders.length
    index.run({
      address: BOB,
      payloads: [swap, swap],
      outputs: outputs(120_000_000n),
    })
    expect(index.swapOrders.length).toBe(rows)
    index.run({
      address: BOB,
      payloads: [swap, swap],
      outputs: outputs(120_000_001n),
    })
    expect(index.swapOrders.slice(rows).map((r) => r.order_status)).toEqual([
      0, 0,
    ])
  })

  it('behavior: a failing second input rolls the first one back', () => {
    const index = poolP({ UNIX: { [BOB]: 10_000_000_000n } })
    index.run({
      address: BOB,
      payloads: [
        pair({ op: 'swap', tick0: 'UNIX', tick1: W, amt0: '10000000000' }),
        pair({ op: 'swap', tick0: 'UNIX', tick1: W, amt0: '10000000000' }),
      ],
    })
    expect(index.swapOrders.slice(-2).map((r) => r.order_status)).toEqual([
      1, 1,
    ])
    expect(balanceOf(index, 'UNIX', BOB)).toBe(10_000_000_000n)
    expect(reserves(index).r0).toBe(100_000_000_000n)
  })
})
