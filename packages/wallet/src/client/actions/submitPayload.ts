import { errAsync, type ResultAsync } from 'neverthrow'
import type { Rejected } from '../../errors/mapRejection.js'
import {
  normalizeEnvelope,
  type Submitted,
} from '../../errors/normalizeEnvelope.js'
import type { WalletError } from '../../errors/walletError.js'
import {
  type PayloadMethod,
  validateWalletPayload,
} from '../../payload/validateWalletPayload.js'
import type { WalletContext } from '../walletContext.js'
import { runApproval } from './runApproval.js'

export type SubmitResult = Submitted | Rejected

/** What the wallet needs beside the inscription payload itself. */
export type SendOptions = {
  /**
   * Recipient of a transfer (drc-20, file, nft/ai), sent as `to` the way
   * S1 does (docs/wallet.md §3.3); it becomes reveal out0.
   */
  readonly to?: string
  /**
   * drc-20 mint repeat, sent as `repeat` ([U] docs/wallet.md §11: the wire key is not
   * confirmed). 1..30 except 9, 13, 18, 26.
   */
  readonly repeat?: number
}

/**
 * Sends an inscription payload with one of the protocol methods, after
 * the adapter's last check (`validateWalletPayload`).
 */
export function submitPayload(
  context: WalletContext,
  method: PayloadMethod,
  payload: unknown,
  options: SendOptions = {},
): ResultAsync<SubmitResult, WalletError> {
  const wire =
    typeof payload === 'object' && payload !== null
      ? {
          ...payload,
          ...(options.to === undefined ? {} : { to: options.to }),
          ...(options.repeat === undefined ? {} : { repeat: options.repeat }),
        }
      : payload
  const checked = validateWalletPayload(method, wire)
  if (checked.isErr()) return errAsync(checked.error)
  return runApproval(context, method, [checked.value], (value) =>
    normalizeEnvelope(value, method),
  )
}
