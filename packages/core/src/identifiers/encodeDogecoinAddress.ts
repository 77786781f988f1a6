import { sha256 } from '@noble/hashes/sha2.js'
import { base58 } from '@scure/base'
import { assert } from '../errors/assert.js'

/**
 * Base58Check-encodes a 20-byte hash160 under a one-byte version:
 * `base58(version ‖ hash160 ‖ sha256(sha256(version ‖ hash160))[0..4])`.
 *
 * Throws on a hash that is not 20 bytes or a version outside 0..255: both
 * are programming errors, not user input.
 *
 * @example encodeDogecoinAddress(new Uint8Array(20), 0x1e)
 * // 'D596YFweJQuHY1BbjazZYmAbt8jJPbKehC'
 */
export function encodeDogecoinAddress(
  hash160: Uint8Array,
  version: number,
): string {
  assert(hash160.length === 20, 'HASH160_LENGTH')
  assert(
    Number.isInteger(version) && version >= 0 && version <= 0xff,
    'ADDRESS_VERSION_BYTE',
  )
  const payload = new Uint8Array(21)
  payload[0] = version
  payload.set(hash160, 1)
  const checksum = sha256(sha256(payload)).subarray(0, 4)
  const full = new Uint8Array(25)
  full.set(payload, 0)
  full.set(checksum, 21)
  return base58.encode(full)
}
