import {
  addCartItem,
  type CartItem,
  type CartItemError,
  parseStoredCart,
  parseStoredJson,
  removeCartItems,
  STORED_CART_VERSION,
  type StoredCart,
} from '@drc20/core'
import { atom } from 'jotai'
import { ok, type Result } from 'neverthrow'
import { atomWithStoredJson } from '../../lib/storage/atomWithStoredJson'
import { getLocalStorage } from '../../lib/storage/getLocalStorage'
import {
  CART_STORAGE_KEY,
  CART_UNREADABLE_STORAGE_KEY,
} from '../../lib/storage/storageKeys'

/**
 * Reads what the cart key holds before anything writes it: when some of
 * it does not read back (hand-edited, an older shape, another app's text),
 * the stored text is copied aside (`CART_UNREADABLE_STORAGE_KEY`), so
 * nothing is lost, and the number of unreadable entries is returned for
 * the cart to tell.
 */
export function rescueStoredCart(storage: Storage | undefined): number {
  const text = storage?.getItem(CART_STORAGE_KEY)
  if (text === null || text === undefined) return 0
  const parsed = parseStoredJson(text)
  const rejected = parsed.isOk() ? parseStoredCart(parsed.value).rejected : 1
  if (rejected === 0) return 0
  try {
    // An earlier copy not dismissed yet stays: this one goes below it.
    const earlier = storage?.getItem(CART_UNREADABLE_STORAGE_KEY)
    if (!earlier?.endsWith(text))
      storage?.setItem(
        CART_UNREADABLE_STORAGE_KEY,
        earlier ? `${earlier}\n${text}` : text,
      )
  } catch (error) {
    // Full or disabled storage: the cart itself still holds the text.
    console.warn('Could not keep the unreadable cart aside', error)
  }
  return rejected
}

/** Unreadable entries found in the stored cart at start, once. */
const unreadableCountAtom = atom<number | null>(null)

/** How many stored cart entries could not be read (0 once dismissed). */
export const cartUnreadableAtom = atom(
  (get) => get(unreadableCountAtom) ?? 0,
  (_get, set) => {
    getLocalStorage()?.removeItem(CART_UNREADABLE_STORAGE_KEY)
    set(unreadableCountAtom, 0)
  },
)

const EMPTY: StoredCart = { v: STORED_CART_VERSION, items: [] }

const storedCartAtom = atomWithStoredJson<StoredCart>(
  CART_STORAGE_KEY,
  EMPTY,
  (stored) => ({
    v: STORED_CART_VERSION,
    items: parseStoredCart(stored).items,
  }),
)

/** Runs the rescue before the first read of the cart. */
const rescuedCartAtom = atom(
  (get) => get(storedCartAtom),
  (get, set, next: StoredCart) => {
    if (get(unreadableCountAtom) === null)
      set(unreadableCountAtom, rescueStoredCart(getLocalStorage()))
    set(storedCartAtom, next)
  },
)

/** Checks the stored cart once (the header's cart button calls it on mount). */
export const initCartAtom = atom(null, (get, set) => {
  if (get(unreadableCountAtom) === null)
    set(unreadableCountAtom, rescueStoredCart(getLocalStorage()))
})

/** The files in the cart, in the order added. */
export const cartItemsAtom = atom((get) => get(rescuedCartAtom).items)

/** Adds a listed file (≤ 50, once, not the buyer's own). */
export const addToCartAtom = atom(
  null,
  (get, set, item: CartItem, buyer?: string): Result<void, CartItemError> => {
    const next = addCartItem(get(cartItemsAtom), item, buyer)
    if (next.isErr()) return next.map(() => undefined)
    set(rescuedCartAtom, { v: STORED_CART_VERSION, items: next.value })
    return ok(undefined)
  },
)

/** Takes files out of the cart. */
export const removeFromCartAtom = atom(
  null,
  (get, set, fileIds: readonly string[]) => {
    set(rescuedCartAtom, {
      v: STORED_CART_VERSION,
      items: removeCartItems(get(cartItemsAtom), fileIds),
    })
  },
)

/** Replaces carted listings by their fresh state (a changed price). */
export const updateCartItemsAtom = atom(
  null,
  (get, set, fresh: readonly CartItem[]) => {
    const byId = new Map(fresh.map((i) => [i.fileId, i]))
    set(rescuedCartAtom, {
      v: STORED_CART_VERSION,
      items: get(cartItemsAtom).map((i) => byId.get(i.fileId) ?? i),
    })
  },
)

/** Empties the cart. */
export const clearCartAtom = atom(null, (_get, set) => {
  set(rescuedCartAtom, EMPTY)
})

/** Whether the cart drawer is open. */
export const cartOpenAtom = atom(false)
