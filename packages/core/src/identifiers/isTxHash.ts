const TX_HASH = /^[0-9a-fA-F]{64}$/

/**
 * Whether `text` looks like a transaction hash: exactly 64 hex digits
 * (either case, no `0x`, no spaces). Inscription ids (`…i0`) are not.
 *
 * @example isTxHash('ab'.repeat(32)) // true
 */
export function isTxHash(text: unknown): text is string {
  return typeof text === 'string' && TX_HASH.test(text)
}
