import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import { MAX_CART_FILES } from '../validation/fileLimits.js'
import {
  BLOCK_LAG_WARNING,
  CHAIN_HALT_INTERVALS,
  getBlockIndicatorState,
  isChainHalted,
  isDataStale,
  isTradingPaused,
} from './blockIndicator.js'
import { type CartState, EMPTY_CART, transitionCart } from './cart.js'
import { transitionFileListing } from './fileListing.js'
import { DEFAULT_FLOW_RESULT, transitionFlow } from './flowStatus.js'
import {
  ORDER_STATUSES,
  type OrderEvent,
  TERMINAL_ORDER_STATUSES,
  transitionOrderStatus,
} from './orderStatus.js'
import { getStakingStatus } from './stakingStatus.js'
import { transitionUploadPayment } from './uploadPayment.js'
import { transitionWalletConnection } from './walletConnection.js'

const next = <S>(r: { isOk(): boolean; _unsafeUnwrap(): S }) =>
  r.isOk() ? r._unsafeUnwrap() : 'ILLEGAL'

describe(transitionWalletConnection, () => {
  it.each([
    ['not-installed', { type: 'DETECTED' }, 'installed'],
    ['installed', { type: 'CONNECT' }, 'connecting'],
    ['connecting', { type: 'CONNECT' }, 'connecting'], // clicks ignored
    ['connecting', { type: 'CONNECTED' }, 'connected'],
    ['connecting', { type: 'LOCKED' }, 'locked'],
    ['connecting', { type: 'REJECTED' }, 'installed'],
    ['locked', { type: 'CONNECT' }, 'connecting'],
    ['connected', { type: 'VERSION_TOO_LOW' }, 'version-too-low'],
    ['version-too-low', { type: 'VERSION_OK' }, 'installed'],
    ['connected', { type: 'UNINSTALLED' }, 'not-installed'],
    ['version-too-low', { type: 'UNINSTALLED' }, 'not-installed'],
    ['connected', { type: 'ACCOUNTS_CHANGED', hasAccount: true }, 'connected'],
    ['connected', { type: 'ACCOUNTS_CHANGED', hasAccount: false }, 'installed'],
    ['connected', { type: 'DISCONNECTED' }, 'installed'],
    ['not-installed', { type: 'CONNECT' }, 'ILLEGAL'],
    ['not-installed', { type: 'VERSION_TOO_LOW' }, 'ILLEGAL'],
    ['installed', { type: 'CONNECTED' }, 'ILLEGAL'],
    ['version-too-low', { type: 'CONNECT' }, 'ILLEGAL'],
  ] as const)('default: %s + %j → %s', (state, event, expected) => {
    expect(next(transitionWalletConnection(state, event))).toBe(expected)
  })

  it('behavior: an illegal event names the state and the event', () => {
    expect(
      transitionWalletConnection('installed', {
        type: 'CONNECTED',
      })._unsafeUnwrapErr(),
    ).toEqual({
      code: 'ILLEGAL_TRANSITION',
      state: 'installed',
      event: 'CONNECTED',
    })
  })
})

describe(transitionFlow, () => {
  it.each([
    ['INIT', 'SUBMIT', 'awaiting-wallet'],
    ['awaiting-wallet', 'SIGNED', 'submitted'],
    ['awaiting-wallet', 'FAILED', 'failed'],
    ['awaiting-wallet', 'REJECTED', 'INIT'],
    ['submitted', 'RESET', 'INIT'],
    ['failed', 'RESET', 'INIT'],
    ['INIT', 'SIGNED', 'ILLEGAL'],
    ['awaiting-wallet', 'SUBMIT', 'ILLEGAL'], // no double submit
    ['awaiting-wallet', 'RESET', 'ILLEGAL'],
    ['submitted', 'FAILED', 'ILLEGAL'],
    ['INIT', 'CHECK', 'checking'],
    ['checking', 'SUBMIT', 'awaiting-wallet'],
    ['checking', 'CHECKED', 'INIT'],
    ['checking', 'RESET', 'ILLEGAL'], // not while reading fresh data
    ['checking', 'CHECK', 'ILLEGAL'],
    ['awaiting-wallet', 'CHECKED', 'ILLEGAL'],
    ['failed', 'LATE_SIGNED', 'submitted'], // the wallet answered late
    ['INIT', 'LATE_SIGNED', 'ILLEGAL'],
    ['awaiting-wallet', 'LATE_SIGNED', 'ILLEGAL'],
  ] as const)('default: %s + %s → %s', (state, type, expected) => {
    expect(next(transitionFlow(state, { type }))).toBe(expected)
  })

  it('default: SUCCESS is the default result', () => {
    expect(DEFAULT_FLOW_RESULT).toBe('SUCCESS')
  })
})

const orderEvents: readonly OrderEvent[] = [
  { type: 'PAID' },
  { type: 'BROADCAST' },
  { type: 'CONFIRMED' },
  { type: 'LISTED', side: 'buy' },
  { type: 'LISTED', side: 'sell' },
  { type: 'PARTIALLY_FILLED' },
  { type: 'WITHDRAW_STARTED' },
  { type: 'REFUND_STARTED' },
  { type: 'SETTLED' },
  { type: 'FAILED' },
  { type: 'CANCELLED' },
]

describe(transitionOrderStatus, () => {
  it.each([
    ['notpaid', { type: 'PAID' }, 'pending'],
    ['pending', { type: 'BROADCAST' }, 'unconfirmed'],
    ['unconfirmed', { type: 'CONFIRMED' }, 'in-progress'],
    ['in-progress', { type: 'SETTLED' }, 'completed'],
    ['in-progress', { type: 'LISTED', side: 'sell' }, 'sell'],
    ['sell', { type: 'PARTIALLY_FILLED' }, 'selling'],
    ['buy', { type: 'PARTIALLY_FILLED' }, 'buying'],
    ['selling', { type: 'SETTLED' }, 'completed'],
    ['selling', { type: 'WITHDRAW_STARTED' }, 'withdrawing'],
    ['withdrawing', { type: 'SETTLED' }, 'completed'],
    ['buy', { type: 'CANCELLED' }, 'cancel'],
    ['pending', { type: 'REFUND_STARTED' }, 'refunding'],
    ['refunding', { type: 'SETTLED' }, 'cancel'],
    ['unconfirmed', { type: 'FAILED' }, 'failed'],
    ['notpaid', { type: 'SETTLED' }, 'ILLEGAL'],
    ['notpaid', { type: 'BROADCAST' }, 'ILLEGAL'],
    ['completed', { type: 'FAILED' }, 'completed'],
    ['cancel', { type: 'PAID' }, 'cancel'],
  ] as const)('default: %s + %j → %s', (state, event, expected) => {
    expect(next(transitionOrderStatus(state, event))).toBe(expected)
  })

  test.prop([
    fc.constantFrom(...TERMINAL_ORDER_STATUSES),
    fc.array(fc.constantFrom(...orderEvents), { maxLength: 20 }),
  ])('property: terminal order states absorb every event', (state, events) => {
    let s = state
    for (const e of events) s = transitionOrderStatus(s, e)._unsafeUnwrap()
    expect(s).toBe(state)
  })

  test.prop([
    fc.constantFrom(...ORDER_STATUSES),
    fc.array(fc.constantFrom(...orderEvents), { maxLength: 20 }),
  ])('property: once terminal, always terminal', (state, events) => {
    let s = state
    let terminal = TERMINAL_ORDER_STATUSES.includes(s)
    for (const e of events) {
      const r = transitionOrderStatus(s, e)
      if (r.isErr()) continue
      s = r.value
      if (terminal) expect(TERMINAL_ORDER_STATUSES).toContain(s)
      terminal = TERMINAL_ORDER_STATUSES.includes(s)
    }
  })
})

describe(transitionUploadPayment, () => {
  it.each([
    ['unpaid', 'PAY', 'uploading'],
    ['uploading', 'UPLOADED', 'successful'],
    ['uploading', 'FAILED', 'unpaid'],
    ['unpaid', 'UPLOADED', 'ILLEGAL'],
    ['successful', 'FAILED', 'successful'],
    ['successful', 'PAY', 'successful'],
  ] as const)('default: %s + %s → %s', (state, type, expected) => {
    expect(next(transitionUploadPayment(state, { type }))).toBe(expected)
  })
})

describe(transitionFileListing, () => {
  it.each([
    ['not-listed', 'LIST', 'listed'],
    ['listed', 'EDIT', 'edited'],
    ['edited', 'EDIT', 'edited'],
    ['edited', 'REVOKE', 'revoked'],
    ['listed', 'CANCEL', 'cancelled'],
    ['revoked', 'LIST', 'listed'],
    ['cancelled', 'LIST', 'listed'],
    ['not-listed', 'REVIEW_STARTED', 'under-review'],
    ['under-review', 'REVIEW_PASSED', 'not-listed'],
    ['under-review', 'LIST', 'ILLEGAL'],
    ['not-listed', 'EDIT', 'ILLEGAL'],
    ['listed', 'LIST', 'ILLEGAL'],
    ['revoked', 'REVOKE', 'ILLEGAL'],
  ] as const)('default: %s + %s → %s', (state, type, expected) => {
    expect(next(transitionFileListing(state, { type }))).toBe(expected)
  })
})

describe(transitionCart, () => {
  const add = (s: CartState, id: string) =>
    transitionCart(s, { type: 'ADD', id })

  it('default: add, remove, checkout, confirm', () => {
    let s = add(EMPTY_CART, 'a')._unsafeUnwrap()
    s = add(s, 'b')._unsafeUnwrap()
    s = transitionCart(s, { type: 'REMOVE', id: 'a' })._unsafeUnwrap()
    expect(s.items).toEqual(['b'])
    s = transitionCart(s, { type: 'CHECKOUT' })._unsafeUnwrap()
    expect(s.status).toBe('checking-out')
    expect(add(s, 'c')._unsafeUnwrapErr().code).toBe('ILLEGAL_TRANSITION')
    s = transitionCart(s, { type: 'CONFIRMED' })._unsafeUnwrap()
    expect(s).toEqual({ status: 'purchased', items: ['b'] })
    expect(transitionCart(s, { type: 'CLEAR' })._unsafeUnwrap()).toEqual(
      EMPTY_CART,
    )
  })

  it('behavior: at most 50 items, no duplicates', () => {
    let s = EMPTY_CART
    for (let i = 0; i < MAX_CART_FILES; i++) s = add(s, `f${i}`)._unsafeUnwrap()
    expect(add(s, 'one-more')._unsafeUnwrapErr()).toEqual({
      code: 'CART_FULL',
      max: 50,
    })
    expect(
      add(EMPTY_CART, 'x')
        .andThen((c) => add(c, 'x'))
        ._unsafeUnwrapErr().code,
    ).toBe('ALREADY_IN_CART')
  })

  it.each([
    [EMPTY_CART, { type: 'CHECKOUT' }, 'CART_EMPTY'],
    [EMPTY_CART, { type: 'REMOVE', id: 'z' }, 'NOT_IN_CART'],
    [EMPTY_CART, { type: 'CONFIRMED' }, 'ILLEGAL_TRANSITION'],
    [
      { status: 'checking-out', items: ['a'] },
      { type: 'CLEAR' },
      'ILLEGAL_TRANSITION',
    ],
  ] as const)('behavior: #%# fails %s', (state, event, code) => {
    expect(transitionCart(state, event)._unsafeUnwrapErr().code).toBe(code)
  })

  it('behavior: a failed checkout reopens the cart with its items', () => {
    const s = transitionCart(
      { status: 'checking-out', items: ['a'] },
      { type: 'CHECKOUT_FAILED' },
    )
    expect(s._unsafeUnwrap()).toEqual({ status: 'open', items: ['a'] })
  })
})

describe(getBlockIndicatorState, () => {
  it.each([
    [{ online: false, consecutiveFailures: 9 }, 'offline'],
    [{ online: true, consecutiveFailures: 5 }, 'connection-error'],
    [
      {
        online: true,
        consecutiveFailures: 0,
        indexHeight: 100,
        chainHeight: 106,
      },
      'warning',
    ],
    // One failed refresh already means the figures may be out of date.
    [
      {
        online: true,
        consecutiveFailures: 1,
        indexHeight: 100,
        chainHeight: 106,
        halted: true,
      },
      'stale',
    ],
    [
      {
        online: true,
        consecutiveFailures: 4,
        indexHeight: 100,
        chainHeight: 100,
      },
      'stale',
    ],
    [
      {
        online: true,
        consecutiveFailures: 0,
        indexHeight: 100,
        chainHeight: 106,
        halted: true,
      },
      'halted',
    ],
    [
      {
        online: true,
        consecutiveFailures: 0,
        indexHeight: 100,
        chainHeight: 105,
      },
      'normal',
    ],
    [{ online: true, consecutiveFailures: 0 }, 'normal'],
  ])('default: #%# → %s', (parameters, state) => {
    expect(getBlockIndicatorState(parameters)).toBe(state)
  })
})

describe(isTradingPaused, () => {
  it.each([
    [100, 100 + BLOCK_LAG_WARNING, undefined, false],
    [100, 101 + BLOCK_LAG_WARNING, undefined, true],
    [100, 102, 1, true],
    [undefined, 100, undefined, true],
  ])(
    'default: index %s, chain %s, max lag %s → %s',
    (indexHeight, chainHeight, maxLagBlocks, paused) => {
      expect(isTradingPaused({ indexHeight, chainHeight, maxLagBlocks })).toBe(
        paused,
      )
    },
  )

  it('parameters: stale data pauses even an index in step', () => {
    expect(
      isTradingPaused({ indexHeight: 100, chainHeight: 100, stale: true }),
    ).toBe(true)
    expect(
      isTradingPaused({ indexHeight: 100, chainHeight: 100, stale: false }),
    ).toBe(false)
  })
})

describe(isDataStale, () => {
  it.each([
    [0, false],
    [1, true],
    [5, true],
  ])('default: %i failed refreshes → %s', (consecutiveFailures, stale) => {
    expect(isDataStale({ consecutiveFailures })).toBe(stale)
  })
})

describe(isChainHalted, () => {
  const blockIntervalMs = 60_000
  it.each([
    [0, false],
    [CHAIN_HALT_INTERVALS * blockIntervalMs - 1, false],
    [CHAIN_HALT_INTERVALS * blockIntervalMs, true],
    [10 * blockIntervalMs, true],
  ])('default: the same height for %i ms → %s', (elapsedMs, halted) => {
    expect(
      isChainHalted({
        sinceMs: 1_000,
        nowMs: 1_000 + elapsedMs,
        blockIntervalMs,
      }),
    ).toBe(halted)
  })

  it('parameters: without a positive interval nothing is a halt', () => {
    expect(isChainHalted({ sinceMs: 0, nowMs: 1e12, blockIntervalMs: 0 })).toBe(
      false,
    )
  })
})

describe(getStakingStatus, () => {
  it.each([
    [100, 100, 'active'],
    [101, 100, 'ended'],
    [10_000, undefined, 'active'],
  ])('default: height %s, end %s → %s', (height, endHeight, status) => {
    expect(getStakingStatus({ height, endHeight })).toBe(status)
  })
})
