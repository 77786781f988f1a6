import { describe, expect, it } from 'vitest'
import { getOrderUnitPrice } from './getOrderUnitPrice.js'
import { getOrderV1Fill, getPaymentForRemainder } from './getOrderV1Fill.js'
import { validateOrderV2Trade } from './validateOrderV2Trade.js'

// docs/protocol.md E15: A0 = 700,000,000,000 tick0 for A1 = 30,000,000,000 tick1.
const order = {
  amount0: 700_000_000_000n,
  amount1: 30_000_000_000n,
  maker: 'DMaker',
  buyer: 'DBuyer',
}
// "remaining = 5,000,000,000"
const late = { ...order, filled0: 695_000_000_000n }

describe(getOrderV1Fill, () => {
  it('default: E15 first trade rounds in the maker’s favour', () => {
    expect(
      getOrderV1Fill({
        ...order,
        filled0: 0n,
        payment: 1_000_000_001n,
      })._unsafeUnwrap(),
    ).toEqual({ received: 23_333_333_356n, capped: false, overpaid: 0n })
  })

  it.each([
    // capped: pays 3e9, gets the 5e9 remainder; 214,285,715 would do
    [3_000_000_000n, 5_000_000_000n, true, 2_785_714_285n],
    [214_285_715n, 5_000_000_000n, true, 0n],
    [214_285_714n, 4_999_999_993n, false, 0n],
  ])(
    'behavior: E15 late payment %s → %s (capped %s, overpaid %s)',
    (payment, received, capped, overpaid) => {
      expect(getOrderV1Fill({ ...late, payment })._unsafeUnwrap()).toEqual({
        received,
        capped,
        overpaid,
      })
    },
  )

  it.each([
    [{ ...order, filled0: 700_000_000_000n, payment: 5n }, 'ORDER_CLOSED'],
    [{ ...order, filled0: 0n, payment: 0n }, 'INVALID_AMOUNT'],
    // 1 unit of tick1 buys 23 tick0 here; make an order where it buys 0
    [
      { ...order, amount0: 1n, amount1: 10n, filled0: 0n, payment: 9n },
      'ZERO_FILL',
    ],
    // The indexer refuses buyer = maker (docs/protocol.md §8.3).
    [{ ...order, filled0: 0n, payment: 5n, buyer: order.maker }, 'SELF_TRADE'],
  ])('behavior: #%# fails %s', (parameters, code) => {
    expect(getOrderV1Fill(parameters)._unsafeUnwrapErr().code).toBe(code)
  })
})

describe(getPaymentForRemainder, () => {
  it('default: E15 ceil(5e9 × 3e10 / 7e11) = 214,285,715', () => {
    expect(getPaymentForRemainder(late)).toBe(214_285_715n)
    expect(getPaymentForRemainder({ ...order, filled0: 0n })).toBe(
      30_000_000_000n,
    )
    expect(
      getPaymentForRemainder({ ...order, filled0: 700_000_000_000n }),
    ).toBe(0n)
  })
})

describe(getOrderUnitPrice, () => {
  it('default: tick1 per whole tick0', () => {
    expect(getOrderUnitPrice(order).toFixed(10)).toBe('0.0428571429')
  })
  it('parameters: decimals', () => {
    // 1 token with 0 decimals sold for 2.5 DOGE
    expect(
      getOrderUnitPrice({
        amount0: 1n,
        amount1: 250_000_000n,
        decimals0: 0,
      }).toString(),
    ).toBe('2.5')
  })
})

describe(validateOrderV2Trade, () => {
  const trade = {
    amountFinished: 0n,
    price: 500_000_000n,
    orderTick: 'WDOGE(WRAPPED-DOGE)',
    amount: 500_000_000n,
    tick: 'WDOGE(WRAPPED-DOGE)',
    buyer: 'Dbuyer',
    maker: 'Dmaker',
  }
  it.each([
    [{}, undefined],
    [{ amountFinished: 500_000_000n }, 'ORDER_CLOSED'],
    [{ amount: 499_999_999n }, 'PRICE_MISMATCH'],
    [{ tick: 'UNIX' }, 'TICK_MISMATCH'],
    [{ buyer: 'Dmaker' }, 'SELF_TRADE'],
  ])('default: patch #%# → %s', (patch, code) => {
    const r = validateOrderV2Trade({ ...trade, ...patch })
    if (code === undefined) expect(r.isOk()).toBe(true)
    else expect(r._unsafeUnwrapErr().code).toBe(code)
  })
})
