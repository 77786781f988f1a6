import type { ApiError } from '@drc20/api'
import {
  getHeldAmount,
  getSwapSideKey,
  parseStoredJson,
  type SwapSide,
  stringifyForStorage,
} from '@drc20/core'
import { atom } from 'jotai'
import { unwrap } from 'jotai/utils'
import { withApi } from '../../lib/api/withApi'
import { servicesAtom } from '../../lib/services'
import {
  FAVOURITE_TICKS_STORAGE_KEY,
  RECENT_TICKS_STORAGE_KEY,
} from '../../lib/storage/storageKeys'
import {
  signingAddressAtom,
  walletStateAtom,
} from '../../lib/wallet/walletAtoms'
import { newBlockAtom } from '../blocks/atoms'

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

const balancesRefreshAtom = atom(0)

/** Re-reads the connected address's balances now (e.g. after a submit). */
export const refreshTokenBalancesAtom = atom(null, (get, set) => {
  set(balancesRefreshAtom, get(balancesRefreshAtom) + 1)
})

export type TokenBalancesState =
  | { readonly status: 'disconnected' | 'loading' }
  | {
      readonly status: 'loaded'
      readonly address: string
      /** DRC-20 balances (LP and WDOGE included) by tick, base units. */
      readonly balances: ReadonlyMap<string, bigint>
    }
  | { readonly status: 'failed'; readonly error: ApiError }

const balancesFetchAtom = atom(
  async (get, { signal }): Promise<TokenBalancesState> => {
    const address = get(signingAddressAtom)
    get(newBlockAtom)
    get(balancesRefreshAtom)
    if (address === undefined) return { status: 'disconnected' }
    const result = await withApi(get(servicesAtom).api, (api) =>
      api.fetchAllBalances({ holderAddress: address, signal }),
    ).map(
      ({ balances }): TokenBalancesState => ({
        status: 'loaded',
        address,
        balances: new Map(balances.map((b) => [b.tick, b.amt])),
      }),
    )
    return result.match(
      (state) => state,
      (error): TokenBalancesState => ({ status: 'failed', error }),
    )
  },
)

const balancesUnwrappedAtom = unwrap(
  balancesFetchAtom,
  (previous): TokenBalancesState => previous ?? { status: 'loading' },
)

/**
 * The connected address's DRC-20 balances (v4 drc20/collect-address, all
 * pages), refreshed on every new indexed block. While a refresh runs the
 * previous balances of the same address stay on screen.
 */
export const tokenBalancesAtom = atom((get): TokenBalancesState => {
  const state = get(balancesUnwrappedAtom)
  const address = get(signingAddressAtom)
  if (address === undefined) return { status: 'disconnected' }
  if (state.status === 'loaded' && state.address !== address) {
    return { status: 'loading' }
  }
  if (state.status === 'disconnected') return { status: 'loading' }
  return state
})

/** Native DOGE of the connected wallet (`balance.confirmed`, koinu). */
export const dogeBalanceAtom = atom((get) => {
  const wallet = get(walletStateAtom)
  return get(signingAddressAtom) === undefined
    ? undefined
    : wallet.balance?.confirmed
})

/**
 * The balance shown for a token option (core's `getHeldAmount`);
 * `undefined` while unknown or disconnected.
 */
export const getOptionBalance = (
  option: TokenOption,
  balances: TokenBalancesState,
  dogeBalance: bigint | undefined,
): bigint | undefined =>
  getHeldAmount(
    {
      byTick: balances.status === 'loaded' ? balances.balances : undefined,
      doge: dogeBalance,
    },
    option,
  )
