import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import {
  compareTicks,
  getPoolReserveSeed,
  lpTickName,
  sortTicks,
} from './sortTicks.js'

describe(sortTicks, () => {
  it('default: the shared pool P sorts UNIX first (0x55 < 0x57)', () => {
    expect(sortTicks('WDOGE(WRAPPED-DOGE)', 'UNIX')).toEqual({
      tick0: 'UNIX',
      tick1: 'WDOGE(WRAPPED-DOGE)',
      swapped: true,
    })
    expect(sortTicks('UNIX', 'WDOGE(WRAPPED-DOGE)').swapped).toBe(false)
  })

  it.each([
    ['9LIVES', 'ABC', false],
    ['ABC', '9LIVES', true],
    ['AB', 'A-B', true], // '-' (0x2D) < 'B'
    ['ABC', 'ABCD', false], // a prefix sorts first
    ['abc', 'ABC', true], // lower case after upper case
  ])('behavior: byte order %s vs %s → swapped %s', (a, b, swapped) => {
    expect(sortTicks(a, b).swapped).toBe(swapped)
  })

  it('behavior: compares UTF-8 bytes, not UTF-16 code units', () => {
    // U+FF21 (EF BC A1) < U+1F600 (F0 9F 98 80) in UTF-8, but in UTF-16
    // the surrogate 0xD83D sorts before 0xFF21.
    expect(compareTicks('\uFF21', '😀')).toBeLessThan(0)
    expect('\uFF21' < '😀').toBe(false)
  })
})

describe(lpTickName, () => {
  it('default: T0-SWAP-T1 whatever the input order', () => {
    expect(lpTickName('WDOGE(WRAPPED-DOGE)', 'UNIX')).toBe(
      'UNIX-SWAP-WDOGE(WRAPPED-DOGE)',
    )
    expect(getPoolReserveSeed('WDOGE(WRAPPED-DOGE)', 'UNIX')).toBe(
      'UNIXWDOGE(WRAPPED-DOGE)',
    )
  })
})

describe('compareTicks and UTF-8 bytes', () => {
  test.prop([fc.string({ unit: 'grapheme' }), fc.string({ unit: 'grapheme' })])(
    'property: orders exactly like a byte-wise compare of the UTF-8 encoding',
    (a, b) => {
      const bytes = Math.sign(Buffer.compare(Buffer.from(a), Buffer.from(b)))
      expect(Math.sign(compareTicks(a, b))).toBe(bytes)
    },
  )
})
