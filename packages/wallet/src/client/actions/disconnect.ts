import type { WalletContext } from '../walletContext.js'

/** Forgets the account locally (the extension has no disconnect method). */
export function disconnect(context: WalletContext): void {
  context.session.accountsEpoch++
  context.store.dispatch({ type: 'disconnected' })
}
