import { Trans, useLingui } from '@lingui/react/macro'
import {
  ActionIcon,
  Alert,
  Button,
  CloseButton,
  Group,
  NativeSelect,
  Stack,
  Table,
  Text,
  TextInput,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core'
import {
  IconAlertTriangle,
  IconArrowDown,
  IconArrowsSort,
  IconArrowUp,
  IconSearch,
} from '@tabler/icons-react'
import { memo, type ReactNode } from 'react'
import { ErrorRetry } from '../ErrorRetry'
import { SkeletonBlock } from '../SkeletonBlock'
import classes from './DataTable.module.css'
import { type BodyState, getNextSort } from './tableRows'
import type { DataTableBaseProps, DataTableColumn, TableSort } from './types'
import type { TableView } from './useTableView'

/** The search box and the caller's toolbar. */
export function TableToolbar({
  searchable,
  query,
  onQueryChange,
  label,
  placeholder,
  toolbar,
}: {
  readonly searchable: boolean
  readonly query: string
  readonly onQueryChange: (query: string) => void
  readonly label?: string
  readonly placeholder?: string
  readonly toolbar?: ReactNode
}) {
  const { t } = useLingui()
  if (!searchable && toolbar === undefined) return null
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      {searchable ? (
        <TextInput
          type="search"
          aria-label={label ?? t`Search`}
          placeholder={placeholder ?? t`Search`}
          value={query}
          onChange={(event) => onQueryChange(event.currentTarget.value)}
          leftSection={<IconSearch size={16} aria-hidden />}
          rightSection={
            query === '' ? null : (
              <CloseButton
                size="sm"
                aria-label={t`Clear search`}
                onClick={() => onQueryChange('')}
              />
            )
          }
          w={{ base: '100%', xs: 320 }}
        />
      ) : null}
      {toolbar}
    </Group>
  )
}

function SortIcon({
  direction,
}: {
  readonly direction: 'asc' | 'desc' | undefined
}) {
  if (direction === 'asc') return <IconArrowUp size={14} aria-hidden />
  if (direction === 'desc') return <IconArrowDown size={14} aria-hidden />
  return <IconArrowsSort size={14} aria-hidden className={classes.sortIdle} />
}

/** The table head: sortable columns are buttons, the sorted one has `aria-sort`. */
export function TableHead<Row>({
  columns,
  view,
}: {
  readonly columns: readonly DataTableColumn<Row>[]
  readonly view: Pick<TableView, 'sort' | 'setSort'>
}) {
  const { sort, setSort: onSortChange } = view
  return (
    <Table.Thead>
      <Table.Tr>
        {columns.map((column) => {
          const direction =
            sort?.column === column.key ? sort.direction : undefined
          return (
            <Table.Th
              key={column.key}
              scope="col"
              ta={column.align}
              w={column.width}
              aria-sort={
                direction === 'asc'
                  ? 'ascending'
                  : direction === 'desc'
                    ? 'descending'
                    : undefined
              }
            >
              {column.sortValue ? (
                <UnstyledButton
                  className={classes.sortButton}
                  data-align={column.align ?? 'left'}
                  data-active={direction !== undefined || undefined}
                  onClick={() => onSortChange(getNextSort(sort, column))}
                >
                  {column.header}
                  <SortIcon direction={direction} />
                </UnstyledButton>
              ) : (
                column.header
              )}
            </Table.Th>
          )
        })}
      </Table.Tr>
    </Table.Thead>
  )
}

/** A skeleton cell's line: as tall as a line of the cell's text. */
const SKELETON_CELL_MARGIN = { marginBlock: 4 }

/** Skeleton rows: the frame keeps its height while the data loads. */
export function SkeletonRows<Row>({
  columns,
  count,
}: {
  readonly columns: readonly DataTableColumn<Row>[]
  readonly count: number
}) {
  // Plain rows and cells in the table's look (its row border, its cell
  // padding): ten rows of a Mantine component per cell were most of a
  // loading table's render.
  return Array.from({ length: count }, (_, row) => (
    // biome-ignore lint/a11y/noAriaHiddenOnFocusable: a skeleton row is not focusable
    <tr
      // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity
      key={row}
      aria-hidden="true"
      data-skeleton
      className={classes.skeletonRow}
    >
      {columns.map((column) => (
        <td key={column.key} className={classes.skeletonCell}>
          <SkeletonBlock height={12} radius="sm" style={SKELETON_CELL_MARGIN} />
        </td>
      ))}
    </tr>
  ))
}

/**
 * Mobile placeholders while loading: laid out as `RowCard` lays out a row
 * (title, then each column's label and a one-line value), so the cards
 * that replace them do not move what is around them.
 */
export function SkeletonCards<Row>({
  columns,
  count,
}: {
  readonly columns: readonly DataTableColumn<Row>[]
  readonly count: number
}) {
  return Array.from({ length: count }, (_, index) => (
    <CardLayout
      // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity
      key={index}
      columns={columns}
      title={() => (
        <SkeletonBlock
          height={14}
          width="40%"
          className={classes.lineSkeleton}
        />
      )}
      value={() => (
        <SkeletonBlock
          height={10}
          width={72}
          className={classes.lineSkeleton}
        />
      )}
      aria-hidden="true"
      data-skeleton
    />
  ))
}

/** Announces loading; the skeletons themselves are hidden from assistive technology. */
export function LoadingStatus() {
  return (
    <VisuallyHidden role="status">
      <Trans>Loading…</Trans>
    </VisuallyHidden>
  )
}

/** The message of a body without rows: error, no data, not found. */
export function BodyMessage({
  state,
  query,
  error,
  onRetry,
  onClearQuery,
  emptyMessage,
}: {
  readonly state: Exclude<BodyState, 'rows' | 'loading'>
  readonly query: string
  readonly error?: ReactNode
  readonly onRetry?: () => void
  readonly onClearQuery: () => void
  readonly emptyMessage?: ReactNode
}) {
  if (state === 'error') return <ErrorRetry error={error} onRetry={onRetry} />
  if (state === 'empty') {
    return (
      <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {emptyMessage ?? <Trans>No Data</Trans>}
      </Text>
    )
  }
  const text = query.trim()
  return (
    <Stack gap="xs" align="center">
      <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        <Trans>Not Found {text}</Trans>
      </Text>
      <Button size="xs" variant="subtle" onClick={onClearQuery}>
        <Trans>Clear search</Trans>
      </Button>
    </Stack>
  )
}

/** A stale-data banner: the last rows stay, the failure and Retry above them. */
export function StaleError({
  error,
  onRetry,
}: {
  readonly error: ReactNode
  readonly onRetry?: () => void
}) {
  return (
    <Alert
      color="red"
      variant="light"
      role="alert"
      icon={<IconAlertTriangle size={18} aria-hidden />}
      py="xs"
    >
      <Group justify="space-between" gap="xs">
        <Text size="sm">{error}</Text>
        {onRetry ? (
          <Button size="compact-sm" variant="default" onClick={onRetry}>
            <Trans>Retry</Trans>
          </Button>
        ) : null}
      </Group>
    </Alert>
  )
}

/** Mobile: sort by any sortable column, since cards have no headers. */
export function CardSort<Row>({
  columns,
  sort,
  onSortChange,
  hiddenFrom,
}: {
  readonly columns: readonly DataTableColumn<Row>[]
  readonly sort: TableSort | null
  readonly onSortChange: (sort: TableSort | null) => void
  /** Shown below this breakpoint only (while the layout follows CSS). */
  readonly hiddenFrom?: 'sm'
}) {
  const { t } = useLingui()
  const sortable = columns.filter((c) => c.sortValue !== undefined)
  if (sortable.length === 0) return null
  const direction = sort?.direction ?? 'asc'
  return (
    <Group gap="xs" wrap="nowrap" align="flex-end" hiddenFrom={hiddenFrom}>
      <NativeSelect
        label={t`Sort by`}
        size="sm"
        style={{ flex: 1 }}
        value={sort?.column ?? ''}
        onChange={(event) => {
          const key = event.currentTarget.value
          const column = sortable.find((c) => c.key === key)
          onSortChange(
            column
              ? { column: key, direction: column.firstDirection ?? 'asc' }
              : null,
          )
        }}
        data={[
          { value: '', label: t`Default order` },
          ...sortable.map((c) => ({ value: c.key, label: c.header })),
        ]}
      />
      <ActionIcon
        variant="default"
        size="input-sm"
        disabled={!sort}
        aria-label={
          direction === 'asc'
            ? t`Ascending: switch to descending`
            : t`Descending: switch to ascending`
        }
        onClick={() =>
          sort &&
          onSortChange({
            column: sort.column,
            direction: sort.direction === 'asc' ? 'desc' : 'asc',
          })
        }
      >
        {direction === 'asc' ? (
          <IconArrowUp size={16} aria-hidden />
        ) : (
          <IconArrowDown size={16} aria-hidden />
        )}
      </ActionIcon>
    </Group>
  )
}

/**
 * A row as a mobile card: its title column, then label/value lines.
 * A row's card and a row's cells render again only when the row or the
 * columns change (keep both stable): a page that re-renders for one of its
 * other queries then leaves its table alone, and new rows render in the
 * table's background pass (useTableView) instead of the update's.
 */
export const RowCard = memo(RowCardOf) as typeof RowCardOf

function RowCardOf<Row>({
  row,
  columns,
  renderCard,
}: {
  readonly row: Row
  readonly columns: readonly DataTableColumn<Row>[]
  readonly renderCard?: (row: Row) => ReactNode
}) {
  if (renderCard) return <>{renderCard(row)}</>
  return (
    <CardLayout
      columns={columns}
      title={(column) => column.cell(row)}
      value={(column) => column.cell(row)}
    />
  )
}

/** A card's title column and the columns of its lines. */
function cardColumns<Row>(columns: readonly DataTableColumn<Row>[]) {
  const title = columns.find((c) => c.card === 'title') ?? columns[0]
  const lines = columns.filter((c) => c !== title && c.card !== 'hidden')
  return { title, lines }
}

/** How many label/value lines a row's standard card has. */
export function cardLineCount<Row>(
  columns: readonly DataTableColumn<Row>[],
): number {
  return cardColumns(columns).lines.length
}

/**
 * A mobile card: its title column, then each other column's label and
 * value. The skeleton cards use it too, so that they have the cards' size.
 */
function CardLayout<Row>({
  columns,
  title: renderTitle,
  value,
  ...attributes
}: {
  readonly columns: readonly DataTableColumn<Row>[]
  readonly title: (column: DataTableColumn<Row>) => ReactNode
  readonly value: (column: DataTableColumn<Row>) => ReactNode
  readonly 'aria-hidden'?: 'true'
  readonly 'data-skeleton'?: boolean
}) {
  const { title, lines } = cardColumns(columns)
  // Plain elements in Mantine's look (Paper with a border, small text): a
  // page of cards is what a phone draws, and a Mantine component per
  // label and value made it the largest part of the page's render.
  return (
    <div className={classes.card} {...attributes}>
      {title ? (
        <div className={classes.cardTitle}>{renderTitle(title)}</div>
      ) : null}
      <dl className={classes.cardLines}>
        {lines.map((column) => (
          <div key={column.key} className={classes.cardLine}>
            <dt className={classes.cardLabel}>{column.header}</dt>
            <dd className={classes.cardValue}>{value(column)}</dd>
          </div>
        ))}
      </dl>
    </div>
  )
}

/** Above the rows: search and toolbar, a stale-data error, the mobile sort. */
export function TableTop<Row>({
  props,
  view,
}: {
  readonly props: DataTableBaseProps<Row>
  readonly view: TableView
}) {
  return (
    <>
      <TableToolbar
        searchable={props.getSearchText !== undefined}
        query={view.query}
        onQueryChange={view.setQuery}
        label={props.searchLabel}
        placeholder={props.searchPlaceholder}
        toolbar={props.toolbar}
      />
      {view.hasError && view.state === 'rows' ? (
        <StaleError error={props.error} onRetry={props.onRetry} />
      ) : null}
      {view.cards || view.layoutByCss ? (
        <CardSort
          columns={props.columns}
          sort={view.sort}
          onSortChange={view.setSort}
          hiddenFrom={view.cards ? undefined : 'sm'}
        />
      ) : null}
    </>
  )
}

/** The body's message when it has no rows to show (and is not loading). */
export function TableMessage<Row>({
  props,
  view,
}: {
  readonly props: DataTableBaseProps<Row>
  readonly view: TableView
}) {
  if (view.state === 'rows' || view.state === 'loading') return null
  return (
    <BodyMessage
      state={view.state}
      query={view.query}
      error={props.error}
      onRetry={props.onRetry}
      onClearQuery={() => view.setQuery('')}
      emptyMessage={props.emptyMessage}
    />
  )
}

/** A row's cells, aligned as their columns say; memoized as RowCard is. */
export const DataCells = memo(DataCellsOf) as typeof DataCellsOf

function DataCellsOf<Row>({
  row,
  columns,
}: {
  readonly row: Row
  readonly columns: readonly DataTableColumn<Row>[]
}): ReactNode {
  return columns.map((column) => (
    <Table.Td key={column.key} ta={column.align}>
      {column.cell(row)}
    </Table.Td>
  ))
}

/** One full-width row holding the body's message (error, no data, not found). */
export function MessageRow({
  columns,
  children,
}: {
  readonly columns: number
  readonly children: ReactNode
}) {
  return (
    <Table.Tr>
      <Table.Td colSpan={columns} ta="center" py="xl">
        {children}
      </Table.Td>
    </Table.Tr>
  )
}
