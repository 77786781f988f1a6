import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import { createLookalikeIndex } from './createLookalikeIndex.js'
import { getTickDisplayName } from './getTickDisplayName.js'
import { getTickSkeleton, TICK_CONFUSABLES } from './getTickSkeleton.js'
import {
  getImpersonatedNative,
  getTickWarnings,
  needsRiskAcknowledgement,
} from './getTickWarnings.js'
import { normalizeTick } from './normalizeTick.js'
import { getTickCharacterIssues, revealTick } from './tickCharacters.js'
import { WDOGE_TICK } from './wdogeTick.js'

const ZWSP = '\u200b'
const RLO = '\u202e'
const CYRILLIC_O = '\u041e'
const GREEK_O = '\u039f'

/** Characters that make lookalikes, and plain ones. */
const trickyChar = fc.constantFrom(
  ...'ABCDEGOSWXL01I|',
  ZWSP,
  RLO,
  '\u00ad',
  '\ufeff',
  CYRILLIC_O,
  GREEK_O,
  '\u0410',
  '\u0421',
  '\u0455',
  '\uff24',
  'é',
  ' ',
)
const trickyTick = fc
  .array(trickyChar, { minLength: 1, maxLength: 10 })
  .map((chars) => chars.join(''))

describe(getTickCharacterIssues, () => {
  it('default: plain printable ASCII has no issues', () => {
    expect(getTickCharacterIssues('UNIX')).toEqual([])
    expect(getTickCharacterIssues(WDOGE_TICK)).toEqual([])
  })

  it.each([
    [`W${ZWSP}DOGE`, [{ index: 1, codePoint: 0x200b, kind: 'invisible' }]],
    [`${RLO}EGOD`, [{ index: 0, codePoint: 0x202e, kind: 'bidi' }]],
    ['A\u0007', [{ index: 1, codePoint: 7, kind: 'control' }]],
    ['A B', [{ index: 1, codePoint: 0x20, kind: 'whitespace' }]],
    [`D${CYRILLIC_O}GE`, [{ index: 1, codePoint: 0x41e, kind: 'non-ascii' }]],
    ['😀A', [{ index: 0, codePoint: 0x1f600, kind: 'non-ascii' }]],
  ])('behavior: flags %j', (tick, issues) => {
    expect(getTickCharacterIssues(tick)).toEqual(issues)
  })
})

describe(revealTick, () => {
  it.each([
    ['UNIX', 'UNIX'],
    [`W${ZWSP}DOGE`, 'W<U+200B>DOGE'],
    [`D${CYRILLIC_O}GE`, 'D<U+041E>GE'],
    ['😀', '<U+1F600>'],
  ])('behavior: %j → %j', (tick, shown) => {
    expect(revealTick(tick)).toBe(shown)
  })

  test.prop([fc.string({ unit: 'binary', maxLength: 12 })])(
    'property: the result is printable ASCII, and unchanged exactly when nothing is flagged',
    (tick) => {
      const shown = revealTick(tick)
      expect(shown).toMatch(/^[\x21-\x7e]*$/)
      expect(shown === tick).toBe(getTickCharacterIssues(tick).length === 0)
    },
  )

  test.prop([
    fc.string({ unit: 'binary', maxLength: 8 }),
    fc.string({ unit: 'binary', maxLength: 8 }),
  ])('property: distinct ticks stay distinct', (a, b) => {
    fc.pre(a !== b)
    expect(revealTick(a)).not.toBe(revealTick(b))
  })
})

describe(getTickSkeleton, () => {
  it.each([
    ['DOGE', 'D0GE'],
    ['DOGE', 'doge'],
    ['DOGE', `D${CYRILLIC_O}GE`],
    ['DOGE', `D${GREEK_O}GE`],
    ['DOGE', `DO${ZWSP}GE`],
    ['DOGE', '\uff24OGE'],
    ['WDOGE', `W${ZWSP}D0GE`],
    ['PILL', 'P1LL'],
    ['PILL', 'PIII'],
    ['SCAM', '\u0405\u0421AM'],
  ])('behavior: %j and %j look alike', (a, b) => {
    expect(getTickSkeleton(a)).toBe(getTickSkeleton(b))
  })

  it.each([
    ['DOGE', 'DOGS'],
    ['UNIX', 'UNlX2'],
    ['CZZ', 'CZ'],
  ])('behavior: %j and %j do not', (a, b) => {
    expect(getTickSkeleton(a)).not.toBe(getTickSkeleton(b))
  })

  test.prop([fc.stringMatching(/^[A-KM-Z2-9]{1,8}$/)])(
    'property: plain upper-case ASCII without 0, 1, L is its own skeleton',
    (tick) => {
      expect(getTickSkeleton(tick)).toBe(tick)
    },
  )

  test.prop([
    fc.string({
      unit: fc
        .integer({ min: 0x20, max: 0x7e })
        .map((c) => String.fromCharCode(c)),
      maxLength: 12,
    }),
  ])('property: ASCII maps character by character (the fast path)', (tick) => {
    const expected = [...normalizeTick(tick)]
      .map((char) => TICK_CONFUSABLES[char] ?? char)
      .join('')
    expect(getTickSkeleton(tick)).toBe(expected)
  })

  test.prop([trickyTick, fc.nat(10)])(
    'property: an invisible character anywhere changes nothing',
    (tick, at) => {
      const i = Math.min(at, tick.length)
      const padded = tick.slice(0, i) + ZWSP + tick.slice(i)
      expect(getTickSkeleton(padded)).toBe(getTickSkeleton(tick))
    },
  )

  it('default: every confusable maps to an upper-case Latin letter', () => {
    for (const target of Object.values(TICK_CONFUSABLES)) {
      expect(target).toMatch(/^[A-Z]$/)
    }
  })
})

describe(createLookalikeIndex, () => {
  const listed = ['DOGE', 'D0GE', `D${CYRILLIC_O}GE`, 'UNIX', 'CZZ', 'DOGE']

  it('default: finds the others, sorted, without the tick itself', () => {
    const index = createLookalikeIndex(listed)
    expect(index.lookalikesOf('DOGE')).toEqual(['D0GE', `D${CYRILLIC_O}GE`])
    expect(index.lookalikesOf('UNIX')).toEqual([])
    expect(index.hasLookalike('DOGE')).toBe(true)
    expect(index.hasLookalike('UNIX')).toBe(false)
  })

  it('behavior: an unlisted tick is compared with every listed one', () => {
    const index = createLookalikeIndex(listed)
    expect(index.lookalikesOf('d0ge')).toEqual([
      'D0GE',
      'DOGE',
      `D${CYRILLIC_O}GE`,
    ])
    expect(index.hasLookalike('UNlX')).toBe(true)
  })

  test.prop([fc.array(trickyTick, { maxLength: 30 })])(
    'property: never itself, and symmetric among listed ticks',
    (ticks) => {
      const index = createLookalikeIndex(ticks)
      for (const a of ticks) {
        const others = index.lookalikesOf(a)
        expect(others).not.toContain(a)
        expect(index.hasLookalike(a)).toBe(others.length > 0)
        for (const b of others) expect(index.lookalikesOf(b)).toContain(a)
      }
    },
  )
})

describe(getTickWarnings, () => {
  it('default: a plain verified tick has none', () => {
    expect(getTickWarnings({ tick: 'UNIX', verified: true })).toEqual([])
    expect(needsRiskAcknowledgement([])).toBe(false)
  })

  it('behavior: the fake WDOGE DRC-20 is flagged first', () => {
    const warnings = getTickWarnings({
      tick: 'WDOGE',
      verified: false,
      lookalikes: ['WD0GE'],
    })
    expect(warnings.map((w) => w.code)).toEqual([
      'IMPERSONATES_NATIVE',
      'LOOKALIKE',
      'UNVERIFIED',
    ])
    expect(warnings[0]).toEqual({ code: 'IMPERSONATES_NATIVE', of: 'WDOGE' })
    expect(needsRiskAcknowledgement(warnings)).toBe(true)
  })

  it('behavior: a verified ASCII lookalike is flagged without the risk step', () => {
    const original = getTickWarnings({
      tick: 'DOGI',
      verified: true,
      lookalikes: ['D0GI'],
    })
    expect(original.map((w) => w.code)).toEqual(['LOOKALIKE'])
    expect(needsRiskAcknowledgement(original)).toBe(false)
    // Its impostor, unverified, needs the step.
    expect(
      needsRiskAcknowledgement(
        getTickWarnings({
          tick: 'D0GI',
          verified: false,
          lookalikes: ['DOGI'],
        }),
      ),
    ).toBe(true)
    // Non-ASCII or hidden characters need it even when verified.
    for (const tick of ['\u0421ARDI', 'UNI\u200bX'])
      expect(
        needsRiskAcknowledgement(getTickWarnings({ tick, verified: true })),
      ).toBe(true)
  })

  it('behavior: wrapped DOGE is only a system tick', () => {
    expect(getTickWarnings({ tick: WDOGE_TICK, verified: false })).toEqual([
      { code: 'SYSTEM_TICK', kind: 'wrapped' },
    ])
    expect(
      needsRiskAcknowledgement(getTickWarnings({ tick: WDOGE_TICK })),
    ).toBe(false)
  })

  it('behavior: hidden, non-ASCII and LP ticks', () => {
    expect(getTickWarnings({ tick: `A${ZWSP}B` }).map((w) => w.code)).toEqual([
      'HIDDEN_CHARACTERS',
    ])
    expect(getTickWarnings({ tick: 'ÉCU' }).map((w) => w.code)).toEqual([
      'NON_ASCII',
    ])
    expect(getTickWarnings({ tick: 'UNIX-SWAP-WDOGE(WRAPPED-DOGE)' })).toEqual([
      { code: 'SYSTEM_TICK', kind: 'lp' },
    ])
  })

  it.each([
    ['WDOGE', 'WDOGE'],
    ['wd0ge', 'WDOGE'],
    ['DOGE', 'DOGE'],
    [`D${CYRILLIC_O}GE`, 'DOGE'],
    [WDOGE_TICK, undefined],
    ['DOGS', undefined],
  ])('behavior: %j impersonates %j', (tick, native) => {
    expect(getImpersonatedNative(tick)).toBe(native)
  })
})

describe(getTickDisplayName, () => {
  it('behavior: only wrapped DOGE reads as WDOGE (the fake WDOGE regression)', () => {
    expect(getTickDisplayName(WDOGE_TICK)).toBe('WDOGE')
    expect(getTickDisplayName('WDOGE')).toBe('WDOGE (DRC-20)')
    expect(getTickDisplayName('DOGE')).toBe('DOGE (DRC-20)')
    expect(getTickDisplayName(`W${ZWSP}DOGE`)).toBe('W<U+200B>DOGE (DRC-20)')
    expect(getTickDisplayName('UNIX')).toBe('UNIX')
  })

  test.prop([trickyTick, fc.boolean()])(
    'property: nothing but WDOGE(WRAPPED-DOGE) is shown as WDOGE or DOGE',
    (tick, doge) => {
      fc.pre(normalizeTick(tick) !== WDOGE_TICK)
      const shown = getTickDisplayName(tick, { doge })
      expect(shown).not.toBe('WDOGE')
      expect(shown).not.toBe('DOGE')
    },
  )
})
