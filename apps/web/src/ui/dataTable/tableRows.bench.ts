import { bench, describe } from 'vitest'
import { filterRows, getSearchIndex, sortRows } from './tableRows'

// The token explorer's scale: 50,000 rows, filtered on each keystroke.
const rows = Array.from({ length: 50_000 }, (_, i) => ({
  tick: `T${(i * 7919).toString(36).toUpperCase()}`,
  holders: (i * 31) % 9973,
}))
const index = getSearchIndex(rows, (r) => r.tick)

describe('DataTable rows, 50,000', () => {
  bench('filter one keystroke', () => {
    filterRows(rows, index, 'a1')
  })
  bench('sort by a number column', () => {
    sortRows(
      rows,
      [{ key: 'h', header: 'H', cell: () => '', sortValue: (r) => r.holders }],
      { column: 'h', direction: 'desc' },
    )
  })
})
