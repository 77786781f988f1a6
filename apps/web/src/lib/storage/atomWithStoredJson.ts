import { parseStoredJson, stringifyForStorage } from '@drc20/core'
import { atomWithStorage } from 'jotai/utils'
import { getLocalStorage, getSessionStorage } from './getLocalStorage'
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

/** Where a stored atom lives: local storage, or the tab's session storage. */
export type StorageArea = 'local' | 'session'

const storageOf = (area: StorageArea) =>
  area === 'session' ? getSessionStorage() : getLocalStorage()

/** Values waiting for their debounced write, by key. */
const pendingWrites = new Map<
  string,
  { readonly text: string; readonly area: StorageArea }
>()
let writeTimer: ReturnType<typeof setTimeout> | undefined

/** Writes every stored atom changed since the last write, now. */
export function flushStoredAtoms(): void {
  if (writeTimer !== undefined) clearTimeout(writeTimer)
  writeTimer = undefined
  for (const [key, { text, area }] of pendingWrites) {
    try {
      storageOf(area)?.setItem(key, text)
    } catch (error) {
      // Quota or disabled storage: the value stays in memory and on screen.
      console.warn(`Could not save ${key}`, error)
    }
  }
  pendingWrites.clear()
}

globalThis.addEventListener?.('pagehide', flushStoredAtoms)

/**
 * What a stored atom's key holds now (a write still waiting included),
 * checked by `read`; `undefined` when absent, not ours, or refused. For a
 * component that restores its state once, whenever it mounts.
 */
export function readStoredJson<T>(
  key: string,
  read: (stored: unknown) => T | undefined,
  area: StorageArea = 'local',
): T | undefined {
  const text = pendingWrites.get(key)?.text ?? storageOf(area)?.getItem(key)
  return parseStoredJson(text)
    .map((value) => read(value))
    .unwrapOr(undefined)
}

function createStoredJsonStorage<T>(
  read: (stored: unknown) => T | undefined,
  area: StorageArea,
): SyncStorage<T> {
  const decode = (text: string | null | undefined, initial: T) =>
    parseStoredJson(text)
      .map((value) => read(value) ?? initial)
      .unwrapOr(initial)
  return {
    getItem(key, initial) {
      const pending = pendingWrites.get(key)
      return decode(pending?.text ?? storageOf(area)?.getItem(key), initial)
    },
    setItem(key, value) {
      pendingWrites.set(key, { text: stringifyForStorage(value), area })
      if (writeTimer !== undefined) clearTimeout(writeTimer)
      writeTimer = setTimeout(flushStoredAtoms, PERSIST_DEBOUNCE_MS)
    },
    removeItem(key) {
      pendingWrites.delete(key)
      storageOf(area)?.removeItem(key)
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
 * that is not ours, reads as `initialValue`. `area: 'session'` keeps it in
 * the tab's session storage instead (a draft that outlives a reload, not
 * the tab).
 */
export function atomWithStoredJson<T>(
  key: string,
  initialValue: T,
  read: (stored: unknown) => T | undefined,
  { area = 'local' }: { readonly area?: StorageArea } = {},
) {
  return atomWithStorage(
    key,
    initialValue,
    createStoredJsonStorage(read, area),
    { getOnInit: true },
  )
}
