import { err, ok, type Result } from 'neverthrow'
import { MAX_FILE_SIZE_BYTES } from '../validation/fileLimits.js'

/**
 * The per-file size limit of `/inscribe/{maxSize}`: a whole number of
 * bytes from 1 to 50,000 (docs/product.md §9), written in plain digits.
 * Anything else is refused (the route shows the not-found page).
 *
 * @example parseMaxFileSize('50000') // ok(50000)
 * @example parseMaxFileSize('50001') // err({ code: 'INVALID_MAX_SIZE' })
 */
export function parseMaxFileSize(
  text: string,
): Result<number, { readonly code: 'INVALID_MAX_SIZE' }> {
  if (!/^[1-9]\d{0,5}$/.test(text)) return err({ code: 'INVALID_MAX_SIZE' })
  const value = Number(text)
  return value <= MAX_FILE_SIZE_BYTES
    ? ok(value)
    : err({ code: 'INVALID_MAX_SIZE' })
}
