import type { AddressError } from '@drc20/core'

/**
 * Every failure the adapter reports, as plain readonly objects keyed by
 * `code` (docs/wallet.md §6.2). User rejection (4001) is deliberately
 * absent: it is the silent `{ kind: 'rejected' }` result, never an error.
 * The app maps each code to a translated message; the spec's English texts
 * for the two `WALLET_FAILED` reasons are in {@link WALLET_FAILED_TEXTS}.
 */
export type WalletError =
  /** No provider after the detection window, or it vanished before a call. */
  | { readonly code: 'WALLET_NOT_INSTALLED' }
  /** `getVersion` missing, failing, unparsable or below 1.4.3 (docs/wallet.md §7). */
  | { readonly code: 'WALLET_VERSION_TOO_OLD'; readonly version?: string }
  /**
   * A read or a connect request never settled (`TIMEOUT`: popup left open
   * or wallet locked; an unanswered send is `WALLET_NO_ANSWER` instead),
   * the site is not authorised (`UNAUTHORIZED`, code 4100), the provider
   * disappeared mid-call (`PROVIDER_GONE`), or the client was disposed with
   * the request still queued (`DISPOSED`).
   */
  | {
      readonly code: 'WALLET_LOCKED_OR_CLOSED'
      readonly reason: 'TIMEOUT' | 'UNAUTHORIZED' | 'PROVIDER_GONE' | 'DISPOSED'
      readonly method: string
      readonly cause?: unknown
    }
  /**
   * An approval call (a send or a signature) was not answered within the
   * approval timeout. Nothing is known: the popup may still be open, and
   * the wallet may yet send the transaction. The client keeps listening and
   * reports a late answer through `onLateAnswer` with this `requestId`; the
   * app says "no answer from the wallet yet: check it before retrying".
   */
  | {
      readonly code: 'WALLET_NO_ANSWER'
      readonly method: string
      readonly requestId: number
    }
  /**
   * The identical request (same method and arguments) is still waiting for
   * the wallet: queued, in its popup, or unanswered past its timeout
   * (`unanswered: true`). Nothing was sent, so nothing is paid twice.
   */
  | {
      readonly code: 'SAME_REQUEST_OUTSTANDING'
      readonly method: string
      readonly requestId: number
      readonly unanswered: boolean
    }
  /** Resolved failure: "other unfinished operations at the current address". */
  | { readonly code: 'WALLET_BUSY'; readonly message: string }
  /** Resolved failure: "The balance is insufficient …". */
  | { readonly code: 'INSUFFICIENT_FUNDS'; readonly message: string }
  /**
   * - `PAYMENT_FAILED`: resolved envelope with `code ≠ 200` ('Payment failed!').
   * - `NO_TX_HASH`: nothing usable came back ('Submission unsuccessful
   *   on-chain. Please resubmit.').
   * - `NO_SIGNATURE`: `signMessage` resolved an empty result.
   * - `NO_ACCOUNT`: the wallet has no account yet (4001 with that message).
   * - `RPC_ERROR`: any other rejection (`-32603` bad argument, `-32005`, …).
   */
  | {
      readonly code: 'WALLET_FAILED'
      readonly reason:
        | 'PAYMENT_FAILED'
        | 'NO_TX_HASH'
        | 'NO_SIGNATURE'
        | 'NO_ACCOUNT'
        | 'RPC_ERROR'
      readonly method: string
      readonly message?: string
      readonly cause?: unknown
    }
  /** The method is absent on this build (or `-32601`). */
  | { readonly code: 'UNSUPPORTED_METHOD'; readonly method: string }
  /** The payload failed the adapter's re-check; nothing was sent. */
  | {
      readonly code: 'INVALID_PAYLOAD'
      readonly issue: PayloadIssue
      readonly field?: string
    }
  /** An address in the request failed Base58Check; nothing was sent. */
  | {
      readonly code: 'INVALID_ADDRESS'
      readonly field: string
      readonly address: string
      readonly cause: AddressError
    }
  /** The wallet is on a network the product does not support (docs/wallet.md §8). */
  | { readonly code: 'WRONG_NETWORK'; readonly network: string }
  /** An action was requested without a connected account. */
  | { readonly code: 'NOT_CONNECTED' }
  /**
   * The wallet's account is no longer the one the request was made for
   * (checked right before the approval call is sent).
   */
  | {
      readonly code: 'ACCOUNT_CHANGED'
      readonly expected: string
      readonly actual: string
    }

/** Why {@link WalletError} `INVALID_PAYLOAD` refused a payload. */
export type PayloadIssue =
  | 'NOT_AN_OBJECT'
  | 'WRONG_PROTOCOL'
  | 'UNKNOWN_OP'
  | 'MISSING_FIELD'
  | 'NOT_AN_INTEGER_STRING'
  | 'NOT_AN_INTEGER'
  | 'NOT_A_STRING'
  | 'UNEXPECTED_VALUE'
  | 'ZERO_AMOUNT'
  | 'AMOUNT_TOO_LARGE'
  | 'EMPTY_MESSAGE'
  /** Two keys that differ only by case (`amt` and `AMT`). */
  | 'DUPLICATE_KEY'
  /** A field the `(p, op)` does not define. */
  | 'UNKNOWN_FIELD'
  /** An amount written with leading zeros (`"007"`). */
  | 'LEADING_ZEROS'
  /** A `*_min` above the amount it bounds. */
  | 'MIN_ABOVE_AMOUNT'
  /** `tick0` and `tick1` name the same token. */
  | 'SAME_TICKS'
  /** A tick the indexer would upper-case into another one. */
  | 'TICK_NOT_UPPER_CASE'
  /** A tick or id with invisible, control or format characters. */
  | 'INVISIBLE_CHARACTER'

export type WalletErrorCode = WalletError['code']

/**
 * The spec's English texts (docs/product.md §8) for the two `WALLET_FAILED` reasons the
 * product names, as default messages for the app's i18n catalogue.
 */
export const WALLET_FAILED_TEXTS = {
  PAYMENT_FAILED: 'Payment failed!',
  NO_TX_HASH: 'Submission unsuccessful on-chain. Please resubmit.',
} as const
