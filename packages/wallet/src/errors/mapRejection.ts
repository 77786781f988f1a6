import type { WalletError } from './walletError.js'

/** A user rejection: silent, shown as nothing (docs/product.md §8). */
export type Rejected = { readonly kind: 'rejected' }

const NO_ACCOUNT = /at least one account/i

function readCode(value: unknown): number | undefined {
  if (typeof value !== 'object' || value === null) return undefined
  const code = (value as { code?: unknown }).code
  return typeof code === 'number' ? code : undefined
}

function readMessage(value: unknown): string | undefined {
  if (typeof value === 'string') return value
  if (typeof value !== 'object' || value === null) return undefined
  const message = (value as { message?: unknown }).message
  return typeof message === 'string' ? message : undefined
}

/**
 * Maps what a provider call rejected with to a rejection or a coded error.
 * Rejections are plain objects (docs/wallet.md §2.3), so this reads
 * `value.code` and never relies on `instanceof Error`.
 *
 * | code | result |
 * | --- | --- |
 * | 4001 | `{ kind: 'rejected' }` (silent), except "wallet must has at least one account" → `WALLET_FAILED`/`NO_ACCOUNT` |
 * | 4100 | `WALLET_LOCKED_OR_CLOSED`/`UNAUTHORIZED` |
 * | -32601 | `UNSUPPORTED_METHOD` |
 * | anything else | `WALLET_FAILED`/`RPC_ERROR` with the message |
 */
export function mapRejection(
  value: unknown,
  method: string,
): Rejected | WalletError {
  const code = readCode(value)
  const message = readMessage(value)
  switch (code) {
    case 4001:
      if (message !== undefined && NO_ACCOUNT.test(message)) {
        return {
          code: 'WALLET_FAILED',
          reason: 'NO_ACCOUNT',
          method,
          message,
          cause: value,
        }
      }
      return { kind: 'rejected' }
    case 4100:
      return {
        code: 'WALLET_LOCKED_OR_CLOSED',
        reason: 'UNAUTHORIZED',
        method,
        cause: value,
      }
    case -32601:
      return { code: 'UNSUPPORTED_METHOD', method }
    default:
      return {
        code: 'WALLET_FAILED',
        reason: 'RPC_ERROR',
        method,
        ...(message === undefined ? {} : { message }),
        cause: value,
      }
  }
}

export function isRejected(value: Rejected | WalletError): value is Rejected {
  return 'kind' in value
}
