import { useLingui } from '@lingui/react/macro'
import { Box, Stack, Table, Text } from '@mantine/core'
import { useVirtualizer } from '@tanstack/react-virtual'
import { useRef } from 'react'
import { SkeletonBlock } from '../SkeletonBlock'
import { useKitFormatters } from '../useKitFormatters'
import { measureOnResize, observeFrameRect, scrollFrame } from '../virtualFrame'
import classes from './DataTable.module.css'
import {
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
import type { DataTableBaseProps } from './types'
import { useTableView } from './useTableView'

export type VirtualDataTableProps<Row> = DataTableBaseProps<Row> & {
  /**
   * Height of the scrolling frame in px. Default 600. With `frameHeight`,
   * only the first estimate of the rows' window.
   */
  readonly height?: number
  /**
   * The frame's height as a CSS length (`calc(100vh - 300px)`), when it
   * follows the window: the browser sizes it, with no re-render and no
   * layout read while the page mounts.
   */
  readonly frameHeight?: string
  /**
   * Row height in px. Table rows are in the page's flow between two
   * spacers and are not measured (measuring re-walks every row's offset:
   * 50,000 of them per measured row); cards are measured as they render,
   * from three times this. Default 45.
   */
  readonly rowHeight?: number
  /** Rows drawn beyond the visible ones. Default 5. */
  readonly overscan?: number
}

/**
 * The data table for long lists (50,000 rows and more): the same columns,
 * search, sort, states and mobile cards as `DataTable`, but one scrolling
 * frame in which only the visible rows exist in the page, instead of
 * pages. The `<table>` keeps its semantics: `aria-rowcount` tells the
 * total and each row its `aria-rowindex`.
 */
export function VirtualDataTable<Row>(props: VirtualDataTableProps<Row>) {
  const {
    label,
    columns,
    getRowKey,
    getRowAttributes,
    loading = false,
    renderCard,
    height = 600,
    frameHeight,
    rowHeight = 45,
    overscan = 5,
  } = props
  const { t } = useLingui()
  const format = useKitFormatters()
  const scrollRef = useRef<HTMLElement>(null)
  const view = useTableView(props, () =>
    scrollRef.current?.scrollTo({ top: 0 }),
  )
  const { state, visible } = view
  const virtualizer = useVirtualizer({
    count: state === 'rows' ? visible.length : 0,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => (view.cards ? rowHeight * 3 : rowHeight),
    overscan,
    initialRect: { width: 0, height },
    observeElementRect: observeFrameRect,
    scrollToFn: scrollFrame,
    measureElement: measureOnResize,
    getItemKey: (index) => {
      const row = visible[index]
      return row === undefined ? index : getRowKey(row)
    },
  })
  const items = virtualizer.getVirtualItems()
  const total = virtualizer.getTotalSize()
  const paddingTop = items[0]?.start ?? 0
  const paddingBottom = items.length > 0 ? total - (items.at(-1)?.end ?? 0) : 0
  const message = <TableMessage props={props} view={view} />
  const table = (
    <Table
      className={classes.table}
      aria-label={label}
      aria-rowcount={state === 'rows' ? visible.length + 1 : undefined}
      stickyHeader
      highlightOnHover={state === 'rows'}
      verticalSpacing="sm"
    >
      <TableHead columns={columns} view={view} />
      <Table.Tbody>
        {paddingTop > 0 ? (
          <Spacer height={paddingTop} columns={columns.length} />
        ) : null}
        {items.map((item) => {
          const row = visible[item.index] as Row
          return (
            <Table.Tr
              key={item.key}
              {...getRowAttributes?.(row)}
              data-index={item.index}
              aria-rowindex={item.index + 2}
            >
              <DataCells row={row} columns={columns} />
            </Table.Tr>
          )
        })}
        {paddingBottom > 0 ? (
          <Spacer height={paddingBottom} columns={columns.length} />
        ) : null}
        {state === 'loading' ? (
          <SkeletonRows columns={columns} count={10} />
        ) : null}
        {state !== 'rows' && state !== 'loading' ? (
          <MessageRow columns={columns.length}>{message}</MessageRow>
        ) : null}
      </Table.Tbody>
    </Table>
  )

  return (
    <Stack gap="sm" className={classes.frame}>
      <TableTop props={props} view={view} />
      {state === 'rows' ? (
        <Text size="sm" c="dimmed" aria-live="polite">
          {t`${format.integer(visible.length)} rows`}
        </Text>
      ) : state === 'loading' ? (
        // The row count's line, kept while loading.
        <Text component="div" size="sm" aria-hidden="true">
          <SkeletonBlock
            height={10}
            width={64}
            className={classes.lineSkeleton}
          />
        </Text>
      ) : null}
      {/* A focusable scroller so the keyboard can scroll it (axe: scrollable-region-focusable). */}
      <section
        ref={scrollRef}
        className={classes.scroller}
        // Loading, it keeps the height its rows will take (most lists fill it).
        style={
          state === 'loading'
            ? { height: frameHeight ?? height }
            : { maxHeight: frameHeight ?? height }
        }
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be focusable
        tabIndex={0}
        aria-label={label}
        aria-busy={loading || undefined}
      >
        {view.layoutByCss ? (
          <>
            <Stack gap="xs" p="xs" hiddenFrom="sm">
              <SkeletonCards columns={columns} count={3} />
            </Stack>
            <Box visibleFrom="sm">{table}</Box>
          </>
        ) : view.cards ? (
          state === 'rows' ? (
            <ul
              aria-label={label}
              className={classes.list}
              style={{ position: 'relative', height: total }}
            >
              {items.map((item) => {
                const row = visible[item.index] as Row
                return (
                  <li
                    key={item.key}
                    {...getRowAttributes?.(row)}
                    data-index={item.index}
                    ref={virtualizer.measureElement}
                    style={{
                      position: 'absolute',
                      top: 0,
                      left: 0,
                      width: '100%',
                      transform: `translateY(${item.start}px)`,
                      padding: 'var(--mantine-spacing-xs)',
                    }}
                  >
                    <RowCard
                      row={row}
                      columns={columns}
                      renderCard={renderCard}
                    />
                  </li>
                )
              })}
            </ul>
          ) : state === 'loading' ? (
            <Stack gap="xs" p="xs">
              <SkeletonCards columns={columns} count={3} />
            </Stack>
          ) : (
            <Stack align="center" py="xl" px="sm">
              {message}
            </Stack>
          )
        ) : (
          table
        )}
      </section>
      {state === 'loading' ? <LoadingStatus /> : null}
    </Stack>
  )
}

/** Stands for the rows above or below the window; hidden from assistive technology. */
function Spacer({
  height,
  columns,
}: {
  readonly height: number
  readonly columns: number
}) {
  return (
    // biome-ignore lint/a11y/noAriaHiddenOnFocusable: a spacer row is not focusable
    <tr aria-hidden="true" style={{ height }}>
      <td colSpan={columns} style={{ padding: 0, border: 0 }} />
    </tr>
  )
}
