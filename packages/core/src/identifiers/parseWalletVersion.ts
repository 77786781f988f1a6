import { err, ok, type Result } from 'neverthrow'

/** A wallet version as `[major, minor, patch]`. */
export type WalletVersion = readonly [number, number, number]

/**
 * Why a version string could not be read.
 * - `MISSING`: not a string, or blank (the wallet has no `getVersion`, or
 *   the call failed; docs/wallet.md §7 treats that as too old).
 * - `INVALID_FORMAT`: anything but dot-separated decimal segments.
 */
export type ParseWalletVersionError =
  | { readonly code: 'MISSING' }
  | { readonly code: 'INVALID_FORMAT' }

/** Versions the product requires at least (product spec; docs/wallet.md §7). */
export const MIN_WALLET_VERSION = '1.4.3'

const SEGMENT = /^\d{1,9}$/

/**
 * Reads a wallet version (docs/wallet.md §7): trims, strips one leading
 * `v`/`V` and any `-suffix`, then takes dot-separated decimal segments.
 * Missing segments count as 0 (`'1.4'` → `[1, 4, 0]`). A fourth segment
 * (Chrome extensions allow `1.4.3.0`) is accepted and ignored, since the
 * product minimum has three.
 *
 * @example parseWalletVersion('v1.4.3-beta') // ok([1, 4, 3])
 */
export function parseWalletVersion(
  text: unknown,
): Result<WalletVersion, ParseWalletVersionError> {
  if (typeof text !== 'string' || text.trim() === '') {
    return err({ code: 'MISSING' })
  }
  let core = text.trim()
  if (core[0] === 'v' || core[0] === 'V') core = core.slice(1)
  const dash = core.indexOf('-')
  if (dash !== -1) core = core.slice(0, dash)
  const segments = core.split('.')
  if (segments.length > 4 || !segments.every((s) => SEGMENT.test(s))) {
    return err({ code: 'INVALID_FORMAT' })
  }
  const [major = 0, minor = 0, patch = 0] = segments.map(Number)
  return ok([major, minor, patch])
}
