import { useUncontrolled } from '@mantine/hooks'
import { useMemo } from 'react'
import { isShown } from '../ErrorRetry'
import { useIsMobile } from '../useIsMobile'
import { filterRows, getBodyState, getSearchIndex, sortRows } from './tableRows'
import type { DataTableBaseProps, TableSort } from './types'

/**
 * The state both table variants share: search text and sort (each
 * controlled or not), the rows they leave, what the body shows, and the
 * layout. `onQueryChanged` runs after each new search text (back to page 1,
 * back to the top).
 */
export function useTableView<Row>(
  {
    rows,
    columns,
    getSearchText,
    query,
    onQueryChange,
    sort,
    defaultSort = null,
    onSortChange,
    layout = 'auto',
    loading = false,
    error,
  }: DataTableBaseProps<Row>,
  onQueryChanged?: () => void,
) {
  const [queryValue, setQueryValue] = useUncontrolled<string>({
    value: query,
    defaultValue: '',
    onChange: onQueryChange,
  })
  const [sortValue, setSort] = useUncontrolled<TableSort | null>({
    value: sort,
    defaultValue: defaultSort,
    onChange: onSortChange,
  })
  const mobile = useIsMobile()
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
  const hasError = isShown(error)
  return {
    query: queryValue,
    setQuery: (next: string) => {
      setQueryValue(next)
      onQueryChanged?.()
    },
    sort: sortValue,
    setSort,
    /** Rows after search and sort (none before the first load). */
    visible: visible ?? [],
    /** What the body shows. */
    state: getBodyState(rows, visible, loading, hasError),
    hasError,
    cards: layout === 'cards' || (layout === 'auto' && mobile),
  }
}

export type TableView = ReturnType<typeof useTableView>
