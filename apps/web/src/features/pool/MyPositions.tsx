import type { PoolRow } from '@drc20/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Badge, Group, Stack, Table, Title } from '@mantine/core'
import { PoolActions } from './PoolActions'
import { PoolPairName } from './PoolPairName'
import { usePoolFormat } from './usePoolFormat'

/** The connected address's LP positions, with what removing all would pay. */
export function MyPositions({ rows }: { readonly rows: readonly PoolRow[] }) {
  const { t } = useLingui()
  const format = usePoolFormat()
  const mine = rows.filter((row) => row.myLiquidity > 0n)
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        <Trans>My positions</Trans>
      </Title>
      {mine.length === 0 ? (
        <Alert color="gray">
          <Trans>You have no liquidity positions yet.</Trans>
        </Alert>
      ) : (
        <Table.ScrollContainer minWidth={700}>
          <Table striped aria-label={t`My positions`}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>
                  <Trans>Pool</Trans>
                </Table.Th>
                <Table.Th ta="right">
                  <Trans>LP balance</Trans>
                </Table.Th>
                <Table.Th ta="right">
                  <Trans>Share of pool</Trans>
                </Table.Th>
                <Table.Th ta="right">
                  <Trans>Pooled tokens</Trans>
                </Table.Th>
                <Table.Th>
                  <Trans>Actions</Trans>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {mine.map((row) => (
                <Table.Tr
                  key={row.key}
                  data-testid="position-row"
                  data-pool={row.key}
                >
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <PoolPairName tick0={row.tick0} tick1={row.tick1} />
                      {row.protocol === 'pair-v2' ? (
                        <Badge variant="light" size="sm">
                          v2
                        </Badge>
                      ) : null}
                    </Group>
                  </Table.Td>
                  <Table.Td ta="right">
                    {format.amount(row.myLiquidity)}
                  </Table.Td>
                  <Table.Td ta="right">{format.percent(row.myShare)}</Table.Td>
                  <Table.Td ta="right">
                    {format.amount(row.myAmount0)} {format.tick(row.tick0)}
                    <br />
                    {format.amount(row.myAmount1)} {format.tick(row.tick1)}
                  </Table.Td>
                  <Table.Td>
                    <PoolActions row={row} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  )
}
