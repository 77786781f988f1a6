import { getSwapSideKey, type SwapSide } from '@drc20/core'
import { atom } from 'jotai'
import { atomWithStoredJson } from '../../lib/storage/atomWithStoredJson'
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

/** A stored list of token keys; anything else stored reads as empty. */
const readKeys = (stored: unknown): readonly string[] | undefined =>
  Array.isArray(stored)
    ? stored.filter((item): item is string => typeof item === 'string')
    : undefined

const favouritesBaseAtom = atomWithStoredJson<readonly string[]>(
  FAVOURITE_TICKS_STORAGE_KEY,
  [],
  readKeys,
)
const recentsBaseAtom = atomWithStoredJson<readonly string[]>(
  RECENT_TICKS_STORAGE_KEY,
  [],
  readKeys,
)

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
