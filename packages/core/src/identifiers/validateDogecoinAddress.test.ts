import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import { ADDRESS_VERSIONS } from './dogecoinNetwork.js'
import { encodeDogecoinAddress } from './encodeDogecoinAddress.js'
import {
  isValidDogecoinAddress,
  validateDogecoinAddress,
} from './validateDogecoinAddress.js'

describe(validateDogecoinAddress, () => {
  // docs/wallet.md §9.3, every row, validated on livenet.
  it.each([
    ['DEm5jczGyyfrb8AbufR893FLxkWBwY8tAk', { kind: 'p2pkh' }],
    ['DEm5jczGyyfrb8AbufR893FLxkWBwY8tAj', { code: 'BAD_CHECKSUM' }],
    ['ACVFwT9QnXtUyRiuKpDiso4xLFRnfcy8Kf', { kind: 'p2sh' }],
    ['D596YFweJQuHY1BbjazZYmAbt8jJPbKehC', { kind: 'p2pkh' }],
    ['DUUhXNEw1bNAMSKgm1Kt2tSPWdzF1CHKUc', { kind: 'p2pkh' }],
    ['9rSGfPZLcyCGzY4uYEL1fkzJr6fkicS2rs', { kind: 'p2sh' }],
    ['DPBEgrVmorpgKjRcQdv5W7NNtgEt8uZVGd', { kind: 'p2pkh' }],
    ['AAUQoz7U8R7fnGJvDHFXd7C5reBLW48kUU', { kind: 'p2sh' }],
    [
      'nnEJQsEgjqHQChzoSTZXkWxg8YdBACGrJp',
      { code: 'WRONG_NETWORK', actual: 'testnet', kind: 'p2pkh' },
    ],
    [
      '2NBHN8sybfok85gZzUHCyzvYyNR1UEM48ZJ',
      { code: 'WRONG_NETWORK', actual: 'testnet', kind: 'p2sh' },
    ],
    ['1K399bZ8WSvPnjF1g3vWxMCn1YWapHtBqL', { code: 'UNKNOWN_VERSION' }],
  ] as const)(
    'default: docs/protocol.md §9.3 vector %s',
    (address, expected) => {
      const result = validateDogecoinAddress(address)
      if ('kind' in expected && !('code' in expected)) {
        expect(result._unsafeUnwrap()).toEqual({
          address,
          network: 'livenet',
          kind: expected.kind,
        })
      } else {
        expect(result._unsafeUnwrapErr()).toMatchObject(expected)
      }
    },
  )

  it.each([
    ['nnEJQsEgjqHQChzoSTZXkWxg8YdBACGrJp', 'p2pkh'],
    ['2NBHN8sybfok85gZzUHCyzvYyNR1UEM48ZJ', 'p2sh'],
  ] as const)('parameters: network testnet accepts %s', (address, kind) => {
    expect(validateDogecoinAddress(address, 'testnet')._unsafeUnwrap()).toEqual(
      { address, network: 'testnet', kind },
    )
  })

  it('parameters: network testnet refuses a mainnet address', () => {
    expect(
      validateDogecoinAddress(
        'DEm5jczGyyfrb8AbufR893FLxkWBwY8tAk',
        'testnet',
      )._unsafeUnwrapErr(),
    ).toEqual({
      code: 'WRONG_NETWORK',
      expected: 'testnet',
      actual: 'livenet',
      kind: 'p2pkh',
    })
  })

  it.each([
    ['', 'EMPTY'],
    ['bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', 'INVALID_CHARACTERS'],
    ['DEm5jczGyyfrb8AbufR893FLxkWBwY8tA0', 'INVALID_CHARACTERS'],
    [' DEm5jczGyyfrb8AbufR893FLxkWBwY8tAk', 'INVALID_CHARACTERS'],
    ['DEm5jczGyyfrb8AbufR893FLxkWBwY8t', 'INVALID_LENGTH'],
    ['DEm5jczGyyfrb8AbufR893FLxkWBwY8tAkk', 'INVALID_LENGTH'],
    ['D'.repeat(1000), 'INVALID_LENGTH'],
    // regtest P2PKH (0x6f) is not a product network
    ['mfWxJ45yp2SFn7UciZyNpvDKrzbhyfKrY8', 'UNKNOWN_VERSION'],
  ])('behavior: %j → %s', (address, code) => {
    expect(validateDogecoinAddress(address)._unsafeUnwrapErr().code).toBe(code)
  })

  it('behavior: does not throw on a non-string at run time', () => {
    expect(
      validateDogecoinAddress(
        undefined as unknown as string,
      )._unsafeUnwrapErr(),
    ).toEqual({ code: 'EMPTY' })
  })

  test.prop([fc.string({ maxLength: 80 })])(
    'property: never throws on arbitrary strings',
    (text) => {
      const result = validateDogecoinAddress(text)
      expect(result.isOk() || result.isErr()).toBe(true)
    },
  )

  test.prop([
    fc.stringMatching(/^[1-9A-HJ-NP-Za-km-z]{20,40}$/),
    fc.constantFrom('livenet' as const, 'testnet' as const),
  ])('property: never throws on base58 strings', (text, network) => {
    const result = validateDogecoinAddress(text, network)
    expect(result.isOk() || result.isErr()).toBe(true)
  })

  test.prop([
    fc.uint8Array({ minLength: 20, maxLength: 20 }),
    fc.constantFrom('livenet' as const, 'testnet' as const),
    fc.constantFrom('p2pkh' as const, 'p2sh' as const),
  ])('property: accepts every encoded hash160', (hash, network, kind) => {
    const address = encodeDogecoinAddress(hash, ADDRESS_VERSIONS[network][kind])
    expect(validateDogecoinAddress(address, network)._unsafeUnwrap()).toEqual({
      address,
      network,
      kind,
    })
  })

  test.prop([
    fc.uint8Array({ minLength: 20, maxLength: 20 }),
    fc.nat({ max: 33 }),
    fc.integer({ min: 1, max: 57 }),
  ])(
    'property: a one-character change is never a valid address',
    (hash, index, shift) => {
      const address = encodeDogecoinAddress(hash, 0x1e)
      const alphabet =
        '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'
      const position = index % address.length
      const char = address[position] as string
      const changed = alphabet[(alphabet.indexOf(char) + shift) % 58]
      const mutated =
        address.slice(0, position) + changed + address.slice(position + 1)
      expect(validateDogecoinAddress(mutated).isOk()).toBe(false)
    },
  )
})

describe(isValidDogecoinAddress, () => {
  it('default: livenet', () => {
    expect(isValidDogecoinAddress('DEm5jczGyyfrb8AbufR893FLxkWBwY8tAk')).toBe(
      true,
    )
    expect(isValidDogecoinAddress('nnEJQsEgjqHQChzoSTZXkWxg8YdBACGrJp')).toBe(
      false,
    )
  })

  it('parameters: network', () => {
    expect(
      isValidDogecoinAddress('nnEJQsEgjqHQChzoSTZXkWxg8YdBACGrJp', 'testnet'),
    ).toBe(true)
  })
})
