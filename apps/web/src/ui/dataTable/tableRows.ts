import type { DataTableColumn, SortValue, TableSort } from './types'

/**
 * Lower-cased search texts, computed once per row list so that each
 * keystroke is one `includes` per row.
 */
export function getSearchIndex<Row>(
  rows: readonly Row[],
  getSearchText: (row: Row) => string,
): readonly string[] {
  return rows.map((row) => getSearchText(row).toLowerCase())
}

/**
 * The rows whose search text contains the query, case-insensitively
 * (docs/product.md §5). A blank query keeps every row; surrounding spaces
 * are ignored.
 */
export function filterRows<Row>(
  rows: readonly Row[],
  index: readonly string[],
  query: string,
): readonly Row[] {
  const needle = query.trim().toLowerCase()
  if (needle === '') return rows
  const out: Row[] = []
  for (let i = 0; i < rows.length; i++) {
    if (index[i]?.includes(needle)) out.push(rows[i] as Row)
  }
  return out
}

// Built at the first string sort, not when the table's code loads: the
// first Intl.Collator loads the collation data, a long task on a phone.
let collator: Intl.Collator | undefined

const TYPE_ORDER = { number: 0, bigint: 1, string: 2 } as const

/**
 * Ascending order of two sort values (`undefined` is handled by the
 * caller): numbers and bigints by value, NaN after numbers, strings by the
 * collator (numeric, case-insensitive). A column should return one type;
 * mixed types still get a total order (numbers, bigints, strings).
 */
export function compareSortValues(
  a: Exclude<SortValue, undefined>,
  b: Exclude<SortValue, undefined>,
): number {
  if (typeof a !== typeof b) {
    return (
      TYPE_ORDER[typeof a as keyof typeof TYPE_ORDER] -
      TYPE_ORDER[typeof b as keyof typeof TYPE_ORDER]
    )
  }
  if (typeof a === 'string') {
    collator ??= new Intl.Collator(undefined, {
      numeric: true,
      sensitivity: 'base',
    })
    return collator.compare(a, b as string)
  }
  const y = b as number | bigint
  if (typeof a === 'number' && (Number.isNaN(a) || Number.isNaN(y))) {
    return Number(Number.isNaN(a)) - Number(Number.isNaN(y))
  }
  return a < y ? -1 : a > y ? 1 : 0
}

/**
 * The rows in the column's order, stable (equal values keep their order),
 * with missing values (`undefined`) last in both directions. Unknown or
 * unsortable columns and `null` leave the order as it is.
 */
export function sortRows<Row>(
  rows: readonly Row[],
  columns: readonly DataTableColumn<Row>[],
  sort: TableSort | null | undefined,
): readonly Row[] {
  if (!sort) return rows
  const column = columns.find((c) => c.key === sort.column)
  const getValue = column?.sortValue
  if (getValue === undefined) return rows
  const sign = sort.direction === 'asc' ? 1 : -1
  const keyed = rows.map((row, position) => ({
    row,
    position,
    value: getValue(row),
  }))
  keyed.sort((x, y) => {
    if (x.value === undefined || y.value === undefined) {
      if (x.value === y.value) return x.position - y.position
      return x.value === undefined ? 1 : -1
    }
    return sign * compareSortValues(x.value, y.value) || x.position - y.position
  })
  return keyed.map((k) => k.row)
}

/** The sort after a header click: a new column starts at its first direction, the same column flips. */
export function getNextSort<Row>(
  current: TableSort | null | undefined,
  column: DataTableColumn<Row>,
): TableSort {
  if (current?.column === column.key) {
    return {
      column: column.key,
      direction: current.direction === 'asc' ? 'desc' : 'asc',
    }
  }
  return { column: column.key, direction: column.firstDirection ?? 'asc' }
}

/** Page count (at least 1) and the page clamped into range. */
export function getPageWindow(
  rowCount: number,
  pageSize: number,
  page: number,
): {
  readonly pageCount: number
  readonly page: number
  readonly from: number
  readonly to: number
} {
  const size = Math.max(1, Math.floor(pageSize))
  const pageCount = Math.max(1, Math.ceil(rowCount / size))
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pageCount)
  const from = (current - 1) * size
  return { pageCount, page: current, from, to: Math.min(rowCount, from + size) }
}

/** What a table's body shows. */
export type BodyState = 'loading' | 'error' | 'empty' | 'not-found' | 'rows'

export function getBodyState(
  rows: readonly unknown[] | undefined,
  visible: readonly unknown[] | undefined,
  loading: boolean,
  hasError: boolean,
): BodyState {
  const none = rows === undefined || rows.length === 0
  if (none && loading) return 'loading'
  if (none && hasError) return 'error'
  if (rows === undefined) return 'loading'
  if (rows.length === 0) return 'empty'
  if (visible !== undefined && visible.length === 0) return 'not-found'
  return 'rows'
}
