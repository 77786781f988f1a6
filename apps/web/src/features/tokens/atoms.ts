import {
  getSwapSideKey,
  parseStoredJson,
  type SwapSide,
  stringifyForStorage,
} from '@drc20/core'
import { atom } from 'jotai'
import {
  FAVOURITE_TICKS_STORAGE_KEY,
  RECENT_TICKS_STORAGE_KEY,
} from '../../lib/storage/storageKeys'

/** Recents kept, newest first. */
export const MAX_RECENT_TICKS = 6

/**
 * An entry of a token list: core's `SwapSide`, a tick or native DOGE
 * standing for the WDOGE leg of a `doge: 1` pair operation.
 */
export type TokenOption = SwapSide

/** The key a token option is stored and compared under. */
export const getTokenOptionKey = getSwapSideKey

function readStoredKeys(key: string): readonly string[] {
  if (typeof localStorage === 'undefined') return []
  // Corrupted or foreign values are ignored (the list starts empty).
  return parseStoredJson(localStorage.getItem(key))
    .map((value) =>
      Array.isArray(value)
        ? value.filter((item): item is string => typeof item === 'string')
        : [],
    )
    .unwrapOr([])
}

function writeStoredKeys(key: string, keys: readonly string[]): void {
  if (typeof localStorage === 'undefined') return
  localStorage.setItem(key, stringifyForStorage(keys))
}

function storedKeysAtom(key: string) {
  const cache = atom<readonly string[] | undefined>(undefined)
  return atom(
    (get) => get(cache) ?? readStoredKeys(key),
    (_get, set, keys: readonly string[]) => {
      set(cache, keys)
      writeStoredKeys(key, keys)
    },
  )
}

const favouritesBaseAtom = storedKeysAtom(FAVOURITE_TICKS_STORAGE_KEY)
const recentsBaseAtom = storedKeysAtom(RECENT_TICKS_STORAGE_KEY)

/** Favourite token keys (`getTokenOptionKey`), in the order added. */
export const favouriteTokenKeysAtom = atom((get) => get(favouritesBaseAtom))

/** Recently chosen token keys, newest first. */
export const recentTokenKeysAtom = atom((get) => get(recentsBaseAtom))

export const toggleFavouriteTokenAtom = atom(
  null,
  (get, set, option: TokenOption) => {
    const key = getTokenOptionKey(option)
    const current = get(favouritesBaseAtom)
    set(
      favouritesBaseAtom,
      current.includes(key)
        ? current.filter((k) => k !== key)
        : [...current, key],
    )
  },
)

export const addRecentTokenAtom = atom(
  null,
  (get, set, option: TokenOption) => {
    const key = getTokenOptionKey(option)
    const current = get(recentsBaseAtom).filter((k) => k !== key)
    set(recentsBaseAtom, [key, ...current].slice(0, MAX_RECENT_TICKS))
  },
)
