import { Table } from '@mantine/core'
import type { ReactNode } from 'react'

/** A two-column summary: what the user pays and receives. */
export function PreviewTable({
  label,
  rows,
}: {
  label: string
  rows: readonly (readonly [ReactNode, ReactNode, string?])[]
}) {
  return (
    <Table aria-label={label} variant="vertical" withTableBorder>
      <Table.Tbody>
        {rows.map(([title, value, testId], index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed rows
          <Table.Tr key={index} data-testid={testId}>
            <Table.Th w="55%">{title}</Table.Th>
            <Table.Td ta="right" ff="monospace">
              {value}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  )
}
