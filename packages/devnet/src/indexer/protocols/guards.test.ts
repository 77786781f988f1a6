import { WDOGE_TICK } from '@drc20/core'
import { describe, expect, it } from 'vitest'
import {
  ALICE,
  BOB,
  balanceOf,
  CAROL,
  createTestIndex,
} from '../../test/indexerHarness.js'
import { deriveLedgerAddress } from '../deriveLedgerAddress.js'
import { IndexerStall } from '../state.js'
import { applyBoxV1 } from './boxV1.js'
import { applyOrderV1 } from './orderV1.js'
import { applyPairV1 } from './pairV1.js'

const W = WDOGE_TICK

describe(applyPairV1, () => {
  const lopsided = () => {
    const index = createTestIndex({
      AAA: { [ALICE]: 10n ** 12n, [BOB]: 10n ** 6n },
      BBB: { [ALICE]: 10n ** 12n },
    })
    index.run({
      address: ALICE,
      payload: {
        p: 'pair-v1',
        op: 'create',
        tick0: 'AAA',
        tick1: 'BBB',
        amt0: '1000000000',
        amt1: '1100',
      },
    })
    return index
  }

  it('behavior: a swap whose output rounds to 0 fails (15)', () => {
    const index = lopsided()
    index.run({
      address: BOB,
      payload: {
        p: 'pair-v1',
        op: 'swap',
        tick0: 'AAA',
        tick1: 'BBB',
        amt0: '1000',
      },
    })
    expect(index.swapOrders.at(-1)?.err_info).toBe(
      'swapExec err: swapExec error: transfer amt < 0',
    )
    expect(balanceOf(index, 'AAA', BOB)).toBe(10n ** 6n)
  })

  it('behavior: inputs decoded before a bad input stay pending; the tx is ignored (2.4)', () => {
    const index = lopsided()
    const rows = index.swapOrders.length
    index.run({
      address: BOB,
      payloads: [
        {
          p: 'pair-v1',
          op: 'swap',
          tick0: 'AAA',
          tick1: 'BBB',
          amt0: '100000',
        },
        { p: 'drc-20', op: 'transfer', tick: 'AAA', amt: '1' },
      ],
    })
    expect(
      index.swapOrders.slice(rows).map((r) => [r.order_status, r.err_info]),
    ).toEqual([[1, '']])
    expect(balanceOf(index, 'AAA', BOB)).toBe(10n ** 6n)
  })

  it('behavior: an add with a zero leg fails and moves nothing (15)', () => {
    const index = lopsided()
    index.run({
      address: ALICE,
      payload: {
        p: 'pair-v1',
        op: 'add',
        tick0: 'AAA',
        tick1: 'BBB',
        amt0: '100',
        amt1: '1',
      },
    })
    expect(index.swapOrders.at(-1)?.order_status).toBe(1)
    expect(balanceOf(index, 'AAA-SWAP-BBB', ALICE)).toBe(1_048_808n - 1000n)
  })
})

describe(applyOrderV1, () => {
  it.each([
    ['214285715', 5_000_000_000n],
    ['214285714', 4_999_999_993n],
  ])(
    'behavior: E15 paying %s for a remainder of 5e9 gets %s',
    (payment, received) => {
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
      // A partial cancel of 695e9 leaves a remainder of 5e9 (8.4).
      index.run({
        address: ALICE,
        payload: { p: 'order-v1', op: 'cancel', exid, amt0: '695000000000' },
      })
      expect(balanceOf(index, 'AAA', ALICE)).toBe(695_000_000_000n)
      index.run({
        address: BOB,
        payload: { p: 'order-v1', op: 'trade', exid, amt1: payment },
      })
      expect(balanceOf(index, 'AAA', BOB)).toBe(received)
    },
  )
})

/** A mode-B box `tick0` (amt0 2e9) raising WDOGE, due `ahead` blocks ahead. */
function deployBox(
  index: ReturnType<typeof createTestIndex>,
  tick0: string,
  max: string,
  ahead = 3,
): number {
  const liqblock = index.height + ahead
  index.run({
    address: ALICE,
    payload: {
      p: 'box-v1',
      op: 'deploy',
      tick0,
      tick1: W,
      max,
      amt0: '2000000000',
      liqblock,
    },
  })
  return liqblock
}

describe(applyBoxV1, () => {
  it('behavior: a contribution at liqblock is accepted and stranded (15)', () => {
    const index = createTestIndex({
      [W]: { [ALICE]: 10n ** 12n, [BOB]: 10n ** 12n },
    })
    const liqblock = deployBox(index, 'LATE', '4000000000')
    index.run({
      address: ALICE,
      payload: { p: 'box-v1', op: 'mint', tick0: 'LATE', amt1: '1000000000' },
    })
    // The finish ran at the start of block liqblock; BOB's mint lands in it.
    expect(index.height).toBe(liqblock - 1)
    index.run({
      address: BOB,
      payload: { p: 'box-v1', op: 'mint', tick0: 'LATE', amt1: '500000000' },
    })
    expect(index.boxes.get('LATE')?.finished).toBe(true)
    expect(index.boxOrders.at(-1)?.order_status).toBe(0)
    expect(balanceOf(index, 'LATE', BOB)).toBe(0n)
    expect(balanceOf(index, W, deriveLedgerAddress('LATE--BOX'))).toBe(
      500_000_000n,
    )
  })

  /** Three equal contributions: each share is 2e9 // 3 = 666,666,666. */
  const threeContributions = (max: string) => {
    const index = createTestIndex({
      [W]: { [ALICE]: 10n ** 12n, [BOB]: 10n ** 12n, [CAROL]: 10n ** 12n },
    })
    const liqblock = deployBox(index, 'TIGHT', max, 5)
    for (const address of [ALICE, BOB, CAROL])
      index.run({
        address,
        payload: {
          p: 'box-v1',
          op: 'mint',
          tick0: 'TIGHT',
          amt1: '1000000000',
        },
      })
    return { index, liqblock }
  }

  it('behavior: a finish needs max − amt0 ≥ Σ shares, not max ≥ 2 × amt0', () => {
    // amt0 + Σ shares = 2e9 + 1,999,999,998 < 2 × amt0.
    const { index } = threeContributions('3999999998')
    index.run()
    expect(index.boxes.get('TIGHT')?.finished).toBe(true)
    expect(balanceOf(index, 'TIGHT', CAROL)).toBe(666_666_666n)
    expect(balanceOf(index, 'TIGHT', deriveLedgerAddress('TIGHT--BOX'))).toBe(
      0n,
    )
  })

  it('behavior: a mode-B finish the box cannot pay stalls the index at liqblock', () => {
    const { index, liqblock } = threeContributions('3999999997')
    expect(() => index.run()).toThrow(IndexerStall)
    expect(index.height).toBe(liqblock - 1)
    expect(index.boxes.get('TIGHT')?.finished).toBe(false)
    expect(index.poolsV1.size).toBe(0)
    expect(index.defects).toEqual([
      {
        txHash: '',
        height: liqblock,
        kind: 'stall',
        message: expect.stringContaining(
          'box-v1 TIGHT finish failed: insufficient balance',
        ),
      },
    ])
  })
})
