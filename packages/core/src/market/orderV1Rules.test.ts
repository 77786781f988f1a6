import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import { MONEY_RUNS } from '../../../../test/fuzzRuns.js'
import { getOrderV1CancelRule } from './getOrderV1CancelRule.js'
import { getOrderV1Fill } from './getOrderV1Fill.js'
import {
  getOrderV1TradeFills,
  type OrderV1Operation,
} from './getOrderV1TradeFills.js'

// docs/protocol.md E15: A0 = 700,000,000,000 tick0 for A1 = 30,000,000,000 tick1.
const A0 = 700_000_000_000n
const A1 = 30_000_000_000n

describe(getOrderV1CancelRule, () => {
  it('default: an open listing can be cancelled by anyone', () => {
    expect(
      getOrderV1CancelRule({
        amount0: A0,
        amount1: A1,
        filled0: 695_000_000_000n,
        maker: 'DMaker',
        address: 'DStranger',
      }),
    ).toEqual({
      remaining: 5_000_000_000n,
      cancellableByAnyone: true,
      offerCancel: false,
      cancelAmount: 5_000_000_000n,
    })
  })

  it('behavior: only the maker is offered the cancel, only while open', () => {
    const listing = { amount0: A0, amount1: A1, maker: 'DMaker' }
    expect(
      getOrderV1CancelRule({ ...listing, filled0: 0n, address: 'DMaker' })
        .offerCancel,
    ).toBe(true)
    expect(getOrderV1CancelRule({ ...listing, filled0: 0n }).offerCancel).toBe(
      false,
    )
    expect(
      getOrderV1CancelRule({ ...listing, filled0: A0, address: 'DMaker' }),
    ).toEqual({
      remaining: 0n,
      cancellableByAnyone: false,
      offerCancel: false,
      cancelAmount: 0n,
    })
  })
})

describe(getOrderV1TradeFills, () => {
  it('default: E15 — received tick0 replayed from the listing', () => {
    const operations: OrderV1Operation[] = [
      { op: 'trade', settled: true, amt0: 0n, amt1: 1_000_000_001n },
      // failed rows do not move the listing
      { op: 'trade', settled: false, amt0: 0n, amt1: 29_000_000_000n },
      { op: 'cancel', settled: true, amt0: 671_666_666_644n, amt1: 0n },
      // 5,000,000,000 remain: a capped trade gets exactly the rest
      { op: 'trade', settled: true, amt0: 0n, amt1: 3_000_000_000n },
      { op: 'trade', settled: true, amt0: 0n, amt1: 1n },
    ]
    expect(
      getOrderV1TradeFills({ amount0: A0, amount1: A1, operations }),
    ).toEqual([23_333_333_356n, 0n, 0n, 5_000_000_000n, 0n])
  })

  const payment = fc.oneof(
    fc.bigInt({ min: 1n, max: 10n ** 24n }),
    fc.bigInt({ min: 2n ** 53n - 2n, max: 2n ** 53n + 2n }),
    fc.bigInt({ min: 2n ** 64n - 2n, max: 2n ** 64n + 2n }),
  )

  test.prop(
    [
      fc.bigInt({ min: 1n, max: 10n ** 24n }),
      fc.bigInt({ min: 1n, max: 10n ** 24n }),
      fc.array(payment, { maxLength: 8 }),
    ],
    { numRuns: MONEY_RUNS },
  )(
    'property: equals getOrderV1Fill trade by trade and never exceeds A0',
    (amount0, amount1, payments) => {
      const fills = getOrderV1TradeFills({
        amount0,
        amount1,
        operations: payments.map((amt1) => ({
          op: 'trade',
          settled: true,
          amt0: 0n,
          amt1,
        })),
      })
      let filled0 = 0n
      payments.forEach((amt1, i) => {
        const fill = getOrderV1Fill({
          amount0,
          amount1,
          filled0,
          payment: amt1,
          maker: 'DMaker',
          buyer: 'DBuyer',
        })
        const received = fill.isOk() ? fill.value.received : 0n
        expect(fills[i]).toBe(received)
        filled0 += received
      })
      expect(filled0 <= amount0).toBe(true)
    },
  )
})
