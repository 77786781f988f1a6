import { useMediaQuery, useUncontrolled } from '@mantine/hooks'
import { useMemo } from 'react'
import { MOBILE_MEDIA_QUERY } from '../layout'
import { filterRows, getSearchIndex, sortRows } from './tableRows'
import type { DataTableBaseProps, TableSort } from './types'

/**
 * The state both table variants share: search text and sort (each
 * controlled or not), the rows they leave, and the layout.
 */
export function useTableView<Row>({
  rows,
  columns,
  getSearchText,
  query,
  onQueryChange,
  sort,
  defaultSort = null,
  onSortChange,
  layout = 'auto',
}: DataTableBaseProps<Row>) {
  const [queryValue, setQuery] = useUncontrolled<string>({
    value: query,
    defaultValue: '',
    onChange: onQueryChange,
  })
  const [sortValue, setSort] = useUncontrolled<TableSort | null>({
    value: sort,
    defaultValue: defaultSort,
    onChange: onSortChange,
  })
  const mobile = useMediaQuery(MOBILE_MEDIA_QUERY, false, {
    getInitialValueInEffect: false,
  })
  const index = useMemo(
    () => (rows && getSearchText ? getSearchIndex(rows, getSearchText) : []),
    [rows, getSearchText],
  )
  const found = useMemo(
    () =>
      rows === undefined
        ? undefined
        : getSearchText
          ? filterRows(rows, index, queryValue)
          : rows,
    [rows, index, queryValue, getSearchText],
  )
  const visible = useMemo(
    () =>
      found === undefined ? undefined : sortRows(found, columns, sortValue),
    [found, columns, sortValue],
  )
  return {
    query: queryValue,
    setQuery,
    sort: sortValue,
    setSort,
    /** Rows after search and sort; `undefined` before the first load. */
    visible,
    cards: layout === 'cards' || (layout === 'auto' && mobile === true),
  }
}
