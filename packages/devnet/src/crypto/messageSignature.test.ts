import { fc, test } from '@fast-check/vitest'
import { hexToBytes } from '@noble/hashes/utils.js'
import { describe, expect, it } from 'vitest'
import { WALLET_ACCOUNTS } from '../seed/accounts.js'
import {
  addressOfPublicKey,
  messageDigest,
  publicKeyOf,
  recoverMessageSigner,
  signMessage,
} from './messageSignature.js'

const keyed = WALLET_ACCOUNTS.filter(
  (a): a is typeof a & { privateKey: string } => a.privateKey !== undefined,
)

describe('message signatures', () => {
  it('default: every keyed account’s key gives its listed public key and address', () => {
    expect(keyed.length).toBeGreaterThan(10)
    for (const account of keyed) {
      expect(publicKeyOf(account.privateKey)).toBe(account.publicKey)
      expect(addressOfPublicKey(hexToBytes(account.publicKey))).toBe(
        account.address,
      )
    }
  })

  test.prop([fc.constantFrom(...keyed), fc.string({ maxLength: 300 })], {
    numRuns: 40,
  })('property: a signature recovers its signer', (account, message) => {
    const signature = signMessage(account.privateKey, message)
    expect(atob(signature)).toHaveLength(65)
    expect(atob(signature).charCodeAt(0)).toBeGreaterThanOrEqual(31)
    expect(recoverMessageSigner(signature, message)).toBe(account.address)
  })

  it('behavior: another message, or a changed byte, does not recover the signer', () => {
    const [account] = keyed
    if (account === undefined) throw new Error('no keyed account')
    const signature = signMessage(account.privateKey, 'My collection')
    expect(recoverMessageSigner(signature, 'My collection!')).not.toBe(
      account.address,
    )
    const bytes = Uint8Array.from(atob(signature), (c) => c.charCodeAt(0))
    bytes[40] = (bytes[40] ?? 0) ^ 1
    expect(
      recoverMessageSigner(
        btoa(String.fromCharCode(...bytes)),
        'My collection',
      ),
    ).not.toBe(account.address)
  })

  it.each([
    ['', 'empty'],
    ['not base64!', 'not base64'],
    [btoa('x'.repeat(64)), '64 bytes'],
    [btoa(String.fromCharCode(40) + 'x'.repeat(64)), 'header out of range'],
  ])('behavior: %j (%s) recovers nobody', (signature) => {
    expect(recoverMessageSigner(signature, 'm')).toBeNull()
  })

  it('default: the digest frames the message with the Bitcoin prefix and its length', () => {
    // A long message takes a 3-byte length (0xfd, little-endian).
    expect(messageDigest('a'.repeat(300))).not.toEqual(
      messageDigest('a'.repeat(299)),
    )
    expect(messageDigest('')).toHaveLength(32)
  })
})
