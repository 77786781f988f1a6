import { describe, expect, it } from 'vitest'
import { getFileListingState } from './getFileListingState.js'
import {
  formatTraitFilter,
  parseTraitFilter,
  toggleTraitValue,
} from './getTraitFilter.js'
import { fileOrder } from './test/fileOrder.js'
import { unshiftItemAttributes } from './unshiftItemAttributes.js'

const order = fileOrder

describe(getFileListingState, () => {
  it('default: an open create is the listing, at amt_finish 0', () => {
    const s = getFileListingState([order('create', 'a', 1)])
    expect(s.open).toMatchObject({ exId: 'a', amt: 100n, seller: 'DSeller' })
    expect(s.amountFinished.get('a')).toBe(0n)
  })

  it.each(['trade', 'cancel'] as const)(
    'behavior: a settled %s closes the listing',
    (op) => {
      const s = getFileListingState([
        order(op, 'a', 2, { holderAddress: 'DBuyer' }),
        order('create', 'a', 1),
      ])
      expect(s.open).toBeNull()
      expect(s.amountFinished.get('a')).toBe(100n)
    },
  )

  it('behavior: a failed trade or create changes nothing', () => {
    const failed = { status: 'failed', orderStatus: 1 } as const
    const s = getFileListingState([
      order('trade', 'a', 3, failed),
      order('create', 'b', 2, failed),
      order('create', 'a', 1),
    ])
    expect(s.open?.exId).toBe('a')
    expect(s.amountFinished.has('b')).toBe(false)
  })

  it('behavior: relisted after a sale, the newest open listing wins', () => {
    const s = getFileListingState([
      order('create', 'b', 3, { amt: 7n }),
      order('trade', 'a', 2),
      order('create', 'a', 1),
    ])
    expect(s.open).toMatchObject({ exId: 'b', amt: 7n })
  })
})

describe(unshiftItemAttributes, () => {
  it('behavior: item i takes the attributes item i+1 carries', () => {
    const A = [{ traitType: 'Hat', value: 'Cap' }]
    const B = [{ traitType: 'Hat', value: 'Crown' }]
    expect(
      unshiftItemAttributes([
        { fileId: 'a', name: 'A', attributes: [] },
        { fileId: 'b', name: 'B', attributes: A },
        { fileId: 'c', name: 'C', attributes: B },
      ]).map((i) => i.attributes),
    ).toEqual([A, B, null])
  })
})

describe(toggleTraitValue, () => {
  it('behavior: adds, sorts, removes and drops empty traits', () => {
    let f = toggleTraitValue({}, 'Hat', 'Cap')
    f = toggleTraitValue(f, 'Coat', 'Gold')
    f = toggleTraitValue(f, 'Hat', 'Beanie')
    expect(f).toEqual({ Coat: ['Gold'], Hat: ['Beanie', 'Cap'] })
    expect(Object.keys(f)).toEqual(['Coat', 'Hat'])
    f = toggleTraitValue(f, 'Coat', 'Gold')
    expect(f).toEqual({ Hat: ['Beanie', 'Cap'] })
  })
})

describe(parseTraitFilter, () => {
  it('behavior: reads what formatTraitFilter wrote', () => {
    const f = { 'A:b': ['x y', 'z%'], Hat: ['Cap'] }
    expect(parseTraitFilter(formatTraitFilter(f))).toEqual(f)
  })

  it.each([[['%E0%A4%A']], [['novalue:']], [[':x']], [[42]], [['x']]])(
    'behavior: skips malformed %j',
    (pairs) => {
      expect(parseTraitFilter(pairs)).toEqual({})
    },
  )
})
