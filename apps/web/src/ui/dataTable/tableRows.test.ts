import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import {
  compareSortValues,
  filterRows,
  getNextSort,
  getPageWindow,
  getSearchIndex,
  sortRows,
} from './tableRows'
import type { DataTableColumn } from './types'

type Row = { tick: string; holders?: number; supply: bigint }
const rows: Row[] = [
  { tick: 'unix', holders: 5, supply: 2n ** 64n },
  { tick: 'DOGI', holders: 50, supply: 10n },
  { tick: 'Rona', supply: 300n },
  { tick: 'card', holders: 5, supply: 2n ** 64n + 1n },
]
const columns: DataTableColumn<Row>[] = [
  {
    key: 'tick',
    header: 'Tick',
    cell: (r) => r.tick,
    sortValue: (r) => r.tick,
  },
  {
    key: 'holders',
    header: 'Holders',
    cell: (r) => r.holders,
    sortValue: (r) => r.holders,
    firstDirection: 'desc',
  },
  {
    key: 'supply',
    header: 'Supply',
    cell: (r) => String(r.supply),
    sortValue: (r) => r.supply,
  },
  { key: 'plain', header: 'Plain', cell: () => '' },
]
const ticks = (list: readonly Row[]) => list.map((r) => r.tick)

describe(filterRows, () => {
  const index = getSearchIndex(rows, (r) => r.tick)

  it('behavior: case-insensitive substring', () => {
    expect(ticks(filterRows(rows, index, 'UN'))).toEqual(['unix'])
    expect(ticks(filterRows(rows, index, 'o'))).toEqual(['DOGI', 'Rona'])
  })

  it('behavior: blank keeps every row, spaces around are ignored', () => {
    expect(filterRows(rows, index, '  ')).toBe(rows)
    expect(ticks(filterRows(rows, index, ' dogi '))).toEqual(['DOGI'])
  })

  test.prop([fc.array(fc.string()), fc.string()])(
    'property: the result is exactly the rows containing the query',
    (texts, query) => {
      const list = texts.map((text) => ({ text }))
      const found = filterRows(
        list,
        getSearchIndex(list, (r) => r.text),
        query,
      )
      const needle = query.trim().toLowerCase()
      expect(found).toEqual(
        list.filter((r) => r.text.toLowerCase().includes(needle)),
      )
    },
  )
})

describe(sortRows, () => {
  it('behavior: strings ignore case', () => {
    expect(
      ticks(sortRows(rows, columns, { column: 'tick', direction: 'asc' })),
    ).toEqual(['card', 'DOGI', 'Rona', 'unix'])
  })

  it('behavior: bigints past 2^53 compare exactly; equal values keep their order', () => {
    expect(
      ticks(sortRows(rows, columns, { column: 'supply', direction: 'desc' })),
    ).toEqual(['card', 'unix', 'Rona', 'DOGI'])
  })

  it('behavior: missing values go last in both directions', () => {
    expect(
      ticks(sortRows(rows, columns, { column: 'holders', direction: 'asc' })),
    ).toEqual(['unix', 'card', 'DOGI', 'Rona'])
    expect(
      ticks(sortRows(rows, columns, { column: 'holders', direction: 'desc' })),
    ).toEqual(['DOGI', 'unix', 'card', 'Rona'])
  })

  it('behavior: null, unknown and unsortable columns keep the order', () => {
    expect(sortRows(rows, columns, null)).toBe(rows)
    expect(sortRows(rows, columns, { column: 'nope', direction: 'asc' })).toBe(
      rows,
    )
    expect(sortRows(rows, columns, { column: 'plain', direction: 'asc' })).toBe(
      rows,
    )
  })

  test.prop([fc.array(fc.option(fc.bigInt(), { nil: undefined }))])(
    'property: ascending order, missing last, a permutation',
    (values) => {
      const list = values.map((value, i) => ({ value, i }))
      const sorted = sortRows(
        list,
        [{ key: 'v', header: 'V', cell: () => '', sortValue: (r) => r.value }],
        { column: 'v', direction: 'asc' },
      )
      expect([...sorted].sort((a, b) => a.i - b.i)).toEqual(list)
      for (let i = 1; i < sorted.length; i++) {
        const a = sorted[i - 1]?.value
        const b = sorted[i]?.value
        if (b !== undefined) expect(a !== undefined && a <= b).toBe(true)
      }
    },
  )
})

describe(compareSortValues, () => {
  it('behavior: NaN after numbers; mixed types in a fixed order', () => {
    expect(compareSortValues(Number.NaN, 1)).toBeGreaterThan(0)
    expect(compareSortValues(1, 'a')).toBeLessThan(0)
    expect(compareSortValues(5n, 1)).toBeGreaterThan(0)
    expect(compareSortValues('item 2', 'item 10')).toBeLessThan(0)
  })
})

describe(getNextSort, () => {
  it('behavior: first direction, then flips', () => {
    const holders = columns[1] as DataTableColumn<Row>
    const first = getNextSort(null, holders)
    expect(first).toEqual({ column: 'holders', direction: 'desc' })
    expect(getNextSort(first, holders)).toEqual({
      column: 'holders',
      direction: 'asc',
    })
    expect(getNextSort(first, columns[0] as DataTableColumn<Row>)).toEqual({
      column: 'tick',
      direction: 'asc',
    })
  })
})

describe(getPageWindow, () => {
  it.each([
    [0, 10, 1, { pageCount: 1, page: 1, from: 0, to: 0 }],
    [25, 10, 3, { pageCount: 3, page: 3, from: 20, to: 25 }],
    [25, 10, 9, { pageCount: 3, page: 3, from: 20, to: 25 }],
    [25, 10, 0, { pageCount: 3, page: 1, from: 0, to: 10 }],
  ])('behavior: %i rows of %i, page %i', (count, size, page, expected) => {
    expect(getPageWindow(count, size, page)).toEqual(expected)
  })
})
