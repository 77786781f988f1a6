import { Trans, useLingui } from '@lingui/react/macro'
import { Box, Group, Pagination, Stack, Table, Text } from '@mantine/core'
import { useUncontrolled } from '@mantine/hooks'
import type { CSSProperties } from 'react'
import { useKitFormatters } from '../useKitFormatters'
import classes from './DataTable.module.css'
import {
  cardLineCount,
  DataCells,
  LoadingStatus,
  MessageRow,
  RowCard,
  SkeletonCards,
  SkeletonRows,
  TableHead,
  TableMessage,
  TableTop,
} from './TableParts'
import { getPageWindow } from './tableRows'
import type { DataTableBaseProps } from './types'
import { useTableView } from './useTableView'

/** Rows per page of the product's tables (docs/product.md §9). */
export const DEFAULT_PAGE_SIZE = 10

export type DataTableProps<Row> = DataTableBaseProps<Row> & {
  /** Rows per page. Default 10. */
  readonly pageSize?: number
  /** Controlled page (1-based, for the URL); with `onPageChange`. */
  readonly page?: number
  readonly onPageChange?: (page: number) => void
  /**
   * Paged by the server: `rows` is the current page (shown as given) and
   * `totalRows` the count of every page; use with a controlled `page`.
   * Search and sort then apply within the page only.
   */
  readonly totalRows?: number
}

/**
 * A paged data table: a real `<table>` with sortable headers
 * (`aria-sort`), a case-insensitive search ("Not Found {text}" / "No
 * Data"), Mantine's pager (10 rows, at most 8 page buttons), skeleton rows
 * while loading, an error with Retry, and cards below the `sm` breakpoint.
 */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const {
    label,
    columns,
    getRowKey,
    getRowAttributes,
    loading = false,
    renderCard,
    pageSize = DEFAULT_PAGE_SIZE,
    page,
    onPageChange,
    totalRows,
  } = props
  const { t } = useLingui()
  const format = useKitFormatters()
  const [pageValue, setPage] = useUncontrolled<number>({
    value: page,
    defaultValue: 1,
    onChange: onPageChange,
  })
  const view = useTableView(props, () => setPage(1))
  const { state, visible } = view
  const serverPaged = totalRows !== undefined
  const rowCount = serverPaged
    ? Math.max(totalRows, visible.length)
    : visible.length
  const window = getPageWindow(rowCount, pageSize, pageValue)
  const pageRows = serverPaged ? visible : visible.slice(window.from, window.to)
  const message = <TableMessage props={props} view={view} />
  const table = (
    <Table.ScrollContainer minWidth={0} type="native">
      <Table
        className={classes.table}
        aria-label={label}
        aria-busy={loading || undefined}
        highlightOnHover={state === 'rows'}
        verticalSpacing="sm"
      >
        <TableHead columns={columns} view={view} />
        <Table.Tbody>
          {state === 'rows'
            ? pageRows.map((row) => (
                <Table.Tr key={getRowKey(row)} {...getRowAttributes?.(row)}>
                  <DataCells row={row} columns={columns} />
                </Table.Tr>
              ))
            : null}
          {state === 'loading' ? (
            <SkeletonRows columns={columns} count={pageSize} />
          ) : null}
          {state !== 'rows' && state !== 'loading' ? (
            <MessageRow columns={columns.length}>{message}</MessageRow>
          ) : null}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )

  // Each card's size before it is first drawn (`.cardItem`).
  const cardLinesStyle = renderCard
    ? undefined
    : ({ '--card-lines': cardLineCount(columns) } as CSSProperties)
  return (
    <Stack gap="sm" className={classes.frame}>
      <TableTop props={props} view={view} />
      {view.layoutByCss ? (
        <>
          <Stack gap="xs" hiddenFrom="sm" aria-busy>
            <SkeletonCards columns={columns} count={3} />
          </Stack>
          <Box visibleFrom="sm">{table}</Box>
        </>
      ) : view.cards ? (
        <Stack gap="xs" aria-busy={loading || undefined}>
          {state === 'rows' ? (
            <Stack
              component="ul"
              gap="xs"
              aria-label={label}
              className={classes.list}
            >
              {pageRows.map((row) => (
                <li
                  key={getRowKey(row)}
                  {...getRowAttributes?.(row)}
                  className={classes.cardItem}
                  style={cardLinesStyle}
                >
                  <RowCard
                    row={row}
                    columns={columns}
                    renderCard={renderCard}
                  />
                </li>
              ))}
            </Stack>
          ) : state === 'loading' ? (
            <SkeletonCards columns={columns} count={3} />
          ) : (
            <Stack align="center" py="xl">
              {message}
            </Stack>
          )}
        </Stack>
      ) : (
        table
      )}
      {state === 'loading' ? <LoadingStatus /> : null}
      {state === 'rows' && window.pageCount > 1 ? (
        <Group justify="space-between" gap="xs">
          <Text size="sm" c="dimmed">
            <Trans>
              {format.integer(window.from + 1)}–{format.integer(window.to)} of{' '}
              {format.integer(rowCount)}
            </Trans>
          </Text>
          <Box component="nav" aria-label={t`${label} pages`}>
            <Pagination
              total={window.pageCount}
              value={window.page}
              onChange={setPage}
              siblings={1}
              boundaries={1}
              size="sm"
              getControlProps={(control) => ({
                'aria-label':
                  control === 'next' ? t`Next page` : t`Previous page`,
              })}
              getItemProps={(item) => ({
                'aria-label': t`Page ${item}`,
                'aria-current': item === window.page ? 'page' : undefined,
              })}
            />
          </Box>
        </Group>
      ) : null}
    </Stack>
  )
}
