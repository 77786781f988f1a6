import { err, ok, type Result } from 'neverthrow'
import { MAX_BATCH_FILES, MAX_CART_FILES } from './fileLimits.js'

/** What a batch of selected files is for. */
export type FileBatchAction = 'list' | 'cancel' | 'revoke'

/** Issues of a file batch or the cart, with the spec's English text (docs/product.md §5). */
export type FileSelectionIssue =
  /** 'no files for placing orders' */
  | { readonly code: 'NO_FILES_TO_LIST' }
  /** 'no files to cancel' */
  | { readonly code: 'NO_FILES_TO_CANCEL' }
  /** 'no revoke files' */
  | { readonly code: 'NO_FILES_TO_REVOKE' }
  /** A listing, cancel or revoke batch is capped at 1000. */
  | { readonly code: 'BATCH_TOO_LARGE'; readonly max: number }
  /** At most 50 files in a cart. */
  | { readonly code: 'CART_FULL'; readonly max: number }

const EMPTY_CODE = {
  list: 'NO_FILES_TO_LIST',
  cancel: 'NO_FILES_TO_CANCEL',
  revoke: 'NO_FILES_TO_REVOKE',
} as const

/**
 * Validates a batch of eligible files for listing, cancelling or revoking:
 * at least one, at most `MAX_BATCH_FILES`. Returns the count.
 *
 * @example validateFileBatch({ action: 'revoke', count: 0 }) // err({ code: 'NO_FILES_TO_REVOKE' })
 */
export function validateFileBatch({
  action,
  count,
}: {
  readonly action: FileBatchAction
  readonly count: number
}): Result<number, FileSelectionIssue> {
  if (!(Number.isInteger(count) && count > 0)) {
    return err({ code: EMPTY_CODE[action] ?? 'NO_FILES_TO_LIST' })
  }
  if (count > MAX_BATCH_FILES) {
    return err({ code: 'BATCH_TOO_LARGE', max: MAX_BATCH_FILES })
  }
  return ok(count)
}

/**
 * Whether `adding` more files fit in a cart already holding `cartSize`
 * (at most `MAX_CART_FILES`). Returns the new size.
 *
 * @example validateCartAddition({ cartSize: 50 }) // err({ code: 'CART_FULL', max: 50 })
 */
export function validateCartAddition({
  cartSize,
  adding = 1,
}: {
  readonly cartSize: number
  readonly adding?: number
}): Result<number, FileSelectionIssue> {
  const size = cartSize + adding
  if (!(Number.isFinite(size) && size <= MAX_CART_FILES)) {
    return err({ code: 'CART_FULL', max: MAX_CART_FILES })
  }
  return ok(size)
}
