import { ripemd160 } from '@noble/hashes/legacy.js'
import { sha256 } from '@noble/hashes/sha2.js'
import { utf8ToBytes } from '@noble/hashes/utils.js'
import { describe, expect, it } from 'vitest'
import { encodeDogecoinAddress } from './encodeDogecoinAddress.js'

describe(encodeDogecoinAddress, () => {
  const simulated = ripemd160(sha256(utf8ToBytes('simulated-wallet')))

  // docs/wallet.md §9.3 "computed" rows.
  it.each([
    [new Uint8Array(20), 0x1e, 'D596YFweJQuHY1BbjazZYmAbt8jJPbKehC'],
    [new Uint8Array(20).fill(0xff), 0x1e, 'DUUhXNEw1bNAMSKgm1Kt2tSPWdzF1CHKUc'],
    [new Uint8Array(20), 0x16, '9rSGfPZLcyCGzY4uYEL1fkzJr6fkicS2rs'],
    [simulated, 0x1e, 'DPBEgrVmorpgKjRcQdv5W7NNtgEt8uZVGd'],
    [simulated, 0x16, 'AAUQoz7U8R7fnGJvDHFXd7C5reBLW48kUU'],
    [simulated, 0x71, 'nnEJQsEgjqHQChzoSTZXkWxg8YdBACGrJp'],
    [simulated, 0xc4, '2NBHN8sybfok85gZzUHCyzvYyNR1UEM48ZJ'],
    [simulated, 0x00, '1K399bZ8WSvPnjF1g3vWxMCn1YWapHtBqL'],
  ])('default: %#', (hash, version, expected) => {
    expect(encodeDogecoinAddress(hash, version)).toBe(expected)
  })

  it('behavior: throws on a hash that is not 20 bytes', () => {
    expect(() => encodeDogecoinAddress(new Uint8Array(19), 0x1e)).toThrow(
      'HASH160_LENGTH',
    )
    expect(() => encodeDogecoinAddress(new Uint8Array(20), 256)).toThrow(
      'ADDRESS_VERSION_BYTE',
    )
  })
})
