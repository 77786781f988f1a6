import { Table, Text } from '@mantine/core'
import type { ReactNode } from 'react'

/** A labelled value of a review: what the user is about to sign. */
export type ReviewRow = {
  readonly label: ReactNode
  readonly value: ReactNode
  /** One line saying what the row means. */
  readonly hint?: ReactNode
  /** The figure that matters most (what is paid or received): larger type. */
  readonly emphasis?: boolean
  readonly testId?: string
}

/** Review rows as a two-column table: label (and hint) left, exact value right. */
export function ReviewTable({
  label,
  rows,
  footer,
}: {
  /** The table's accessible name. */
  readonly label: string
  readonly rows: readonly ReviewRow[]
  /** A closing row (a total) below a rule. */
  readonly footer?: ReviewRow
}) {
  return (
    <Table
      aria-label={label}
      withRowBorders={false}
      verticalSpacing={6}
      horizontalSpacing={0}
      style={{ fontVariantNumeric: 'tabular-nums' }}
    >
      <Table.Tbody>
        {rows.map((row, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are a fixed list per review
          <Line key={index} row={row} />
        ))}
      </Table.Tbody>
      {footer ? (
        <Table.Tfoot
          style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
        >
          <Line row={{ ...footer, emphasis: footer.emphasis ?? true }} />
        </Table.Tfoot>
      ) : null}
    </Table>
  )
}

function Line({ row }: { readonly row: ReviewRow }) {
  return (
    <Table.Tr data-testid={row.testId}>
      <Table.Th
        scope="row"
        fw={row.emphasis ? 600 : 400}
        pr="md"
        style={{ verticalAlign: 'top' }}
      >
        <Text
          span
          size="sm"
          c={row.emphasis ? undefined : 'dimmed'}
          fw="inherit"
        >
          {row.label}
        </Text>
        {row.hint ? (
          <Text size="xs" c="dimmed" fw={400}>
            {row.hint}
          </Text>
        ) : null}
      </Table.Th>
      <Table.Td
        ta="right"
        fz={row.emphasis ? 'lg' : 'sm'}
        fw={row.emphasis ? 700 : 500}
        style={{ overflowWrap: 'anywhere', verticalAlign: 'top' }}
      >
        {row.value}
      </Table.Td>
    </Table.Tr>
  )
}
