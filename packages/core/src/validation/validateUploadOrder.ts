import { err, ok, type Result } from 'neverthrow'
import { MIN_UPLOAD_VOLUME } from './fileLimits.js'

/** Issues of the upload confirmation step (docs/product.md §5). */
export type UploadOrderIssue =
  /** Minimum transaction volume 25 DOGE. */
  | { readonly code: 'BELOW_MIN_VOLUME'; readonly minimum: bigint }
  /** The terms checkbox is not ticked. */
  | { readonly code: 'TERMS_NOT_ACCEPTED' }
  /** The data-accuracy checkbox is not ticked. */
  | { readonly code: 'DATA_ACCURACY_NOT_CONFIRMED' }

/** Parameters of {@link validateUploadOrder}. */
export type ValidateUploadOrderParameters = {
  /** Transaction volume of the upload, DOGE base units. */
  readonly volume: bigint
  readonly termsAccepted: boolean
  readonly dataAccuracyConfirmed: boolean
}

/**
 * Validates the upload order before payment: volume ≥ 25 DOGE, terms
 * accepted, data accuracy confirmed. Returns every issue. Never throws.
 */
export function validateUploadOrder({
  volume,
  termsAccepted,
  dataAccuracyConfirmed,
}: ValidateUploadOrderParameters): Result<true, readonly UploadOrderIssue[]> {
  const issues: UploadOrderIssue[] = []
  if (typeof volume !== 'bigint' || volume < MIN_UPLOAD_VOLUME) {
    issues.push({ code: 'BELOW_MIN_VOLUME', minimum: MIN_UPLOAD_VOLUME })
  }
  if (termsAccepted !== true) issues.push({ code: 'TERMS_NOT_ACCEPTED' })
  if (dataAccuracyConfirmed !== true) {
    issues.push({ code: 'DATA_ACCURACY_NOT_CONFIRMED' })
  }
  return issues.length > 0 ? err(issues) : ok(true)
}
