import { err, ok, type Result } from 'neverthrow'
import type { WalletError } from '../../errors/walletError.js'
import type { WalletContext } from '../walletContext.js'
import { SUPPORTED_NETWORK } from '../walletState.js'

/** Why an action cannot be sent right now; the account it is for when it can. */
export function checkReady(
  context: WalletContext,
): Result<string, WalletError> {
  const model = context.store.getModel()
  if (context.session.provider === undefined) {
    return err({ code: 'WALLET_NOT_INSTALLED' })
  }
  if (model.connection === 'version-too-low') {
    return err({
      code: 'WALLET_VERSION_TOO_OLD',
      ...(model.version === undefined ? {} : { version: model.version }),
    })
  }
  if (model.address === undefined || model.userDisconnected) {
    return err({ code: 'NOT_CONNECTED' })
  }
  if (model.network !== undefined && model.network !== SUPPORTED_NETWORK) {
    return err({ code: 'WRONG_NETWORK', network: model.network })
  }
  return ok(model.address)
}
