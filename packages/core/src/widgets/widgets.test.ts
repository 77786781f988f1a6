import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import { clampSlider } from './clampSlider.js'
import { getTextareaCounter } from './getTextareaCounter.js'
import { getNumberInputState, revertOnBlur } from './numberInput.js'
import {
  DEFAULT_PAGE_SIZE,
  getPageCount,
  getPaginationWindow,
  type PaginationItem,
} from './pagination.js'
import { filterRows, getEmptyState } from './tableSearch.js'

describe(clampSlider, () => {
  it.each([
    [50, 50],
    [-1, 0],
    [120, 100],
    [33.3333, 33.33],
    [0.1 + 0.2, 0.3],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 0],
  ])('default: %d → %d', (value, expected) => {
    expect(clampSlider(value)).toBe(expected)
  })

  it('parameters: min, max, step', () => {
    expect(clampSlider(7, { min: 0, max: 10, step: 5 })).toBe(5)
    expect(clampSlider(8, { min: 0, max: 10, step: 5 })).toBe(10)
    expect(clampSlider(9.9, { min: 0, max: 9, step: 2 })).toBe(8)
    expect(clampSlider(0.3, { min: 1, max: 5, step: 0 })).toBe(1)
  })

  test.prop([
    fc.double(),
    fc.integer({ min: -1000, max: 1000 }),
    fc.integer({ min: 1, max: 1000 }),
    fc.constantFrom(0.01, 0.1, 0.5, 1, 5),
  ])('property: stays within bounds', (value, min, span, step) => {
    const result = clampSlider(value, { min, max: min + span, step })
    expect(result).toBeGreaterThanOrEqual(min)
    expect(result).toBeLessThanOrEqual(min + span)
  })
})

describe(getNumberInputState, () => {
  it.each([
    ['5', { value: 5, error: undefined, inRange: true, propagate: true }],
    [
      '120',
      { value: 120, error: 'ABOVE_MAX', inRange: false, propagate: false },
    ],
    [
      '-1',
      { value: undefined, error: 'INVALID', inRange: false, propagate: false },
    ],
    ['0', { value: 0, error: undefined, inRange: false, propagate: false }],
    [
      '',
      { value: undefined, error: undefined, inRange: false, propagate: false },
    ],
    [
      '1e3',
      { value: undefined, error: 'INVALID', inRange: false, propagate: false },
    ],
    ['.5', { value: 0.5, error: undefined, inRange: true, propagate: true }],
  ])('behavior: %j in [0.01, 100]', (text, expected) => {
    expect(getNumberInputState(text, { min: 0.01, max: 100 })).toEqual(expected)
  })

  it('default: no bounds', () => {
    expect(getNumberInputState('99999').propagate).toBe(true)
  })

  test.prop([fc.string()])(
    'property: propagates only values in range',
    (text) => {
      const state = getNumberInputState(text, { min: 1, max: 50 })
      if (state.propagate) {
        expect(state.value).toBeGreaterThanOrEqual(1)
        expect(state.value).toBeLessThanOrEqual(50)
      }
    },
  )
})

describe(revertOnBlur, () => {
  it('behavior: keeps in-range text, reverts the rest', () => {
    expect(revertOnBlur(' 3 ', { max: 100, lastValid: 0.5 })).toBe('3')
    expect(revertOnBlur('150', { max: 100, lastValid: 0.5 })).toBe('0.5')
    expect(revertOnBlur('abc', { max: 100, lastValid: undefined })).toBe('')
    expect(revertOnBlur('0', { min: 1, lastValid: 2 })).toBe('2')
  })
})

describe(getTextareaCounter, () => {
  it('default: no limit', () => {
    expect(getTextareaCounter('')).toEqual({
      length: 0,
      maxLength: undefined,
      remaining: undefined,
      overLimit: false,
      canClear: false,
    })
  })
  it('parameters: maxLength', () => {
    expect(getTextareaCounter('hello', 3)).toEqual({
      length: 5,
      maxLength: 3,
      remaining: -2,
      overLimit: true,
      canClear: true,
    })
    expect(getTextareaCounter('😀', 2).overLimit).toBe(false)
  })
})

describe(filterRows, () => {
  const rows = [
    { tick: 'UNIX', holder: 'DAbc', amount: 10n },
    { tick: 'DOGE', holder: 'Dxyz', amount: 2500n },
    { tick: 'CARDI', holder: 'Dqq', amount: 7n },
  ]
  it('default: case-insensitive substring on the given fields', () => {
    expect(filterRows(rows, 'ni', ['tick'])).toEqual([rows[0]])
    expect(filterRows(rows, ' dX ', ['tick', 'holder'])).toEqual([rows[1]])
    expect(filterRows(rows, '25', ['amount'])).toEqual([rows[1]])
  })
  it('behavior: blank query keeps every row; other fields are ignored', () => {
    expect(filterRows(rows, '  ', ['tick'])).toEqual(rows)
    expect(filterRows(rows, 'dabc', ['tick'])).toEqual([])
  })
  test.prop([
    fc.array(fc.record({ a: fc.string(), b: fc.integer() })),
    fc.string(),
  ])(
    'property: every kept row matches; the result is a sub-list',
    (items, query) => {
      const kept = filterRows(items, query, ['a', 'b'])
      const needle = query.trim().toLowerCase()
      for (const row of kept) {
        expect(
          needle === '' ||
            row.a.toLowerCase().includes(needle) ||
            String(row.b).includes(needle),
        ).toBe(true)
      }
      expect(kept.length).toBeLessThanOrEqual(items.length)
    },
  )
})

describe(getEmptyState, () => {
  it('default', () => {
    expect(getEmptyState('unix', 0)).toEqual({
      code: 'NOT_FOUND',
      query: 'unix',
    })
    expect(getEmptyState(' ', 0)).toEqual({ code: 'NO_DATA' })
    expect(getEmptyState('unix', 3)).toBeUndefined()
  })
})

describe(getPaginationWindow, () => {
  it.each([
    [1, 5, [1, 2, 3, 4, 5]],
    [1, 8, [1, 2, 3, 4, 5, 6, 7, 8]],
    [1, 20, [1, 2, 3, 4, 5, 6, 'end-ellipsis', 20]],
    [4, 20, [1, 2, 3, 4, 5, 6, 'end-ellipsis', 20]],
    [5, 20, [1, 'start-ellipsis', 4, 5, 6, 7, 'end-ellipsis', 20]],
    [10, 20, [1, 'start-ellipsis', 9, 10, 11, 12, 'end-ellipsis', 20]],
    [16, 20, [1, 'start-ellipsis', 15, 16, 17, 18, 19, 20]],
    [20, 20, [1, 'start-ellipsis', 15, 16, 17, 18, 19, 20]],
    [99, 20, [1, 'start-ellipsis', 15, 16, 17, 18, 19, 20]],
    [1, 0, []],
  ] as const)('default: page %i of %i', (page, pageCount, expected) => {
    expect(getPaginationWindow({ page, pageCount })).toEqual(expected)
  })

  it('parameters: maxButtons', () => {
    expect(
      getPaginationWindow({ page: 5, pageCount: 9, maxButtons: 3 }),
    ).toEqual([4, 5, 6])
    expect(
      getPaginationWindow({ page: 5, pageCount: 9, maxButtons: 5 }),
    ).toEqual([1, 'start-ellipsis', 5, 'end-ellipsis', 9])
  })

  test.prop([
    fc.integer({ min: -5, max: 300 }),
    fc.integer({ min: 1, max: 300 }),
    fc.integer({ min: 1, max: 15 }),
  ])(
    'property: bounded, ordered, holds the current page, gaps hide ≥ 2 pages',
    (page, pageCount, maxButtons) => {
      const items = getPaginationWindow({ page, pageCount, maxButtons })
      const current = Math.min(pageCount, Math.max(1, page))
      expect(items.length).toBeLessThanOrEqual(maxButtons)
      expect(items).toContain(current)
      if (maxButtons >= 5) {
        expect(items[0]).toBe(1)
        expect(items.at(-1)).toBe(pageCount)
      }
      const pages = items.filter((i): i is number => typeof i === 'number')
      for (let i = 1; i < pages.length; i++) {
        expect(pages[i]).toBeGreaterThan(pages[i - 1] as number)
      }
      items.forEach((item: PaginationItem, i) => {
        if (typeof item === 'string') {
          const before = items[i - 1] as number
          const after = items[i + 1] as number
          expect(after - before).toBeGreaterThanOrEqual(3)
        } else if (i > 0 && typeof items[i - 1] === 'number') {
          expect(item).toBe((items[i - 1] as number) + 1)
        }
      })
    },
  )
})

describe(getPageCount, () => {
  it('default: pages of DEFAULT_PAGE_SIZE', () => {
    expect(DEFAULT_PAGE_SIZE).toBe(10)
    expect(getPageCount(0)).toBe(0)
    expect(getPageCount(10)).toBe(1)
    expect(getPageCount(21)).toBe(3)
    expect(getPageCount(21, 7)).toBe(3)
  })
})
