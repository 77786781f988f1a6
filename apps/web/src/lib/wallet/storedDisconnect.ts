import type { WalletClient } from '@drc20/wallet'
import { getLocalStorage } from '../storage/getLocalStorage'
import { WALLET_DISCONNECTED_STORAGE_KEY } from '../storage/storageKeys'

/** Writes (or, with `undefined`, removes) one stored value; never throws. */
export function writeStored(key: string, value: string | undefined): void {
  try {
    const storage = getLocalStorage()
    if (value === undefined) storage?.removeItem(key)
    else storage?.setItem(key, value)
  } catch (error) {
    // Quota or disabled storage: the choice lasts until the page closes.
    console.warn(`Could not save ${key}`, error)
  }
}

/**
 * Applies a stored disconnect to a new wallet client, before it reads the
 * wallet's accounts: a site the wallet still grants then stays
 * disconnected after a reload. Otherwise the client adopts the granted
 * account silently (`getAccounts` needs no popup).
 */
export function applyStoredDisconnect(wallet: WalletClient): WalletClient {
  if (getLocalStorage()?.getItem(WALLET_DISCONNECTED_STORAGE_KEY) === '1')
    wallet.disconnect()
  return wallet
}
