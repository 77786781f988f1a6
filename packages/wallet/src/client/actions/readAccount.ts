import { err, errAsync, ok, ResultAsync } from 'neverthrow'
import { parseBalance, type WalletBalance } from '../../balance/parseBalance.js'
import { isRejected, type Rejected } from '../../errors/mapRejection.js'
import type { WalletError } from '../../errors/walletError.js'
import { readProvider, type WalletContext } from '../walletContext.js'

/** A user rejection where only an error makes sense (reads, no popup). */
function asError(outcome: Rejected | WalletError, method: string): WalletError {
  return isRejected(outcome)
    ? { code: 'WALLET_FAILED', reason: 'RPC_ERROR', method }
    : outcome
}

/** Reads the balance now (safe, no popup) and stores it in the snapshot. */
export function getBalance(
  context: WalletContext,
): ResultAsync<WalletBalance | undefined, WalletError> {
  const { session, store } = context
  const target = session.provider
  if (target === undefined) return errAsync({ code: 'WALLET_NOT_INSTALLED' })
  const epoch = session.providerEpoch
  const current = store.getModel().address
  return new ResultAsync(readProvider(context, target, 'getBalance'))
    .mapErr((e) => asError(e, 'getBalance'))
    .map((value) => {
      const parsed = parseBalance(value)
      if (
        epoch === session.providerEpoch &&
        current !== undefined &&
        store.getModel().address === current
      ) {
        store.dispatch({ type: 'balance-read', balance: parsed })
      }
      return parsed
    })
}

/** Reads the network now (safe, no popup) and stores it in the snapshot. */
export function getNetwork(
  context: WalletContext,
): ResultAsync<string, WalletError> {
  const { session, store } = context
  const target = session.provider
  if (target === undefined) return errAsync({ code: 'WALLET_NOT_INSTALLED' })
  const epoch = session.providerEpoch
  const startNetwork = session.networkEpoch
  return new ResultAsync(readProvider(context, target, 'getNetwork'))
    .mapErr((e) => asError(e, 'getNetwork'))
    .andThen((value) =>
      typeof value === 'string'
        ? ok(value)
        : err<string, WalletError>({
            code: 'WALLET_FAILED',
            reason: 'RPC_ERROR',
            method: 'getNetwork',
          }),
    )
    .map((value) => {
      if (
        epoch === session.providerEpoch &&
        startNetwork === session.networkEpoch
      ) {
        store.dispatch({ type: 'network-changed', network: value })
      }
      return value
    })
}
