import { isTxHash } from '@drc20/core'
import { err, ok, type Result } from 'neverthrow'
import type { WalletError } from './walletError.js'

/** A submission the wallet accepted: the hash of the transaction it sent. */
export type Submitted = { readonly kind: 'submitted'; readonly txHash: string }

const BUSY = /other unfinished operations/i
const INSUFFICIENT = /insufficient/i

function field(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null
    ? (value as Record<string, unknown>)[key]
    : undefined
}

function asText(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined
}

/**
 * Normalises what an action method resolved with (docs/wallet.md §2.2):
 *
 * - tx hash = `r.data.tx_hash ?? r.tx_hash ?? (typeof r === 'string' ? r : undefined)`,
 *   accepted only as 64 hex characters (returned lower-cased);
 * - a numeric `code` other than 200 is a failure: `WALLET_BUSY` or
 *   `INSUFFICIENT_FUNDS` when `msg` says so, otherwise `WALLET_FAILED`
 *   `PAYMENT_FAILED` ('Payment failed!');
 * - `code` 200 or absent without a tx hash (including a resolved `undefined`,
 *   as 1.0.x `sendDogecoin` does) is `WALLET_FAILED` `NO_TX_HASH`
 *   ('Submission unsuccessful on-chain. Please resubmit.').
 */
export function normalizeEnvelope(
  value: unknown,
  method: string,
): Result<Submitted, WalletError> {
  const code = field(value, 'code')
  const message = asText(field(value, 'msg')) ?? asText(field(value, 'message'))
  if (typeof code === 'number' && code !== 200) {
    const text = message ?? ''
    if (BUSY.test(text)) return err({ code: 'WALLET_BUSY', message: text })
    if (INSUFFICIENT.test(text)) {
      return err({ code: 'INSUFFICIENT_FUNDS', message: text })
    }
    return err({
      code: 'WALLET_FAILED',
      reason: 'PAYMENT_FAILED',
      method,
      ...(message === undefined ? {} : { message }),
      cause: value,
    })
  }
  const txHash =
    asText(field(field(value, 'data'), 'tx_hash')) ??
    asText(field(value, 'tx_hash')) ??
    asText(value)
  if (!isTxHash(txHash)) {
    return err({
      code: 'WALLET_FAILED',
      reason: 'NO_TX_HASH',
      method,
      ...(message === undefined ? {} : { message }),
      cause: value,
    })
  }
  return ok({ kind: 'submitted', txHash: txHash.toLowerCase() })
}
