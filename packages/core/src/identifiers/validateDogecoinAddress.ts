import { sha256 } from '@noble/hashes/sha2.js'
import { base58 } from '@scure/base'
import { err, ok, type Result } from 'neverthrow'
import {
  ADDRESS_VERSIONS,
  type DogecoinAddressKind,
  type DogecoinNetwork,
} from './dogecoinNetwork.js'

/** A checked address: which network and kind its version byte names. */
export type ValidDogecoinAddress = {
  readonly address: string
  readonly network: DogecoinNetwork
  readonly kind: DogecoinAddressKind
}

/**
 * Why an address was refused.
 * - `EMPTY`: nothing typed.
 * - `INVALID_CHARACTERS`: a character outside the Bitcoin base58 alphabet
 *   (`0`, `O`, `I`, `l`, spaces, punctuation; so also any bech32 `bc1…`).
 * - `INVALID_LENGTH`: does not decode to 25 bytes.
 * - `BAD_CHECKSUM`: the 4-byte double-SHA-256 checksum does not match.
 * - `WRONG_NETWORK`: a valid Dogecoin address of the other network.
 * - `UNKNOWN_VERSION`: a well-formed Base58Check string whose version byte is
 *   not Dogecoin's (Bitcoin `1…`/`3…`, regtest, anything else).
 */
export type AddressError =
  | { readonly code: 'EMPTY' }
  | { readonly code: 'INVALID_CHARACTERS' }
  | { readonly code: 'INVALID_LENGTH' }
  | { readonly code: 'BAD_CHECKSUM' }
  | {
      readonly code: 'WRONG_NETWORK'
      readonly expected: DogecoinNetwork
      readonly actual: DogecoinNetwork
      readonly kind: DogecoinAddressKind
    }
  | { readonly code: 'UNKNOWN_VERSION'; readonly version: number }

const BASE58 = /^[1-9A-HJ-NP-Za-km-z]+$/
// A 25-byte payload never needs more than 35 characters; the cap also keeps
// the quadratic base58 decode cheap on pasted junk.
const MAX_ADDRESS_LENGTH = 40

function findVersion(
  version: number,
): { network: DogecoinNetwork; kind: DogecoinAddressKind } | undefined {
  for (const network of ['livenet', 'testnet'] as const) {
    for (const kind of ['p2pkh', 'p2sh'] as const) {
      if (ADDRESS_VERSIONS[network][kind] === version) return { network, kind }
    }
  }
  return undefined
}

/**
 * Validates a Dogecoin address with Base58Check (docs/wallet.md §9.2):
 * alphabet, 25 decoded bytes, checksum
 * `sha256(sha256(bytes[0..21]))[0..4]`, then a version byte of `network`
 * ({0x1e, 0x16} livenet, {0x71, 0xc4} testnet). No trimming: surrounding
 * spaces are `INVALID_CHARACTERS`. Never throws.
 *
 * @example validateDogecoinAddress('DEm5jczGyyfrb8AbufR893FLxkWBwY8tAk')
 * // ok({ address: 'DEm5…', network: 'livenet', kind: 'p2pkh' })
 */
export function validateDogecoinAddress(
  address: string,
  network: DogecoinNetwork = 'livenet',
): Result<ValidDogecoinAddress, AddressError> {
  if (typeof address !== 'string' || address === '') {
    return err({ code: 'EMPTY' })
  }
  if (!BASE58.test(address)) return err({ code: 'INVALID_CHARACTERS' })
  if (address.length > MAX_ADDRESS_LENGTH) {
    return err({ code: 'INVALID_LENGTH' })
  }
  const bytes = base58.decode(address)
  if (bytes.length !== 25) return err({ code: 'INVALID_LENGTH' })
  const checksum = sha256(sha256(bytes.subarray(0, 21)))
  for (let i = 0; i < 4; i++) {
    if (checksum[i] !== bytes[21 + i]) return err({ code: 'BAD_CHECKSUM' })
  }
  const version = bytes[0] as number
  const found = findVersion(version)
  if (!found) return err({ code: 'UNKNOWN_VERSION', version })
  if (found.network !== network) {
    return err({
      code: 'WRONG_NETWORK',
      expected: network,
      actual: found.network,
      kind: found.kind,
    })
  }
  return ok({ address, network, kind: found.kind })
}

/**
 * `true` when {@link validateDogecoinAddress} accepts the address on
 * `network` (livenet by default).
 *
 * @example isValidDogecoinAddress('1K399bZ8WSvPnjF1g3vWxMCn1YWapHtBqL') // false
 */
export function isValidDogecoinAddress(
  address: string,
  network: DogecoinNetwork = 'livenet',
): boolean {
  return validateDogecoinAddress(address, network).isOk()
}
