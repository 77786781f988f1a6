import type { DataTableColumn } from '../dataTable/types'

/** A row of the table tests: a tick and its holder count. */
export type TestToken = { tick: string; holders: number }

/** Tick (text, ascending first) and holders (number, descending first). */
export const TEST_TOKEN_COLUMNS: DataTableColumn<TestToken>[] = [
  {
    key: 'tick',
    header: 'Tick',
    cell: (r) => r.tick,
    sortValue: (r) => r.tick,
  },
  {
    key: 'holders',
    header: 'Holders',
    cell: (r) => String(r.holders),
    sortValue: (r) => r.holders,
    align: 'right',
    firstDirection: 'desc',
  },
]
