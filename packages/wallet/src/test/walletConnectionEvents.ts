import type { WalletConnectionEvent } from '@drc20/core'

/** Every event of core's wallet connection machine, for the tests. */
export const WALLET_CONNECTION_EVENTS: readonly WalletConnectionEvent[] = [
  { type: 'DETECTED' },
  { type: 'UNINSTALLED' },
  { type: 'CONNECT' },
  { type: 'CONNECTED' },
  { type: 'LOCKED' },
  { type: 'REJECTED' },
  { type: 'VERSION_TOO_LOW' },
  { type: 'VERSION_OK' },
  { type: 'DISCONNECTED' },
  { type: 'ACCOUNTS_CHANGED', hasAccount: true },
  { type: 'ACCOUNTS_CHANGED', hasAccount: false },
]
