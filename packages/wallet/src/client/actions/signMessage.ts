import { err, errAsync, ok, type ResultAsync } from 'neverthrow'
import type { Rejected } from '../../errors/mapRejection.js'
import type { WalletError } from '../../errors/walletError.js'
import type { WalletContext } from '../walletContext.js'
import { runApproval } from './runApproval.js'

export type SignMessageResult =
  | { readonly kind: 'signed'; readonly signature: string }
  | Rejected

export function signMessage(
  context: WalletContext,
  text: string,
  type?: 'ecdsa' | 'bip322-simple',
): ResultAsync<SignMessageResult, WalletError> {
  if (typeof text !== 'string' || text === '') {
    return errAsync({ code: 'INVALID_PAYLOAD', issue: 'EMPTY_MESSAGE' })
  }
  const args = type === undefined ? [text] : [text, type]
  return runApproval(context, 'signMessage', args, (value) =>
    typeof value === 'string' && value !== ''
      ? ok({ kind: 'signed' as const, signature: value })
      : err({
          code: 'WALLET_FAILED' as const,
          reason: 'NO_SIGNATURE' as const,
          method: 'signMessage',
        }),
  )
}
