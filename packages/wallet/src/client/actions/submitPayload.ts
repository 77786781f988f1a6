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
   * S1 does (docs/wallet.md §3.3); it becomes reveal out0. For a drc-20
   * mint or deploy it is the receive address (out0 is credited or becomes
   * the deployer, docs/protocol.md §2.2). [U] docs/wallet.md §11.11: that the
   * extension reads `to` on a mint is not confirmed.
   */
  readonly to?: string
  /**
   * drc-20 mint repeat, sent as `repeat` ([U] docs/wallet.md §11: the wire key is not
   * confirmed). 1..30 except 9, 13, 18, 26.
   */
  readonly repeat?: number
  /**
   * The network fee rate, base units per kB (docs/wallet.md §2), sent as
   * `feeRate` as the order-payment form does (§3.3). [U] docs/wallet.md
   * §11.11: whether the 1.4.x inscription form reads it is not confirmed; the
   * simulated wallet charges its fee at this rate.
   */
  readonly feeRatePerKb?: bigint
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
  const feeRate = options.feeRatePerKb
  if (
    feeRate !== undefined &&
    !(feeRate >= 1n && feeRate <= BigInt(Number.MAX_SAFE_INTEGER))
  ) {
    return errAsync({
      code: 'INVALID_PAYLOAD',
      issue: 'UNEXPECTED_VALUE',
      field: 'feeRate',
    })
  }
  const wire =
    typeof payload === 'object' && payload !== null
      ? {
          ...payload,
          ...(options.to === undefined ? {} : { to: options.to }),
          ...(options.repeat === undefined ? {} : { repeat: options.repeat }),
          ...(feeRate === undefined ? {} : { feeRate: Number(feeRate) }),
        }
      : payload
  const checked = validateWalletPayload(method, wire)
  if (checked.isErr()) return errAsync(checked.error)
  return runApproval(context, method, [checked.value], (value) =>
    normalizeEnvelope(value, method),
  )
}
