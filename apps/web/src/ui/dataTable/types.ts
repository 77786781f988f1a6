import type { ReactNode } from 'react'

export type SortDirection = 'asc' | 'desc'

/** Which column a table is sorted by. */
export type TableSort = {
  readonly column: string
  readonly direction: SortDirection
}

/** What a column sorts by; `undefined` (no data) sorts last either way. */
export type SortValue = string | number | bigint | undefined

/** One column of a `DataTable` or `VirtualDataTable`. */
export type DataTableColumn<Row> = {
  /** Unique, stable: the sort state names it. */
  readonly key: string
  /** Header text (also the label in mobile cards and the sort menu). */
  readonly header: string
  readonly cell: (row: Row) => ReactNode
  /** Makes the column sortable. */
  readonly sortValue?: (row: Row) => SortValue
  /** Direction of the first click. Default `asc`. */
  readonly firstDirection?: SortDirection
  /** Numbers go right. Default `left`. */
  readonly align?: 'left' | 'right' | 'center'
  readonly width?: number | string
  /**
   * In mobile cards: `title` heads the card (default: the first column),
   * `hidden` leaves the column out, `row` (default) is a label/value line.
   */
  readonly card?: 'title' | 'hidden' | 'row'
}

/** Data attributes a row carries. */
export type RowAttributes = Readonly<Record<`data-${string}`, string>>

/** Props both table variants share. */
export type DataTableBaseProps<Row> = {
  /** The table's accessible name. */
  readonly label: string
  readonly columns: readonly DataTableColumn<Row>[]
  /** `undefined` until the first load. */
  readonly rows: readonly Row[] | undefined
  readonly getRowKey: (row: Row) => string
  /** `data-*` attributes for a row's `<tr>` or card `<li>` (test ids, states). */
  readonly getRowAttributes?: (row: Row) => RowAttributes
  /** Loading: skeleton rows keep the frame (or the rows stay, marked busy). */
  readonly loading?: boolean
  /** Why loading failed (translated); shown in the table's frame. */
  readonly error?: ReactNode
  /** Shows a Retry button with the error. */
  readonly onRetry?: () => void
  /** Turns on the search box: the text a row is found by. */
  readonly getSearchText?: (row: Row) => string
  readonly searchLabel?: string
  readonly searchPlaceholder?: string
  /** Controlled search text (for the URL); with `onQueryChange`. */
  readonly query?: string
  readonly onQueryChange?: (query: string) => void
  /** Controlled sort; `null` is unsorted (the rows' own order). */
  readonly sort?: TableSort | null
  readonly defaultSort?: TableSort | null
  readonly onSortChange?: (sort: TableSort | null) => void
  /** Beside the search box (tabs, filters, actions). */
  readonly toolbar?: ReactNode
  /** Replaces "No Data" when there are no rows at all. */
  readonly emptyMessage?: ReactNode
  /** `auto` (default): cards below the `sm` breakpoint, else the table. */
  readonly layout?: 'auto' | 'table' | 'cards'
  /** Draws a mobile card itself instead of the label/value lines. */
  readonly renderCard?: (row: Row) => ReactNode
}
