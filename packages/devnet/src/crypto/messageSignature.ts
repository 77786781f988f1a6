import { ADDRESS_VERSIONS, encodeDogecoinAddress } from '@drc20/core'
import { secp256k1 } from '@noble/curves/secp256k1.js'
import { ripemd160 } from '@noble/hashes/legacy.js'
import { sha256 } from '@noble/hashes/sha2.js'
import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js'

/**
 * Message signatures as the wallet makes them and the collection uploads
 * check them (docs/wallet.md §3.5, docs/api.md §8.11): ECDSA over
 * secp256k1 of the double SHA-256 of the **Bitcoin** signed-message
 * framing, a 65-byte compact signature in base64 whose first byte is
 * 31 + the recovery id (compressed key), and the signer as the Dogecoin
 * P2PKH address of the compressed public key. Pure JavaScript
 * (@noble/curves), so the simulated wallet signs in the page and the
 * devnet server recovers with the same code.
 */

const PREFIX = new TextEncoder().encode('\x18Bitcoin Signed Message:\n')

/** Bitcoin's variable-length integer. */
function varint(n: number): Uint8Array {
  if (n < 0xfd) return Uint8Array.of(n)
  if (n <= 0xffff) return Uint8Array.of(0xfd, n & 0xff, n >> 8)
  return Uint8Array.of(
    0xfe,
    n & 0xff,
    (n >> 8) & 0xff,
    (n >> 16) & 0xff,
    (n >>> 24) & 0xff,
  )
}

/** The 32-byte digest a message signature signs. */
export function messageDigest(message: string): Uint8Array {
  const text = new TextEncoder().encode(message)
  const length = varint(text.length)
  const framed = new Uint8Array(PREFIX.length + length.length + text.length)
  framed.set(PREFIX, 0)
  framed.set(length, PREFIX.length)
  framed.set(text, PREFIX.length + length.length)
  return sha256(sha256(framed))
}

/** The mainnet P2PKH address of a compressed public key. */
export function addressOfPublicKey(publicKey: Uint8Array): string {
  return encodeDogecoinAddress(
    ripemd160(sha256(publicKey)),
    ADDRESS_VERSIONS.livenet.p2pkh,
  )
}

/** The compressed public key (hex) of a private key (hex). */
export function publicKeyOf(privateKeyHex: string): string {
  return bytesToHex(secp256k1.getPublicKey(hexToBytes(privateKeyHex), true))
}

/** Signs `message` with a private key (hex): base64, 65 bytes. */
export function signMessage(privateKeyHex: string, message: string): string {
  const recovered = secp256k1.sign(
    messageDigest(message),
    hexToBytes(privateKeyHex),
    { prehash: false, format: 'recovered', lowS: true },
  )
  const compact = new Uint8Array(65)
  compact[0] = 31 + (recovered[0] ?? 0)
  compact.set(recovered.subarray(1), 1)
  return toBase64(compact)
}

/**
 * The address that signed `message`, or `null` when the signature is not
 * 65 bytes of base64, its header is out of range, or no key recovers.
 * Like the indexer, the address is always that of the compressed key.
 */
export function recoverMessageSigner(
  signatureBase64: string,
  message: string,
): string | null {
  const bytes = fromBase64(signatureBase64)
  if (bytes === null || bytes.length !== 65) return null
  const header = bytes[0] ?? 0
  if (header < 27 || header > 34) return null
  const recovered = new Uint8Array(65)
  recovered[0] = (header - 27) & 3
  recovered.set(bytes.subarray(1), 1)
  try {
    const publicKey = secp256k1.recoverPublicKey(
      recovered,
      messageDigest(message),
      { prehash: false },
    )
    const point = secp256k1.Point.fromBytes(publicKey)
    return addressOfPublicKey(point.toBytes(true))
  } catch {
    return null
  }
}

function toBase64(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes))
}

function fromBase64(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(text)) return null
  try {
    return Uint8Array.from(atob(text), (c) => c.charCodeAt(0))
  } catch {
    return null
  }
}
