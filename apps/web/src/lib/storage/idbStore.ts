import { createStore, del, get, set, type UseStore } from 'idb-keyval'

/**
 * Offline copies of what the indexer served (the token list, the token
 * pages a user opened), kept in IndexedDB through idb-keyval: values are
 * stored by structured clone, so bigints and large lists go in and out
 * without a text codec. Storage that is missing or refuses (privacy
 * modes, quota) only means no offline copy: every call resolves, reads to
 * `undefined`, and nothing throws.
 */
let store: UseStore | null | undefined

function getStore(): UseStore | null {
  if (store === undefined) {
    try {
      store =
        typeof indexedDB === 'undefined'
          ? null
          : createStore('drc20-cache', 'entries')
    } catch {
      store = null
    }
  }
  return store
}

/** The value stored under `key`, or `undefined` (none, or no storage). */
export async function readCached(key: string): Promise<unknown> {
  const db = getStore()
  if (db === null) return undefined
  try {
    return await get(key, db)
  } catch (error) {
    console.warn(`Could not read the offline copy ${key}`, error)
    return undefined
  }
}

/** Stores `value` under `key`; false when the storage refused it. */
export async function writeCached(
  key: string,
  value: unknown,
): Promise<boolean> {
  const db = getStore()
  if (db === null) return false
  try {
    await set(key, value, db)
    return true
  } catch (error) {
    console.warn(`Could not save the offline copy ${key}`, error)
    return false
  }
}

/** Drops the value under `key`. */
export async function deleteCached(key: string): Promise<void> {
  const db = getStore()
  if (db === null) return
  try {
    await del(key, db)
  } catch (error) {
    console.warn(`Could not drop the offline copy ${key}`, error)
  }
}
