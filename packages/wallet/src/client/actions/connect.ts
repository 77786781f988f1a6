import { err, ok, type Result, ResultAsync } from 'neverthrow'
import { isRejected, type Rejected } from '../../errors/mapRejection.js'
import type { WalletError } from '../../errors/walletError.js'
import { toAccounts, type WalletContext } from '../walletContext.js'
import { cancelled } from './runApproval.js'

export type ConnectResult =
  | { readonly kind: 'connected'; readonly address: string }
  | Rejected

/**
 * `requestAccounts` once detection and the version check are done. While
 * one is pending, returns that same request (the spec ignores clicks while
 * connecting).
 */
export function createConnect(
  context: WalletContext,
): () => ResultAsync<ConnectResult, WalletError> {
  let connecting: ResultAsync<ConnectResult, WalletError> | undefined
  const { store, session } = context

  const run = async (): Promise<Result<ConnectResult, WalletError>> => {
    await context.waitForDetection()
    const target = session.provider
    if (target === undefined) return err({ code: 'WALLET_NOT_INSTALLED' })
    await session.versionCheck
    const model = store.getModel()
    if (model.connection === 'version-too-low') {
      return err({
        code: 'WALLET_VERSION_TOO_OLD',
        ...(model.version === undefined ? {} : { version: model.version }),
      })
    }
    store.dispatch({ type: 'connect-started' })
    const outcome = await context.queue.enqueue(
      'requestAccounts',
      () =>
        context.caller.call(
          target,
          'requestAccounts',
          [],
          context.approvalTimeoutMs,
        ),
      cancelled('requestAccounts'),
    )
    if (outcome.isErr()) {
      return isRejected(outcome.error) ? ok(outcome.error) : err(outcome.error)
    }
    if (session.provider !== target) {
      return err({
        code: 'WALLET_LOCKED_OR_CLOSED',
        reason: 'PROVIDER_GONE',
        method: 'requestAccounts',
      })
    }
    const accounts = toAccounts(outcome.value)
    const first = accounts[0]
    if (first === undefined) {
      return err({
        code: 'WALLET_FAILED',
        reason: 'NO_ACCOUNT',
        method: 'requestAccounts',
      })
    }
    session.accountsEpoch++
    store.dispatch({ type: 'connect-succeeded', accounts })
    await context.refresh()
    return ok({ kind: 'connected', address: first })
  }

  return () => {
    if (connecting !== undefined) return connecting
    const wasDisconnected = store.getModel().userDisconnected
    store.dispatch({ type: 'connect-started' })
    const pending = run().then((result) => {
      connecting = undefined
      if (result.isErr() || result.value.kind === 'rejected') {
        store.dispatch({
          type: 'connect-failed',
          userDisconnected: wasDisconnected,
        })
      }
      return result
    })
    connecting = new ResultAsync(pending)
    return connecting
  }
}
