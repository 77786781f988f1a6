import { errAsync, type ResultAsync } from 'neverthrow'
import { normalizeEnvelope } from '../../errors/normalizeEnvelope.js'
import type { WalletError } from '../../errors/walletError.js'
import {
  type DogeSend,
  validateDogeSend,
} from '../../payload/validateDogeSend.js'
import type { WalletContext } from '../walletContext.js'
import { runApproval } from './runApproval.js'
import {
  type SendOptions,
  type SubmitResult,
  submitPayload,
} from './submitPayload.js'

/**
 * `sendDogecoin`: a DRC-20 deploy/mint/transfer payload, or a plain DOGE
 * payment in the positional form `(toAddress, amount, { feeRate })`.
 */
export function sendDogecoin(
  context: WalletContext,
  input: unknown,
  options?: SendOptions,
): ResultAsync<SubmitResult, WalletError> {
  if (typeof input === 'object' && input !== null && 'p' in input) {
    return submitPayload(context, 'sendDogecoin', input, options)
  }
  const checked = validateDogeSend(input as DogeSend)
  if (checked.isErr()) return errAsync(checked.error)
  return runApproval(context, 'sendDogecoin', checked.value, (value) =>
    normalizeEnvelope(value, 'sendDogecoin'),
  )
}
