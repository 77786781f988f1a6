import type { CartTradeOutcome, FlowStatus } from '@drc20/core'
import type { SubmitFlowError } from './createSubmitFlow'

/**
 * How one item of a batch ended, from its submit flow's final status and
 * error, for core's `getCartTradeStep`: sent, refused by the re-check
 * (`reason` of the refusal), declined in the wallet (back to `INIT`
 * without an error), or failed.
 */
export function getBatchOutcome<I>(
  status: FlowStatus,
  error: SubmitFlowError<I> | undefined,
  reason: (
    issue: I,
  ) => Extract<CartTradeOutcome, { kind: 'refused' }>['reason'],
): CartTradeOutcome {
  if (status === 'submitted') return { kind: 'submitted' }
  if (error?.code === 'REFUSED')
    return { kind: 'refused', reason: reason(error.issue) }
  if (status === 'INIT' && error === undefined) return { kind: 'rejected' }
  return { kind: 'failed' }
}
