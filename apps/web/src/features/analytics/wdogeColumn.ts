import type { DataTableColumn } from '../../ui/dataTable/types'

/**
 * A right-aligned WDOGE amount column (base units, shown with the
 * statistics format), sorted exactly, largest first on the first click.
 */
export function wdogeColumn<Row>(
  key: string,
  header: string,
  value: (row: Row) => bigint,
  format: (raw: bigint) => string,
): DataTableColumn<Row> {
  return {
    key,
    header,
    cell: (row) => format(value(row)),
    sortValue: value,
    align: 'right',
    firstDirection: 'desc',
  }
}
