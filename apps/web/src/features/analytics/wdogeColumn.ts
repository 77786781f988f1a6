import type { DataTableColumn } from '../../ui/dataTable/types'

/**
 * A right-aligned WDOGE amount column (base units, shown with the
 * statistics format), sorted exactly, largest first on the first click.
 * A value still loading (`undefined`) shows a dash.
 */
export function wdogeColumn<Row>(
  key: string,
  header: string,
  value: (row: Row) => bigint | undefined,
  format: (raw: bigint) => string,
): DataTableColumn<Row> {
  return {
    key,
    header,
    cell: (row) => {
      const raw = value(row)
      return raw === undefined ? '—' : format(raw)
    },
    sortValue: value,
    align: 'right',
    firstDirection: 'desc',
  }
}
