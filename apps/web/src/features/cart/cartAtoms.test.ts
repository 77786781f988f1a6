import { stringifyForStorage } from '@drc20/core'
import { afterEach, describe, expect, it } from 'vitest'
import {
  CART_STORAGE_KEY,
  CART_UNREADABLE_STORAGE_KEY,
} from '../../lib/storage/storageKeys'
import { rescueStoredCart } from './cartAtoms'

const item = {
  fileId: 'f'.repeat(64),
  exId: 'e'.repeat(64),
  tick: 'WDOGE(WRAPPED-DOGE)',
  amt: 1_100_000_000n,
  seller: 'DSeller',
  name: 'Pup',
  metaId: '',
}

describe(rescueStoredCart, () => {
  afterEach(() => localStorage.clear())

  it('default: a good cart is left alone', () => {
    localStorage.setItem(
      CART_STORAGE_KEY,
      stringifyForStorage({ v: 1, items: [item] }),
    )
    expect(rescueStoredCart(localStorage)).toBe(0)
    expect(localStorage.getItem(CART_UNREADABLE_STORAGE_KEY)).toBeNull()
  })

  it('behavior: bad entries are counted and the stored text kept aside', () => {
    const text = stringifyForStorage({ v: 1, items: [item, 'junk', {}] })
    localStorage.setItem(CART_STORAGE_KEY, text)
    expect(rescueStoredCart(localStorage)).toBe(2)
    expect(localStorage.getItem(CART_UNREADABLE_STORAGE_KEY)).toBe(text)
  })

  it('behavior: text that is not JSON is kept aside too', () => {
    localStorage.setItem(CART_STORAGE_KEY, '{not json')
    expect(rescueStoredCart(localStorage)).toBe(1)
    expect(localStorage.getItem(CART_UNREADABLE_STORAGE_KEY)).toBe('{not json')
  })

  it('behavior: an earlier copy set aside is kept, the new one below it', () => {
    localStorage.setItem(CART_UNREADABLE_STORAGE_KEY, 'first')
    localStorage.setItem(CART_STORAGE_KEY, 'second')
    rescueStoredCart(localStorage)
    rescueStoredCart(localStorage)
    expect(localStorage.getItem(CART_UNREADABLE_STORAGE_KEY)).toBe(
      'first\nsecond',
    )
  })

  it('behavior: nothing stored, nothing to report', () => {
    expect(rescueStoredCart(localStorage)).toBe(0)
  })
})
