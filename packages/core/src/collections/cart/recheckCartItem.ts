import type { FileExchangeOrder } from '../../domain/listings.js'
import { getFileListingState } from '../getFileListingState.js'
import type { CartItem } from './cart.js'

/** What a fresh read of an item's orders says about buying it now. */
export type CartItemCheck =
  /** Still listed as carted: buy it. */
  | { readonly kind: 'buy'; readonly item: CartItem }
  /**
   * Listed again, or at another price or tick: buy only after the user
   * confirms the fresh listing (`item`), never at the carted price.
   */
  | {
      readonly kind: 'changed'
      readonly item: CartItem
      readonly previous: CartItem
    }
  /** Not buyable: drop it and pay nothing for it. */
  | {
      readonly kind: 'drop'
      readonly item: CartItem
      readonly reason: CartDropReason
    }

export type CartDropReason =
  /** A trade of the listing settled (`amt_finish` ≠ 0). */
  | 'SOLD'
  /** The maker cancelled it. */
  | 'CANCELLED'
  /** No open listing (never settled, or gone). */
  | 'NOT_LISTED'
  /** The buyer now is the seller. */
  | 'OWN_LISTING'

/**
 * The re-check of one carted file against its order-v2 rows, read just
 * before checkout and again just before each trade is signed
 * (docs/protocol.md §9.2: the indexer takes the payment of a trade on a
 * sold or cancelled order and moves nothing, so `amt_finish` must still be
 * 0). The carted listing still open at the same price and tick → buy; a
 * newer open listing of the file → changed (to confirm again); otherwise
 * drop, saying why.
 *
 * @example recheckCartItem(item, orders, buyer) // { kind: 'drop', reason: 'SOLD', item }
 */
export function recheckCartItem(
  item: CartItem,
  orders: readonly FileExchangeOrder[],
  buyer: string,
): CartItemCheck {
  const state = getFileListingState(orders)
  const open = state.open
  if (open === null) {
    const closing = orders.find(
      (o) =>
        o.status === 'completed' && o.exId === item.exId && o.op !== 'create',
    )
    return {
      kind: 'drop',
      item,
      reason:
        closing?.op === 'trade'
          ? 'SOLD'
          : closing?.op === 'cancel'
            ? 'CANCELLED'
            : 'NOT_LISTED',
    }
  }
  if (open.seller === buyer)
    return { kind: 'drop', item, reason: 'OWN_LISTING' }
  if (
    open.exId === item.exId &&
    open.amt === item.amt &&
    open.tick === item.tick
  )
    return { kind: 'buy', item }
  return {
    kind: 'changed',
    previous: item,
    item: {
      ...item,
      exId: open.exId,
      amt: open.amt,
      tick: open.tick,
      seller: open.seller,
    },
  }
}
