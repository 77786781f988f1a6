import { MAX_CART_FILES } from '../../validation/fileLimits.js'
import { type CartItem, isValidCartItem } from './cart.js'

/** The version of the stored cart's shape. */
export const STORED_CART_VERSION = 1

/** The cart as kept in local storage. */
export type StoredCart = {
  readonly v: typeof STORED_CART_VERSION
  readonly items: readonly CartItem[]
}

export type ParsedStoredCart = {
  /** The entries that read back as valid, in order, each file once. */
  readonly items: readonly CartItem[]
  /**
   * Entries that did not (a bad shape, a duplicate, beyond the cap), or 1
   * when the whole value is not a cart: the caller keeps the stored text
   * aside and tells the user.
   */
  readonly rejected: number
}

const INTEGER = /^\d+$/

function readAmount(value: unknown): bigint | undefined {
  if (typeof value === 'bigint') return value
  if (typeof value === 'string' && INTEGER.test(value)) return BigInt(value)
  return undefined
}

function readItem(value: unknown): CartItem | undefined {
  if (typeof value !== 'object' || value === null) return undefined
  const v = value as Record<string, unknown>
  const amt = readAmount(v.amt)
  const text = (key: string) =>
    typeof v[key] === 'string' ? (v[key] as string) : undefined
  const fileId = text('fileId')
  const exId = text('exId')
  const tick = text('tick')
  const seller = text('seller')
  if (
    amt === undefined ||
    fileId === undefined ||
    exId === undefined ||
    tick === undefined ||
    seller === undefined
  )
    return undefined
  const item: CartItem = {
    fileId,
    exId,
    tick,
    amt,
    seller,
    name: text('name') ?? '',
    metaId: text('metaId') ?? '',
  }
  return isValidCartItem(item) ? item : undefined
}

/**
 * Reads a stored cart (already JSON-decoded with core's storage codec):
 * keeps each valid entry, counts the rest. Nothing stored reads as an
 * empty cart with nothing rejected. Never throws.
 *
 * @example parseStoredCart({ v: 1, items: [item, 'junk'] }) // { items: [item], rejected: 1 }
 */
export function parseStoredCart(stored: unknown): ParsedStoredCart {
  if (stored === undefined || stored === null) return { items: [], rejected: 0 }
  if (
    typeof stored !== 'object' ||
    (stored as { v?: unknown }).v !== STORED_CART_VERSION ||
    !Array.isArray((stored as { items?: unknown }).items)
  )
    return { items: [], rejected: 1 }
  const items: CartItem[] = []
  let rejected = 0
  for (const entry of (stored as { items: unknown[] }).items) {
    const item = readItem(entry)
    if (
      item === undefined ||
      items.length >= MAX_CART_FILES ||
      items.some((i) => i.fileId === item.fileId)
    )
      rejected += 1
    else items.push(item)
  }
  return { items, rejected }
}
