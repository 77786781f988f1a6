import { err, ok, type Result } from 'neverthrow'
import { assertNever, type IllegalTransitionError } from './transitionError.js'

/**
 * Swap, pair, remove, stake, collect and send flows (docs/product.md §4), with the
 * re-check before signing (`checking`: fresh data is read while the
 * confirmation stays open).
 */
export type FlowStatus =
  | 'INIT'
  | 'checking'
  | 'awaiting-wallet'
  | 'submitted'
  | 'failed'

/** The result a send-result view shows unless told otherwise. */
export type FlowResult = 'SUCCESS' | 'FAILED'
export const DEFAULT_FLOW_RESULT: FlowResult = 'SUCCESS'

export type FlowEvent =
  /** The user confirmed; the operation is re-checked before signing. */
  | { readonly type: 'CHECK' }
  /**
   * The re-check stopped the signing: back to the confirmation (a fresh
   * quote to confirm again, or an error to show).
   */
  | { readonly type: 'CHECKED' }
  /** Confirmed (and re-checked, if it was); the wallet popup is open. */
  | { readonly type: 'SUBMIT' }
  /** The wallet signed and broadcast (tx hash returned). */
  | { readonly type: 'SIGNED' }
  /** The user rejected in the wallet: silently back to INIT. */
  | { readonly type: 'REJECTED' }
  /** Any other failure (no tx hash, payment failed, …). */
  | { readonly type: 'FAILED' }
  /**
   * The wallet answered after the flow stopped waiting (it had failed
   * with "no answer from the wallet yet"): the operation was sent after all.
   */
  | { readonly type: 'LATE_SIGNED' }
  /** Start a new operation. */
  | { readonly type: 'RESET' }

/**
 * INIT → (checking →) awaiting-wallet → submitted | failed; a re-check
 * that stops the signing and a user rejection return to INIT; a late
 * answer turns failed into submitted; RESET starts over from any state but
 * the two busy ones.
 */
export function transitionFlow(
  state: FlowStatus,
  event: FlowEvent,
): Result<FlowStatus, IllegalTransitionError<FlowStatus>> {
  const illegal = err({
    code: 'ILLEGAL_TRANSITION' as const,
    state,
    event: event.type,
  })
  switch (event.type) {
    case 'CHECK':
      return state === 'INIT' ? ok('checking') : illegal
    case 'CHECKED':
      return state === 'checking' ? ok('INIT') : illegal
    case 'SUBMIT':
      return state === 'INIT' || state === 'checking'
        ? ok('awaiting-wallet')
        : illegal
    case 'SIGNED':
      return state === 'awaiting-wallet' ? ok('submitted') : illegal
    case 'REJECTED':
      return state === 'awaiting-wallet' ? ok('INIT') : illegal
    case 'FAILED':
      return state === 'awaiting-wallet' ? ok('failed') : illegal
    case 'LATE_SIGNED':
      return state === 'failed' ? ok('submitted') : illegal
    case 'RESET':
      return state === 'awaiting-wallet' || state === 'checking'
        ? illegal
        : ok('INIT')
    default:
      return assertNever(event)
  }
}
