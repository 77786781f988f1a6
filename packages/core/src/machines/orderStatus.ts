import { err, ok, type Result } from 'neverthrow'
import { assertNever, type IllegalTransitionError } from './transitionError.js'

/** Every order status value of docs/product.md (§3), in lifecycle order. */
export const ORDER_STATUSES = [
  'notpaid',
  'pending',
  'unconfirmed',
  'in-progress',
  'buy',
  'sell',
  'buying',
  'selling',
  'withdrawing',
  'refunding',
  'completed',
  'failed',
  'cancel',
] as const

export type OrderStatus = (typeof ORDER_STATUSES)[number]

/** Terminal states absorb every event. */
export const TERMINAL_ORDER_STATUSES: readonly OrderStatus[] = Object.freeze([
  'completed',
  'failed',
  'cancel',
])

export function isTerminalOrderStatus(status: OrderStatus): boolean {
  return TERMINAL_ORDER_STATUSES.includes(status)
}

export type OrderEvent =
  /** The service saw the payment. */
  | { readonly type: 'PAID' }
  /** The inscription was broadcast, not yet in a block. */
  | { readonly type: 'BROADCAST' }
  /** In a block; the indexer has not applied it yet. */
  | { readonly type: 'CONFIRMED' }
  /** A market order is open on its side. */
  | { readonly type: 'LISTED'; readonly side: 'buy' | 'sell' }
  | { readonly type: 'PARTIALLY_FILLED' }
  /** Escrow is being returned. */
  | { readonly type: 'WITHDRAW_STARTED' }
  | { readonly type: 'REFUND_STARTED' }
  /** The indexer applied it (or the refund / withdraw finished). */
  | { readonly type: 'SETTLED' }
  | { readonly type: 'FAILED' }
  | { readonly type: 'CANCELLED' }

const OPEN_MARKET: readonly OrderStatus[] = ['buy', 'sell', 'buying', 'selling']

/**
 * Order status as observed from the service and the indexer. Terminal
 * states (completed, failed, cancel) absorb every event: a late or repeated
 * observation never revives a finished order.
 */
export function transitionOrderStatus(
  state: OrderStatus,
  event: OrderEvent,
): Result<OrderStatus, IllegalTransitionError<OrderStatus>> {
  if (isTerminalOrderStatus(state)) return ok(state)
  const illegal = err({
    code: 'ILLEGAL_TRANSITION' as const,
    state,
    event: event.type,
  })
  switch (event.type) {
    case 'PAID':
      return state === 'notpaid' ? ok('pending') : illegal
    case 'BROADCAST':
      return state === 'pending' ? ok('unconfirmed') : illegal
    case 'CONFIRMED':
      return state === 'pending' || state === 'unconfirmed'
        ? ok('in-progress')
        : illegal
    case 'LISTED':
      return state === 'pending' ||
        state === 'unconfirmed' ||
        state === 'in-progress'
        ? ok(event.side)
        : illegal
    case 'PARTIALLY_FILLED':
      if (state === 'buy' || state === 'buying') return ok('buying')
      if (state === 'sell' || state === 'selling') return ok('selling')
      return illegal
    case 'WITHDRAW_STARTED':
      return OPEN_MARKET.includes(state) ? ok('withdrawing') : illegal
    case 'REFUND_STARTED':
      return state === 'notpaid' ? illegal : ok('refunding')
    case 'SETTLED':
      if (state === 'notpaid') return illegal
      return ok(state === 'refunding' ? 'cancel' : 'completed')
    case 'FAILED':
      return ok('failed')
    case 'CANCELLED':
      return ok('cancel')
    default:
      return assertNever(event)
  }
}
