import { parseStoredJson, stringifyForStorage } from '@drc20/core'
import { atomWithStorage } from 'jotai/utils'
import { getLocalStorage } from './getLocalStorage'
import { PERSIST_DEBOUNCE_MS } from './storageKeys'

/** jotai's synchronous storage interface (atomWithStorage's third argument). */
type SyncStorage<T> = {
  getItem: (key: string, initialValue: T) => T
  setItem: (key: string, value: T) => void
  removeItem: (key: string) => void
  subscribe?: (
    key: string,
    callback: (value: T) => void,
    initialValue: T,
  ) => () => void
}

/** Values waiting for their debounced write, by key. */
const pendingWrites = new Map<string, string>()
let writeTimer: ReturnType<typeof setTimeout> | undefined

/** Writes every stored atom changed since the last write, now. */
export function flushStoredAtoms(): void {
  if (writeTimer !== undefined) clearTimeout(writeTimer)
  writeTimer = undefined
  const storage = getLocalStorage()
  for (const [key, text] of pendingWrites) {
    try {
      storage?.setItem(key, text)
    } catch (error) {
      // Quota or disabled storage: the value stays in memory and on screen.
      console.warn(`Could not save ${key}`, error)
    }
  }
  pendingWrites.clear()
}

globalThis.addEventListener?.('pagehide', flushStoredAtoms)

function createStoredJsonStorage<T>(
  read: (stored: unknown) => T | undefined,
): SyncStorage<T> {
  const decode = (text: string | null | undefined, initial: T) =>
    parseStoredJson(text)
      .map((value) => read(value) ?? initial)
      .unwrapOr(initial)
  return {
    getItem(key, initial) {
      const pending = pendingWrites.get(key)
      return decode(pending ?? getLocalStorage()?.getItem(key), initial)
    },
    setItem(key, value) {
      pendingWrites.set(key, stringifyForStorage(value))
      if (writeTimer !== undefined) clearTimeout(writeTimer)
      writeTimer = setTimeout(flushStoredAtoms, PERSIST_DEBOUNCE_MS)
    },
    removeItem(key) {
      pendingWrites.delete(key)
      getLocalStorage()?.removeItem(key)
    },
    subscribe(key, callback, initial) {
      // Another tab changed it: follow.
      const onStorage = (event: StorageEvent) => {
        if (event.key === key) callback(decode(event.newValue, initial))
      }
      globalThis.addEventListener?.('storage', onStorage)
      return () => globalThis.removeEventListener?.('storage', onStorage)
    },
  }
}

/**
 * A jotai atom kept in local storage with core's codec
 * (`stringifyForStorage` / `parseStoredJson`, so bigints survive), written
 * 300 ms after its last change (docs/product.md §4, §9) and before the page goes.
 * `read` checks what was stored: anything it refuses (`undefined`), or text
 * that is not ours, reads as `initialValue`.
 */
export function atomWithStoredJson<T>(
  key: string,
  initialValue: T,
  read: (stored: unknown) => T | undefined,
) {
  return atomWithStorage(key, initialValue, createStoredJsonStorage(read), {
    getOnInit: true,
  })
}
