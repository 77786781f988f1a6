import {
  INITIAL_WALLET_STATE,
  type WalletError,
  type WalletState,
} from '@drc20/wallet'
import { atom } from 'jotai'
import { servicesAtom } from '../services'

const walletStateBaseAtom = atom<WalletState>(INITIAL_WALLET_STATE)
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
        set(walletStateBaseAtom, wallet.getSnapshot())
        unsubscribe = wallet.subscribe(() =>
          set(walletStateBaseAtom, wallet.getSnapshot()),
        )
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
      (outcome) =>
        outcome.kind === 'connected'
          ? { kind: 'connected' }
          : { kind: 'rejected' },
      (error) =>
        error.code === 'WALLET_NOT_INSTALLED'
          ? { kind: 'not-installed' }
          : { kind: 'failed', error },
    )
  },
)

export const disconnectWalletAtom = atom(null, async (get) => {
  const wallet = await get(servicesAtom).wallet()
  wallet.disconnect()
})

/** Native DOGE of the signing wallet (`balance.confirmed`, koinu). */
export const dogeBalanceAtom = atom((get) => {
  const wallet = get(walletStateAtom)
  return get(signingAddressAtom) === undefined
    ? undefined
    : wallet.balance?.confirmed
})
