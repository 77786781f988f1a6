import { err, ok, type Result } from 'neverthrow'
import { MAX_CART_FILES } from '../validation/fileLimits.js'
import { assertNever } from './transitionError.js'

export type CartState = {
  readonly status: 'open' | 'checking-out' | 'purchased'
  /** Item ids (file ids), in the order added. */
  readonly items: readonly string[]
}

export const EMPTY_CART: CartState = Object.freeze({
  status: 'open',
  items: Object.freeze([]) as readonly string[],
})

export type CartEvent =
  | { readonly type: 'ADD'; readonly id: string }
  | { readonly type: 'REMOVE'; readonly id: string }
  | { readonly type: 'CLEAR' }
  | { readonly type: 'CHECKOUT' }
  | { readonly type: 'CONFIRMED' }
  | { readonly type: 'CHECKOUT_FAILED' }

export type CartError =
  | { readonly code: 'CART_FULL'; readonly max: number }
  | { readonly code: 'ALREADY_IN_CART' }
  | { readonly code: 'NOT_IN_CART' }
  | { readonly code: 'CART_EMPTY' }
  /** The cart is locked while checking out or after the purchase. */
  | { readonly code: 'ILLEGAL_TRANSITION'; readonly event: string }

/**
 * The file cart: add (≤ 50, no duplicates), remove, clear, checkout of a
 * non-empty cart, then confirmed (purchased) or failed (open again). A
 * purchased cart only accepts CLEAR, which starts a new empty cart.
 */
export function transitionCart(
  state: CartState,
  event: CartEvent,
): Result<CartState, CartError> {
  if (state.status !== 'open' && event.type !== 'CLEAR') {
    if (state.status === 'checking-out') {
      if (event.type === 'CONFIRMED')
        return ok({ ...state, status: 'purchased' })
      if (event.type === 'CHECKOUT_FAILED')
        return ok({ ...state, status: 'open' })
    }
    return err({ code: 'ILLEGAL_TRANSITION', event: event.type })
  }
  switch (event.type) {
    case 'ADD':
      if (state.items.includes(event.id))
        return err({ code: 'ALREADY_IN_CART' })
      if (state.items.length >= MAX_CART_FILES)
        return err({ code: 'CART_FULL', max: MAX_CART_FILES })
      return ok({ ...state, items: [...state.items, event.id] })
    case 'REMOVE':
      if (!state.items.includes(event.id)) return err({ code: 'NOT_IN_CART' })
      return ok({ ...state, items: state.items.filter((i) => i !== event.id) })
    case 'CLEAR':
      if (state.status === 'checking-out')
        return err({ code: 'ILLEGAL_TRANSITION', event: event.type })
      return ok(EMPTY_CART)
    case 'CHECKOUT':
      if (state.items.length === 0) return err({ code: 'CART_EMPTY' })
      return ok({ ...state, status: 'checking-out' })
    case 'CONFIRMED':
    case 'CHECKOUT_FAILED':
      return err({ code: 'ILLEGAL_TRANSITION', event: event.type })
    default:
      return assertNever(event)
  }
}
