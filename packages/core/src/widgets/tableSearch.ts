/**
 * Rows whose `fields` contain `query` as a case-insensitive substring (spec
 * §5 table search). The query is trimmed; a blank query keeps every row.
 * Strings, numbers and bigints are searched by their text; other values
 * never match. Returns a new array; rows are not copied.
 *
 * @example filterRows([{ tick: 'UNIX' }, { tick: 'DOGE' }], 'ni', ['tick']) // [{ tick: 'UNIX' }]
 */
export function filterRows<T extends object>(
  rows: readonly T[],
  query: string,
  fields: readonly (keyof T)[],
): T[] {
  const needle = (typeof query === 'string' ? query : '').trim().toLowerCase()
  if (needle === '') return [...rows]
  return rows.filter((row) =>
    fields.some((field) => {
      const value = row[field]
      if (
        typeof value !== 'string' &&
        typeof value !== 'number' &&
        typeof value !== 'bigint'
      ) {
        return false
      }
      return String(value).toLowerCase().includes(needle)
    }),
  )
}

/**
 * What an empty table says (spec §5): `NOT_FOUND` with the search text when
 * a search left nothing, `NO_DATA` when there is nothing without a search,
 * `undefined` when rows are shown.
 */
export type EmptyState =
  | { readonly code: 'NOT_FOUND'; readonly query: string }
  | { readonly code: 'NO_DATA' }

/**
 * The empty state of a table showing `visibleRows` rows for `query`.
 *
 * @example getEmptyState('abc', 0) // { code: 'NOT_FOUND', query: 'abc' }
 * @example getEmptyState('', 0) // { code: 'NO_DATA' }
 */
export function getEmptyState(
  query: string,
  visibleRows: number,
): EmptyState | undefined {
  if (visibleRows > 0) return undefined
  const trimmed = (typeof query === 'string' ? query : '').trim()
  return trimmed === ''
    ? { code: 'NO_DATA' }
    : { code: 'NOT_FOUND', query: trimmed }
}
