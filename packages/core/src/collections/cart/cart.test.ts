import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import { MONEY_RUNS } from '../../../../../test/fuzzRuns.js'
import type { FileExchangeOrder } from '../../domain/listings.js'
import { getWalletDogeCosts } from '../../fees/getWalletDogeCosts.js'
import { MAX_CART_FILES } from '../../validation/fileLimits.js'
import { fileOrder } from '../test/fileOrder.js'
import { addCartItem, type CartItem, removeCartItems } from './cart.js'
import { getCartCheckout, sumWalletDogeCosts } from './getCartCheckout.js'
import { getCartTradeStep } from './getCartTradeStep.js'
import { parseStoredCart } from './parseStoredCart.js'
import { recheckCartItem } from './recheckCartItem.js'

const WDOGE = 'WDOGE(WRAPPED-DOGE)'
const hex = (n: number, c = 'a') => n.toString(16).padStart(64, c)

function item(n: number, extra: Partial<CartItem> = {}): CartItem {
  return {
    fileId: hex(n, 'f'),
    exId: hex(n, 'e'),
    tick: WDOGE,
    amt: BigInt(n + 1) * 100_000_000n,
    seller: 'DSeller',
    name: `Pup #${n}`,
    metaId: '',
    ...extra,
  }
}

function order(
  op: FileExchangeOrder['op'],
  it: CartItem,
  at: number,
  extra: Partial<FileExchangeOrder> = {},
): FileExchangeOrder {
  return fileOrder(op, it.exId, at, {
    holderAddress: it.seller,
    fileId: it.fileId,
    tick: it.tick,
    amt: it.amt,
    ...extra,
  })
}

describe(addCartItem, () => {
  it('default: adds a listed file', () => {
    expect(addCartItem([], item(1), 'DBuyer')._unsafeUnwrap()).toEqual([
      item(1),
    ])
  })
  it.each([
    ['ALREADY_IN_CART', [item(1)], item(1), 'DBuyer'],
    ['OWN_LISTING', [], item(1), 'DSeller'],
    ['INVALID_ITEM', [], item(1, { exId: 'nope' }), 'DBuyer'],
    ['INVALID_ITEM', [], item(1, { amt: 0n }), 'DBuyer'],
  ] as const)('behavior: refuses with %s', (code, cart, next, buyer) => {
    expect(addCartItem(cart, next, buyer)._unsafeUnwrapErr().code).toBe(code)
  })
  it('behavior: at most 50 files', () => {
    let cart: readonly CartItem[] = []
    for (let i = 0; i < MAX_CART_FILES; i++)
      cart = addCartItem(cart, item(i))._unsafeUnwrap()
    expect(cart).toHaveLength(50)
    expect(addCartItem(cart, item(99))._unsafeUnwrapErr().code).toBe(
      'CART_FULL',
    )
  })
  it('behavior: removes by file id', () => {
    expect(removeCartItems([item(1), item(2)], [item(1).fileId])).toEqual([
      item(2),
    ])
  })
})

describe(parseStoredCart, () => {
  it('default: nothing stored is an empty cart', () => {
    expect(parseStoredCart(undefined)).toEqual({ items: [], rejected: 0 })
  })
  it('behavior: keeps valid entries and counts the rest', () => {
    const stored = {
      v: 1,
      items: [
        item(1),
        { ...item(2), amt: item(2).amt.toString() },
        'junk',
        { ...item(3), amt: -5 },
        { ...item(4), fileId: '<script>' },
        item(1),
      ],
    }
    expect(parseStoredCart(stored)).toEqual({
      items: [item(1), item(2)],
      rejected: 4,
    })
  })
  it.each([[42], ['cart'], [{ v: 2, items: [] }], [{ v: 1, items: {} }]])(
    'behavior: %j is not a cart',
    (stored) => {
      expect(parseStoredCart(stored)).toEqual({ items: [], rejected: 1 })
    },
  )
  it('behavior: beyond 50 entries are rejected', () => {
    const items = Array.from({ length: 53 }, (_, i) => item(i))
    const parsed = parseStoredCart({ v: 1, items })
    expect(parsed.items).toHaveLength(50)
    expect(parsed.rejected).toBe(3)
  })
})

describe(recheckCartItem, () => {
  const it1 = item(1)
  it('default: still listed as carted → buy', () => {
    expect(recheckCartItem(it1, [order('create', it1, 1)], 'DBuyer')).toEqual({
      kind: 'buy',
      item: it1,
    })
  })
  it.each([
    ['SOLD', [order('trade', it1, 2), order('create', it1, 1)]],
    ['CANCELLED', [order('cancel', it1, 2), order('create', it1, 1)]],
    ['NOT_LISTED', []],
    // A trade still in the mempool does not close it; a settled one does.
    ['NOT_LISTED', [order('create', it1, 1, { status: 'pending' })]],
  ] as const)('behavior: drops it as %s', (reason, orders) => {
    expect(recheckCartItem(it1, orders, 'DBuyer')).toEqual({
      kind: 'drop',
      item: it1,
      reason,
    })
  })
  it('behavior: the buyer is now the seller → drop', () => {
    expect(
      recheckCartItem(it1, [order('create', it1, 1)], 'DSeller'),
    ).toMatchObject({ kind: 'drop', reason: 'OWN_LISTING' })
  })
  it('behavior: sold, then listed again at another price → changed', () => {
    const again = item(1, { exId: hex(7, 'c'), amt: 999n, seller: 'DOther' })
    const check = recheckCartItem(
      it1,
      [
        order('create', again, 3),
        order('trade', it1, 2),
        order('create', it1, 1),
      ],
      'DBuyer',
    )
    expect(check).toEqual({ kind: 'changed', previous: it1, item: again })
  })
})

describe(getCartCheckout, () => {
  it('default: one trade per item, exact totals per tick, DOGE per reveal', () => {
    const other = item(3, { tick: 'PUPS' })
    const checkout = getCartCheckout([
      { kind: 'buy', item: item(1) },
      { kind: 'drop', item: item(2), reason: 'SOLD' },
      { kind: 'buy', item: other },
      { kind: 'buy', item: item(4) },
    ])
    expect(checkout.trades.map((t) => t.payload)).toEqual([
      {
        p: 'order-v2',
        op: 'trade',
        ex_id: item(1).exId,
        tick: WDOGE,
        amt: '200000000',
      },
      {
        p: 'order-v2',
        op: 'trade',
        ex_id: other.exId,
        tick: 'PUPS',
        amt: '400000000',
      },
      {
        p: 'order-v2',
        op: 'trade',
        ex_id: item(4).exId,
        tick: WDOGE,
        amt: '500000000',
      },
    ])
    expect(checkout.totals).toEqual([
      { tick: 'PUPS', amount: 400_000_000n },
      { tick: WDOGE, amount: 700_000_000n },
    ])
    expect(checkout.dropped).toEqual([{ item: item(2), reason: 'SOLD' }])
    const one = getWalletDogeCosts({
      payload: checkout.trades[0]?.payload ?? { p: '', op: '' },
    })._unsafeUnwrap()
    expect(checkout.doge.paid).toBe(one.paid * 3n)
    expect(checkout.doge.networkFee).toBe(one.networkFee * 3n)
    expect(checkout.doge.netChange).toBe(-one.paid * 3n)
    expect(checkout.changed).toBe(false)
  })
  it('behavior: a changed listing is bought at the fresh price, flagged', () => {
    const fresh = item(1, { amt: 7n })
    const checkout = getCartCheckout([
      { kind: 'changed', item: fresh, previous: item(1) },
    ])
    expect(checkout.changed).toBe(true)
    expect(checkout.trades[0]?.payload.amt).toBe('7')
    expect(checkout.trades[0]?.previousAmt).toBe(item(1).amt)
    expect(checkout.totals).toEqual([{ tick: WDOGE, amount: 7n }])
  })
  it('behavior: an empty cart pays nothing', () => {
    const checkout = getCartCheckout([])
    expect(checkout.doge.paid).toBe(0n)
    expect(checkout.totals).toEqual([])
  })

  test.prop(
    [
      fc.array(
        fc.record({
          amt: fc.bigInt({ min: 1n, max: 10n ** 24n }),
          tick: fc.constantFrom(WDOGE, 'PUPS', 'CARDI'),
          drop: fc.boolean(),
        }),
        { maxLength: 8 },
      ),
    ],
    { numRuns: MONEY_RUNS },
  )(
    'property: totals are the exact sums of the kept prices',
    (rows) => {
      const checks = rows.map((r, i) =>
        r.drop
          ? ({ kind: 'drop', item: item(i), reason: 'SOLD' } as const)
          : ({
              kind: 'buy',
              item: item(i, { amt: r.amt, tick: r.tick }),
            } as const),
      )
      const checkout = getCartCheckout(checks)
      for (const tick of [WDOGE, 'PUPS', 'CARDI']) {
        const expected = rows
          .filter((r) => !r.drop && r.tick === tick)
          .reduce((s, r) => s + r.amt, 0n)
        const shown = checkout.totals.find((t) => t.tick === tick)?.amount ?? 0n
        expect(shown).toBe(expected)
      }
      expect(checkout.trades).toHaveLength(rows.filter((r) => !r.drop).length)
      expect(checkout.doge.paid).toBe(
        checkout.trades.reduce((s, t) => s + t.doge.paid, 0n),
      )
    },
    60_000,
  )
})

describe(sumWalletDogeCosts, () => {
  it('default: nothing costs nothing', () => {
    expect(sumWalletDogeCosts([])).toEqual({
      outputs: [],
      costs: [],
      networkFee: 0n,
      paid: 0n,
      received: 0n,
      netChange: 0n,
    })
  })
})

describe(getCartTradeStep, () => {
  it.each([
    [{ kind: 'submitted' }, 'continue', true],
    [{ kind: 'refused', reason: 'SOLD' }, 'continue', true],
    [{ kind: 'refused', reason: 'CANCELLED' }, 'continue', true],
    [{ kind: 'refused', reason: 'PRICE_CHANGED' }, 'continue', false],
    [{ kind: 'rejected' }, 'stop', false],
    [{ kind: 'failed' }, 'stop', false],
  ] as const)('behavior: after %j → %s', (outcome, next, removeFromCart) => {
    expect(getCartTradeStep(outcome)).toEqual({ next, removeFromCart })
  })
})
