import { useUncontrolled } from '@mantine/hooks'
import { useDeferredValue, useMemo } from 'react'
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
    rows: givenRows,
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
  // Sorted once per rows and sort, then searched: a keystroke is one pass
  // of `includes` over the sorted rows, never a sort (50,000 rows).
  // Keep `columns` stable (useMemo) or every render sorts again.
  // New rows render in the background, in slices that leave the page
  // responsive (a first page of cards or a long list is one long task
  // otherwise); until then the body shows what it showed.
  const rows = useDeferredValue(givenRows)
  const rendering = rows === undefined && givenRows !== undefined
  const sorted = useMemo(
    () => (rows === undefined ? undefined : sortRows(rows, columns, sortValue)),
    [rows, columns, sortValue],
  )
  const index = useMemo(
    () =>
      sorted && getSearchText ? getSearchIndex(sorted, getSearchText) : [],
    [sorted, getSearchText],
  )
  const visible = useMemo(
    () =>
      sorted === undefined
        ? undefined
        : getSearchText
          ? filterRows(sorted, index, queryValue)
          : sorted,
    [sorted, index, queryValue, getSearchText],
  )
  const hasError = isShown(error)
  const state = getBodyState(rows, visible, loading || rendering, hasError)
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
    state,
    hasError,
    cards: layout === 'cards' || (layout === 'auto' && mobile),
    /**
     * While loading, both layouts' placeholders are rendered and CSS shows
     * the one for the screen's width: the prerendered page (which cannot
     * know the width) and the app's first render then draw the same page.
     */
    layoutByCss: layout === 'auto' && state === 'loading',
  }
}

export type TableView = ReturnType<typeof useTableView>
