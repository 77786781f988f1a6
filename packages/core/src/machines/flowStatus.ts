import { err, ok, type Result } from 'neverthrow'
import { assertNever, type IllegalTransitionError } from './transitionError.js'

/** Swap, pair, remove, stake, collect and send flows (spec §4). */
export type FlowStatus = 'INIT' | 'awaiting-wallet' | 'submitted' | 'failed'

/** The result a send-result view shows unless told otherwise. */
export type FlowResult = 'SUCCESS' | 'FAILED'
export const DEFAULT_FLOW_RESULT: FlowResult = 'SUCCESS'

export type FlowEvent =
  /** The user confirmed; the wallet popup is open. */
  | { readonly type: 'SUBMIT' }
  /** The wallet signed and broadcast (tx hash returned). */
  | { readonly type: 'SIGNED' }
  /** The user rejected in the wallet: silently back to INIT. */
  | { readonly type: 'REJECTED' }
  /** Any other failure (no tx hash, payment failed, …). */
  | { readonly type: 'FAILED' }
  /** Start a new operation. */
  | { readonly type: 'RESET' }

/**
 * INIT → awaiting-wallet → submitted | failed; a user rejection returns to
 * INIT; RESET starts over from a finished flow.
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
    case 'SUBMIT':
      return state === 'INIT' ? ok('awaiting-wallet') : illegal
    case 'SIGNED':
      return state === 'awaiting-wallet' ? ok('submitted') : illegal
    case 'REJECTED':
      return state === 'awaiting-wallet' ? ok('INIT') : illegal
    case 'FAILED':
      return state === 'awaiting-wallet' ? ok('failed') : illegal
    case 'RESET':
      return state === 'awaiting-wallet' ? illegal : ok('INIT')
    default:
      return assertNever(event)
  }
}
