import { err, ok, type Result } from 'neverthrow'
import { assertNever, type IllegalTransitionError } from './transitionError.js'

export type FileListingStatus =
  | 'not-listed'
  | 'listed'
  | 'edited'
  | 'revoked'
  | 'cancelled'
  | 'under-review'

export type FileListingEvent =
  | { readonly type: 'LIST' }
  /** New price on a live listing. */
  | { readonly type: 'EDIT' }
  | { readonly type: 'REVOKE' }
  /** Batch cancel. */
  | { readonly type: 'CANCEL' }
  | { readonly type: 'REVIEW_STARTED' }
  | { readonly type: 'REVIEW_PASSED' }

/**
 * File listing (docs/product.md §4): not-listed → listed → edited → revoked |
 * cancelled. Revoked and cancelled files are "not listed" again and may be
 * re-listed; a file under review cannot be listed until it passes.
 */
export function transitionFileListing(
  state: FileListingStatus,
  event: FileListingEvent,
): Result<FileListingStatus, IllegalTransitionError<FileListingStatus>> {
  const illegal = err({
    code: 'ILLEGAL_TRANSITION' as const,
    state,
    event: event.type,
  })
  const live = state === 'listed' || state === 'edited'
  const unlisted =
    state === 'not-listed' || state === 'revoked' || state === 'cancelled'
  switch (event.type) {
    case 'LIST':
      return unlisted ? ok('listed') : illegal
    case 'EDIT':
      return live ? ok('edited') : illegal
    case 'REVOKE':
      return live ? ok('revoked') : illegal
    case 'CANCEL':
      return live ? ok('cancelled') : illegal
    case 'REVIEW_STARTED':
      return unlisted ? ok('under-review') : illegal
    case 'REVIEW_PASSED':
      return state === 'under-review' ? ok('not-listed') : illegal
    default:
      return assertNever(event)
  }
}
