import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import { compareTicks as compareTicksRaw } from '../amm/sortTicks.js'
import { getTickDisplayName } from './getTickDisplayName.js'
import { isUserToken } from './isUserToken.js'
import { isLpTick, parseLpTick } from './lpTick.js'
import { normalizeTick } from './normalizeTick.js'
import { utf8ByteLength } from './utf8ByteLength.js'
import { validateTick } from './validateTick.js'
import { isWdogeTick, isWrappedTick, WDOGE_TICK } from './wdogeTick.js'

const WDOGE = 'WDOGE(WRAPPED-DOGE)'

// compareTicks lives in amm/sortTicks.ts (part B); its laws are pinned here
// with the other tick rules. It returns any sign, so compare signs.
const compareTicks = (a: string, b: string) => Math.sign(compareTicksRaw(a, b))

describe(normalizeTick, () => {
  it('default: ASCII', () => {
    expect(normalizeTick('wdoge(wrapped-doge)')).toBe(WDOGE)
    expect(normalizeTick('unix')).toBe('UNIX')
    expect(normalizeTick(' a ')).toBe(' A ')
  })

  // docs/protocol.md §1.3: Go's strings.ToUpper, one simple mapping per rune.
  it.each([
    ['äb', 'ÄB'],
    ['é', 'É'],
    ['ı', 'I'],
    ['ſ', 'S'],
    ['ǅ', 'Ǆ'],
    ['ǆ', 'Ǆ'],
    ['ß', 'ß'], // JavaScript: SS
    ['ﬁ', 'ﬁ'], // JavaScript: FI
    ['ŉ', 'ŉ'],
    ['ΐ', 'ΐ'],
    ['ᾀ', 'ᾈ'], // JavaScript: ἈΙ
    ['ᾈ', 'ᾈ'],
    ['ᾳ', 'ᾼ'],
    ['ῳ', 'ῼ'],
    ['\u0345', 'Ι'],
    ['ɐ', 'Ɐ'],
    ['ⱥ', 'Ⱥ'],
    ['ɤ', 'ɤ'], // upper case only since Unicode 16; Go 1.23 has 15.0
    ['ƛ', 'ƛ'],
    ['😀a', '😀A'],
    ['\ud800a', '\ud800A'],
  ])('behavior: %j → %j', (tick, expected) => {
    expect(normalizeTick(tick)).toBe(expected)
  })

  it('behavior: byte lengths are measured after the mapping', () => {
    const len = (tick: string) => utf8ByteLength(normalizeTick(tick))
    expect(len('ſſſſſſſſ')).toBe(8) // 16 bytes typed, SSSSSSSS passes
    expect(len('ɐɐɐ')).toBe(9) // 6 bytes typed, fails 2..8
    expect(len('ı')).toBe(1) // 2 bytes typed, I fails
    expect(len('ⱥⱥ')).toBe(4)
  })

  test.prop([fc.string({ unit: 'binary' })])(
    'property: per code point, idempotent, and equal to toUpperCase on ASCII',
    (text) => {
      const upper = normalizeTick(text)
      expect([...upper].length).toBe([...text].length)
      expect(normalizeTick(upper)).toBe(upper)
      if (/^[\x20-\x7e]*$/.test(text)) expect(upper).toBe(text.toUpperCase())
    },
  )
})

describe(validateTick, () => {
  it.each([
    ['unix', 'UNIX'],
    ['  Doge1 ', 'DOGE1'],
    ['ab', 'AB'],
    ['abcdefgh', 'ABCDEFGH'],
    ['12', '12'],
  ])('default: %j → %s', (text, expected) => {
    expect(validateTick(text)._unsafeUnwrap()).toBe(expected)
  })

  it.each([
    ['', 'TICK_LENGTH'],
    ['a', 'TICK_LENGTH'],
    ['abcdefghi', 'TICK_LENGTH'],
    ['a b', 'TICK_CHARACTERS'],
    ['ab$', 'TICK_CHARACTERS'],
    ['wdoge(w)', 'TICK_CHARACTERS'],
    ['äb', 'TICK_CHARACTERS'],
    // The indexer would register `STAR`/`IX`, a look-alike of what was typed.
    ['ſtar', 'TICK_CHARACTERS'],
    ['ıx', 'TICK_CHARACTERS'],
    // 5 characters but 10 UTF-8 bytes
    ['ääääa', 'TICK_LENGTH'],
    ['🐶', 'TICK_CHARACTERS'],
  ])('behavior: refuses %j with %s', (text, code) => {
    expect(validateTick(text)._unsafeUnwrapErr().code).toBe(code)
  })

  it('behavior: reports the byte length and bounds', () => {
    expect(validateTick('ääääa')._unsafeUnwrapErr()).toEqual({
      code: 'TICK_LENGTH',
      length: 9,
      min: 2,
      max: 8,
    })
  })

  it('parameters: maxLength (AI-NFT ticks up to 32)', () => {
    expect(validateTick('a'.repeat(32), { maxLength: 32 }).isOk()).toBe(true)
    expect(validateTick('a'.repeat(33), { maxLength: 32 }).isErr()).toBe(true)
  })

  test.prop([fc.string({ unit: 'binary' })])(
    'property: total; an accepted tick is 2..8 ASCII letters or digits',
    (text) => {
      const result = validateTick(text)
      if (result.isOk()) expect(result.value).toMatch(/^[A-Z0-9]{2,8}$/)
      else
        expect(['TICK_LENGTH', 'TICK_CHARACTERS']).toContain(result.error.code)
    },
  )
})

describe(utf8ByteLength, () => {
  test.prop([fc.string({ unit: 'binary' })])(
    'property: equals the UTF-8 encoding length',
    (text) => {
      expect(utf8ByteLength(text)).toBe(Buffer.byteLength(text, 'utf8'))
    },
  )
})

describe(compareTicksRaw, () => {
  it.each([
    ['UNIX', WDOGE, -1],
    ['A', 'A', 0],
    ['AB', 'A', 1],
    ['1', 'A', -1],
    ['Z', 'a', -1],
    ['(', '0', -1],
    ['-', '0', -1],
    ['\uffff', '😀', -1], // JavaScript `<` says the opposite
  ] as const)('default: %j vs %j → %i', (a, b, expected) => {
    expect(compareTicks(a, b)).toBe(expected)
  })

  const goCompare = (a: string, b: string) =>
    Math.sign(Buffer.compare(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8')))

  const tick = fc.oneof(
    fc.string({ unit: 'binary' }),
    fc.stringMatching(/^[A-Z0-9()-]{0,10}$/),
  )

  test.prop([tick, tick])('property: consistent with Go byte order', (a, b) => {
    expect(compareTicks(a, b)).toBe(goCompare(a, b))
  })

  test.prop([tick, tick])('property: antisymmetric', (a, b) => {
    expect(compareTicks(a, b)).toBe(-compareTicks(b, a) || 0)
    expect(compareTicks(a, b) === 0).toBe(a === b)
  })

  test.prop([tick, tick, tick])('property: transitive', (a, b, c) => {
    if (compareTicks(a, b) <= 0 && compareTicks(b, c) <= 0) {
      expect(compareTicks(a, c)).toBeLessThanOrEqual(0)
    }
  })

  test.prop([fc.array(tick)])('property: sorting agrees with Go', (ticks) => {
    const ours = [...ticks].sort(compareTicks)
    const go = [...ticks].sort(goCompare)
    expect(ours).toEqual(go)
  })
})

describe(isWdogeTick, () => {
  it('default', () => {
    expect(WDOGE_TICK).toBe(WDOGE)
    expect(isWdogeTick(WDOGE)).toBe(true)
    expect(isWdogeTick('wdoge(wrapped-doge)')).toBe(true)
    expect(isWdogeTick('WDOGE')).toBe(false)
    expect(isWdogeTick('UNIX-SWAP-WDOGE(WRAPPED-DOGE)')).toBe(false)
  })
})

describe(isWrappedTick, () => {
  it('default', () => {
    expect(isWrappedTick(WDOGE)).toBe(true)
    expect(isWrappedTick('WBTC(WRAPPED-BTC)')).toBe(true)
    expect(isWrappedTick('WDOGE')).toBe(false)
  })
})

describe(isLpTick, () => {
  it('default', () => {
    expect(isLpTick('UNIX-SWAP-WDOGE(WRAPPED-DOGE)')).toBe(true)
    expect(isLpTick('unix-swap-cardi')).toBe(true)
    expect(isLpTick('UNIX')).toBe(false)
    expect(isLpTick('SWAP')).toBe(false)
  })
})

describe(parseLpTick, () => {
  it.each([
    ['UNIX-SWAP-WDOGE(WRAPPED-DOGE)', { tick0: 'UNIX', tick1: WDOGE }],
    ['a-swap-b', { tick0: 'A', tick1: 'B' }],
    ['UNIX', undefined],
    ['-SWAP-B', undefined],
    ['A-SWAP-', undefined],
    ['A-SWAP-B-SWAP-C', undefined],
  ])('default: %j', (tick, expected) => {
    expect(parseLpTick(tick)).toEqual(expected)
  })
})

describe(getTickDisplayName, () => {
  it('default: WDOGE(WRAPPED-DOGE) shows as WDOGE', () => {
    expect(getTickDisplayName(WDOGE)).toBe('WDOGE')
    expect(getTickDisplayName('UNIX')).toBe('UNIX')
  })
  it('parameters: doge', () => {
    expect(getTickDisplayName(WDOGE, { doge: true })).toBe('DOGE')
    expect(getTickDisplayName('UNIX', { doge: true })).toBe('UNIX')
  })
})

describe(isUserToken, () => {
  it.each([
    ['UNIX', true],
    ['ABCDEFGHIJ', true],
    ['ABCDEFGHIJK', false],
    [WDOGE, false],
    ['A-SWAP-B', false],
    ['WB(WRAPPED-', false],
  ])('default: %j → %s', (tick, expected) => {
    expect(isUserToken(tick)).toBe(expected)
  })

  it.each([
    ['a-swap-b', false],
    ['wb(wrapped-x', false],
    // Under 11 bytes only once upper-cased (ⱥ → Ⱥ: 3 → 2 bytes).
    ['ⱥⱥⱥⱥⱥ', true],
    // ɐ → Ɐ: 2 → 3 bytes, so 12 once upper-cased.
    ['ɐɐɐɐ', false],
  ])(
    'lower case and case mappings that change the length: %j → %s',
    (tick, expected) => {
      expect(isUserToken(tick)).toBe(expected)
    },
  )

  // Upper-casing once gives what each test gives upper-casing on its own.
  test.prop([
    fc.oneof(
      fc.string({ unit: 'binary' }),
      fc.constantFrom('-SWAP-', '(WRAPPED-', '-swap-', '(wrapped-'),
      fc
        .tuple(fc.string(), fc.constantFrom('-swap-', '(Wrapped-'), fc.string())
        .map((parts) => parts.join('')),
    ),
  ])(
    'agrees with isLpTick, isWrappedTick and the upper-cased length',
    (tick) => {
      expect(isUserToken(tick)).toBe(
        !isLpTick(tick) &&
          !isWrappedTick(tick) &&
          utf8ByteLength(normalizeTick(tick)) < 11,
      )
    },
  )
})
