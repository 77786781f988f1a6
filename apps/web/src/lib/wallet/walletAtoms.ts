import {
  INITIAL_WALLET_STATE,
  type WalletClient,
  type WalletError,
  type WalletState,
} from '@drc20/wallet'
import { atom, type Setter } from 'jotai'
import { servicesAtom } from '../services'
import { getLocalStorage } from '../storage/getLocalStorage'
import {
  LAST_WALLET_ADDRESS_STORAGE_KEY,
  WALLET_DISCONNECTED_STORAGE_KEY,
} from '../storage/storageKeys'
import { writeStored } from './storedDisconnect'

const walletStateBaseAtom = atom<WalletState>(INITIAL_WALLET_STATE)

const lastAddressBaseAtom = atom<string | null | undefined>(undefined)

/**
 * The address the wallet last connected with on this site (stored), so
 * that its operations show before the wallet answers after a reload;
 * `undefined` after a disconnect or before any connection.
 */
export const lastWalletAddressAtom = atom((get) => {
  const known = get(lastAddressBaseAtom)
  if (known !== undefined) return known ?? undefined
  return (
    getLocalStorage()?.getItem(LAST_WALLET_ADDRESS_STORAGE_KEY) ?? undefined
  )
})

function followSnapshot(set: Setter, wallet: WalletClient): void {
  const snapshot = wallet.getSnapshot()
  set(walletStateBaseAtom, snapshot)
  if (
    snapshot.address !== undefined &&
    (snapshot.status === 'connected' || snapshot.status === 'locked')
  ) {
    set(lastAddressBaseAtom, snapshot.address)
    if (
      getLocalStorage()?.getItem(LAST_WALLET_ADDRESS_STORAGE_KEY) !==
      snapshot.address
    )
      writeStored(LAST_WALLET_ADDRESS_STORAGE_KEY, snapshot.address)
  }
}

const unsubscribeAtom = atom<{ readonly stop: () => void } | undefined>(
  undefined,
)

/** Follows the wallet client while anything reads the wallet state. */
const walletSubscriptionAtom = atom(
  (get) => get(walletStateBaseAtom),
  (get, set, action: 'mount' | 'unmount') => {
    get(unsubscribeAtom)?.stop()
    set(unsubscribeAtom, undefined)
    if (action === 'unmount') return
    let stopped = false
    let unsubscribe: (() => void) | undefined
    set(unsubscribeAtom, {
      stop: () => {
        stopped = true
        unsubscribe?.()
      },
    })
    void get(servicesAtom)
      .wallet()
      .then((wallet) => {
        if (stopped) return
        followSnapshot(set, wallet)
        unsubscribe = wallet.subscribe(() => followSnapshot(set, wallet))
      })
  },
)
walletSubscriptionAtom.onMount = (dispatch) => {
  dispatch('mount')
  return () => dispatch('unmount')
}

/** The wallet's live snapshot (status, address, balance, pending approval). */
export const walletStateAtom = atom((get) => get(walletSubscriptionAtom))

/** The connected address; `undefined` unless connected. */
export const connectedAddressAtom = atom((get) => {
  const wallet = get(walletStateAtom)
  return wallet.status === 'connected' ? wallet.address : undefined
})

/** The signing address: connected, or locked (actions wait for the unlock). */
export const signingAddressAtom = atom((get) => {
  const wallet = get(walletStateAtom)
  return wallet.status === 'connected' || wallet.status === 'locked'
    ? wallet.address
    : undefined
})

export type ConnectOutcome =
  | { readonly kind: 'connected' | 'rejected' | 'not-installed' }
  | { readonly kind: 'failed'; readonly error: WalletError }

/**
 * Connects the wallet. Not installed → the caller shows the install modal;
 * a rejection is silent; while a request is pending the same one is reused,
 * so extra clicks are ignored.
 */
export const connectWalletAtom = atom(
  null,
  async (get): Promise<ConnectOutcome> => {
    const state = get(walletStateBaseAtom)
    if (state.status === 'not-installed' && !state.detecting) {
      return { kind: 'not-installed' }
    }
    const wallet = await get(servicesAtom).wallet()
    const result = await wallet.connect()
    return result.match<ConnectOutcome>(
      (outcome) => {
        if (outcome.kind !== 'connected') return { kind: 'rejected' }
        writeStored(WALLET_DISCONNECTED_STORAGE_KEY, undefined)
        return { kind: 'connected' }
      },
      (error) =>
        error.code === 'WALLET_NOT_INSTALLED'
          ? { kind: 'not-installed' }
          : { kind: 'failed', error },
    )
  },
)

/**
 * Disconnects here (the extension has no disconnect: the site stays
 * granted there), remembered across reloads, and forgets the last address.
 */
export const disconnectWalletAtom = atom(null, async (get, set) => {
  const wallet = await get(servicesAtom).wallet()
  writeStored(WALLET_DISCONNECTED_STORAGE_KEY, '1')
  writeStored(LAST_WALLET_ADDRESS_STORAGE_KEY, undefined)
  set(lastAddressBaseAtom, null)
  wallet.disconnect()
})

/** Native DOGE of the signing wallet (`balance.confirmed`, koinu). */
export const dogeBalanceAtom = atom((get) => {
  const wallet = get(walletStateAtom)
  return get(signingAddressAtom) === undefined
    ? undefined
    : wallet.balance?.confirmed
})
