import { err, ok, type Result } from 'neverthrow'
import { assertNever, type IllegalTransitionError } from './transitionError.js'

export type UploadPaymentStatus = 'unpaid' | 'uploading' | 'successful'

export type UploadPaymentEvent =
  | { readonly type: 'PAY' }
  | { readonly type: 'UPLOADED' }
  /** 'File upload failed' / 'Payment failed!': back to unpaid. */
  | { readonly type: 'FAILED' }

/** unpaid → uploading → successful (terminal); a failure returns to unpaid. */
export function transitionUploadPayment(
  state: UploadPaymentStatus,
  event: UploadPaymentEvent,
): Result<UploadPaymentStatus, IllegalTransitionError<UploadPaymentStatus>> {
  if (state === 'successful') return ok(state)
  const illegal = err({
    code: 'ILLEGAL_TRANSITION' as const,
    state,
    event: event.type,
  })
  switch (event.type) {
    case 'PAY':
      return state === 'unpaid' ? ok('uploading') : illegal
    case 'UPLOADED':
      return state === 'uploading' ? ok('successful') : illegal
    case 'FAILED':
      return state === 'uploading' ? ok('unpaid') : illegal
    default:
      return assertNever(event)
  }
}
