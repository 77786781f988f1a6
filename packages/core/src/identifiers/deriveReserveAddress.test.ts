import { describe, expect, it } from 'vitest'
import { deriveReserveAddress } from './deriveReserveAddress.js'
import { validateDogecoinAddress } from './validateDogecoinAddress.js'

describe(deriveReserveAddress, () => {
  // docs/protocol.md §1.5 worked examples.
  it.each([
    ['UNIXWDOGE(WRAPPED-DOGE)', '9rsf5YSn3FwrZ17eMJvWnUKPq5ioNfWrdn'],
    ['UNIX--STAKE', '9vQFY9oPjWdL7KDjRQa5AcStYB9g3yEJaw'],
  ])('default: %s → %s', (seed, address) => {
    expect(deriveReserveAddress(seed)).toBe(address)
  })

  it('behavior: yields a livenet P2SH address, case-sensitive seed', () => {
    const address = deriveReserveAddress('unix--stake')
    expect(address).not.toBe('9vQFY9oPjWdL7KDjRQa5AcStYB9g3yEJaw')
    expect(validateDogecoinAddress(address)._unsafeUnwrap().kind).toBe('p2sh')
  })
})
