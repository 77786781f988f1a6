import { describe, expect, it } from 'vitest'
import { isTxHash } from './isTxHash.js'
import { shortenAddress } from './shortenAddress.js'

describe(isTxHash, () => {
  it.each([
    ['a'.repeat(64), true],
    ['ABCDEF0123456789'.repeat(4), true],
    ['a'.repeat(63), false],
    ['a'.repeat(65), false],
    [`0x${'a'.repeat(62)}`, false],
    [`${'a'.repeat(64)}i0`, false],
    ['g'.repeat(64), false],
    [` ${'a'.repeat(64)}`, false],
    [42, false],
  ])('behavior: %j → %s', (text, expected) => {
    expect(isTxHash(text)).toBe(expected)
  })
})

describe(shortenAddress, () => {
  const address = 'DEm5jczGyyfrb8AbufR893FLxkWBwY8tAk'
  it('default: 6 head, 4 tail', () => {
    expect(shortenAddress(address)).toBe('DEm5jc…8tAk')
  })
  it('parameters: head, tail', () => {
    expect(shortenAddress(address, { head: 3, tail: 3 })).toBe('DEm…tAk')
    expect(shortenAddress(address, { head: 4, tail: 0 })).toBe('DEm5…')
  })
  it('behavior: short text is returned unchanged', () => {
    expect(shortenAddress('DEm5jc12345')).toBe('DEm5jc12345')
    expect(shortenAddress('')).toBe('')
  })
})
