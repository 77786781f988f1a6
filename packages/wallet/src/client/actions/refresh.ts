import { parseBalance } from '../../balance/parseBalance.js'
import {
  readProvider,
  toAccounts,
  type WalletContext,
} from '../walletContext.js'

async function refreshOnce(context: WalletContext): Promise<void> {
  const { session, store } = context
  const target = session.provider
  if (target === undefined || session.disposed) return
  const epoch = session.providerEpoch
  const startAccounts = session.accountsEpoch
  const startNetwork = session.networkEpoch
  const [accountsRead, networkRead] = await Promise.all([
    readProvider(context, target, 'getAccounts'),
    readProvider(context, target, 'getNetwork'),
  ])
  if (epoch !== session.providerEpoch) return
  if (
    networkRead.isOk() &&
    typeof networkRead.value === 'string' &&
    startNetwork === session.networkEpoch
  ) {
    store.dispatch({ type: 'network-changed', network: networkRead.value })
  }
  if (accountsRead.isOk() && startAccounts === session.accountsEpoch) {
    store.dispatch({
      type: 'accounts-read',
      accounts: toAccounts(accountsRead.value),
    })
  }
  const model = store.getModel()
  const current = model.address
  if (current === undefined) return
  const [balanceRead, keyRead] = await Promise.all([
    readProvider(context, target, 'getBalance'),
    model.publicKey === undefined
      ? readProvider(context, target, 'getPublicKey')
      : undefined,
  ])
  if (epoch !== session.providerEpoch || store.getModel().address !== current) {
    return
  }
  if (balanceRead.isOk()) {
    store.dispatch({
      type: 'balance-read',
      balance: parseBalance(balanceRead.value),
    })
  }
  if (keyRead?.isOk() && typeof keyRead.value === 'string' && keyRead.value) {
    store.dispatch({ type: 'public-key-read', publicKey: keyRead.value })
  }
}

/**
 * Re-reads accounts, network, balance and public key. Calls made while a
 * round runs share it, and one more round follows (something changed
 * mid-read).
 */
export function createRefresh(
  context: () => WalletContext,
): () => Promise<void> {
  let refreshing: Promise<void> | undefined
  let again = false
  return () => {
    if (refreshing !== undefined) {
      again = true
      return refreshing
    }
    const loop = async (): Promise<void> => {
      do {
        again = false
        await refreshOnce(context())
      } while (again && !context().session.disposed)
    }
    refreshing = loop().finally(() => {
      refreshing = undefined
    })
    return refreshing
  }
}
