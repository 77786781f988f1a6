import { err, ok, type Result } from 'neverthrow'
import { isTxHash } from '../../identifiers/isTxHash.js'
import { MAX_CART_FILES } from '../../validation/fileLimits.js'

/** One listed file in the cart: the listing as it was when added. */
export type CartItem = {
  readonly fileId: string
  /** The order-v2 listing (`ex_id`). */
  readonly exId: string
  /** The payment tick, as on the wire. */
  readonly tick: string
  /** The price, base units of `tick`. */
  readonly amt: bigint
  /** The maker, paid directly by the trade (docs/protocol.md §9.2). */
  readonly seller: string
  /** The item's name (untrusted text), `''` when unknown. */
  readonly name: string
  /** Its collection, `''` when none. */
  readonly metaId: string
}

export type CartItemError =
  | { readonly code: 'CART_FULL' }
  | { readonly code: 'ALREADY_IN_CART' }
  /** The buyer is the seller: the indexer refuses a self-trade. */
  | { readonly code: 'OWN_LISTING' }
  | { readonly code: 'INVALID_ITEM' }

/** Whether `item` has the shape a trade can be built from. */
export function isValidCartItem(item: CartItem): boolean {
  return (
    isTxHash(item.fileId) &&
    isTxHash(item.exId) &&
    item.tick.length > 0 &&
    item.amt >= 1n &&
    item.seller.length > 0
  )
}

/**
 * Adds a listed file to the cart: at most `MAX_CART_FILES` (docs/product.md §5), each
 * file once, never the buyer's own listing.
 *
 * @example addCartItem([], item, buyer) // ok([item])
 */
export function addCartItem(
  items: readonly CartItem[],
  item: CartItem,
  buyer?: string,
): Result<readonly CartItem[], CartItemError> {
  if (!isValidCartItem(item)) return err({ code: 'INVALID_ITEM' })
  if (items.some((i) => i.fileId === item.fileId))
    return err({ code: 'ALREADY_IN_CART' })
  if (buyer !== undefined && buyer === item.seller)
    return err({ code: 'OWN_LISTING' })
  if (items.length >= MAX_CART_FILES) return err({ code: 'CART_FULL' })
  return ok([...items, item])
}

/** The cart without `fileIds`. */
export function removeCartItems(
  items: readonly CartItem[],
  fileIds: readonly string[],
): readonly CartItem[] {
  const drop = new Set(fileIds)
  return items.filter((i) => !drop.has(i.fileId))
}
