import {
  filterPoolRows,
  getPoolSwapVolumes,
  type PoolRow,
  type PoolSwapVolumes,
  sortPoolRows,
} from '@drc20/core'
import { Trans, useLingui } from '@lingui/react/macro'
import {
  Alert,
  Badge,
  Group,
  Loader,
  Pagination,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useAtomValue } from 'jotai'
import { useMemo, useState } from 'react'
import { poolReservesQueryOptions } from '../../lib/query/poolQueries'
import { useServices } from '../../lib/services'
import { signingAddressAtom } from '../../lib/wallet/walletAtoms'
import { ButtonLink } from '../../ui/ButtonLink'
import { LpReturnsPanel } from '../analytics/LpReturnsPanel'
import { useDocumentTitle } from '../shell/useDocumentTitle'
import { MyPositions } from './MyPositions'
import { PoolActions } from './PoolActions'
import { PoolErrorAlert } from './PoolErrorAlert'
import { PoolPairName } from './PoolPairName'
import { usePoolRows } from './usePoolData'
import { usePoolFormat } from './usePoolFormat'

/** Rows per page: the spec's table default of 10 (docs/product.md §9). */
const PAGE_SIZE = 10

/** /pool: every pool with TVL, volume and fees, search, my positions. */
export function PoolListPage() {
  const { t } = useLingui()
  useDocumentTitle(t`Pools`)
  const state = usePoolRows()
  const address = useAtomValue(signingAddressAtom)
  const [query, setQuery] = useState('')
  const [page, setPage] = useState(1)
  const rows = useMemo(
    () =>
      state.status === 'loaded'
        ? sortPoolRows(filterPoolRows(state.rows, query))
        : [],
    [state, query],
  )
  const pages = Math.max(1, Math.ceil(rows.length / PAGE_SIZE))
  const current = Math.min(page, pages)
  const visible = rows.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE)
  return (
    <Stack gap="lg" py="md">
      <Group justify="space-between" align="flex-end">
        <Title order={1}>
          <Trans>Pools</Trans>
        </Title>
        <Group gap="xs">
          <ButtonLink
            to="/pool/$op"
            params={{ op: 'create' }}
            variant="default"
          >
            <Trans>Create a pool</Trans>
          </ButtonLink>
          <ButtonLink to="/pool/$op" params={{ op: 'add' }}>
            <Trans>Add liquidity</Trans>
          </ButtonLink>
        </Group>
      </Group>
      <Text c="dimmed" size="sm">
        <Trans>
          Every pool is full-range with a single 0.3% fee tier: each swap pays
          (amount ÷ 1000, rounded down) × 3 of its input token, which stays in
          the pool for the liquidity providers.
        </Trans>
      </Text>
      {address !== undefined && state.status === 'loaded' ? (
        <MyPositions rows={state.rows} />
      ) : null}
      <LpReturnsPanel />
      <Stack gap="sm">
        <Title order={2} size="h3">
          <Trans>All pools</Trans>
        </Title>
        <TextInput
          label={t`Search pools`}
          placeholder={t`Token or pair id`}
          value={query}
          onChange={(event) => {
            setQuery(event.currentTarget.value)
            setPage(1)
          }}
          maw={360}
        />
        {state.status === 'loading' ? (
          <Group gap="xs" role="status">
            <Loader size="sm" />
            <Text size="sm">
              <Trans>Loading pools…</Trans>
            </Text>
          </Group>
        ) : state.status === 'error' ? (
          <PoolErrorAlert error={state.error} onRetry={state.retry} />
        ) : rows.length === 0 ? (
          <Alert color="gray">
            <Trans>No pool matches your search.</Trans>
          </Alert>
        ) : (
          <>
            <PoolTable rows={visible} connected={address !== undefined} />
            {pages > 1 ? (
              <Pagination
                total={pages}
                value={current}
                onChange={setPage}
                getControlProps={(control) => ({
                  'aria-label':
                    control === 'next' ? t`Next page` : t`Previous page`,
                })}
                getItemProps={(item) => ({ 'aria-label': t`Page ${item}` })}
              />
            ) : null}
          </>
        )}
        <Text c="dimmed" size="xs">
          <Trans>
            TVL and volumes are in WDOGE as reported by the statistics service.
            24h fees are an estimate: 0.3% of the 24h volume; fees are charged
            per swap in the input token and truncated, so the real figure is at
            most this.
          </Trans>
        </Text>
      </Stack>
    </Stack>
  )
}

function PoolTable({
  rows,
  connected,
}: {
  readonly rows: readonly PoolRow[]
  readonly connected: boolean
}) {
  const { t } = useLingui()
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped highlightOnHover aria-label={t`Pools`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>
              <Trans>Pool</Trans>
            </Table.Th>
            <Table.Th ta="right">
              <Trans>TVL (WDOGE)</Trans>
            </Table.Th>
            <Table.Th ta="right">
              <Trans>24h volume (WDOGE)</Trans>
            </Table.Th>
            <Table.Th ta="right">
              <Trans>Total volume (WDOGE)</Trans>
            </Table.Th>
            <Table.Th ta="right">
              <Trans>24h fees (est., WDOGE)</Trans>
            </Table.Th>
            {connected ? (
              <>
                <Table.Th ta="right">
                  <Trans>My LP</Trans>
                </Table.Th>
                <Table.Th ta="right">
                  <Trans>My share</Trans>
                </Table.Th>
              </>
            ) : null}
            <Table.Th>
              <Trans>Actions</Trans>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <PoolTableRow key={row.key} row={row} connected={connected} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}

function PoolTableRow({
  row,
  connected,
}: {
  readonly row: PoolRow
  readonly connected: boolean
}) {
  const format = usePoolFormat()
  const { api } = useServices()
  // pair-v1: the pool's own swap count and all-time swap volume decide
  // what its trading figures are (core's getPoolSwapVolumes); a pool that
  // never traded shows 0, not the WDOGE its creation moved.
  const reserves = useQuery({
    ...poolReservesQueryOptions(api, row.tick0, row.tick1),
    enabled: row.protocol === 'pair-v1',
  })
  const volumes: PoolSwapVolumes =
    row.protocol === 'pair-v1' ? getPoolSwapVolumes(row, reserves.data) : row
  const optional = (value: bigint | undefined) =>
    value === undefined ? '—' : format.stat(value)
  return (
    <Table.Tr data-testid="pool-row" data-pool={row.key}>
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
      <Table.Td ta="right">{optional(row.tvlWdoge)}</Table.Td>
      <Table.Td ta="right">{optional(volumes.volume24hWdoge)}</Table.Td>
      <Table.Td ta="right">
        {row.protocol === 'pair-v1' ? optional(volumes.totalVolumeWdoge) : '—'}
      </Table.Td>
      <Table.Td ta="right">
        {volumes.fees24hEstimateWdoge === undefined
          ? '—'
          : `≈ ${format.stat(volumes.fees24hEstimateWdoge)}`}
      </Table.Td>
      {connected ? (
        <>
          <Table.Td ta="right">{format.amount(row.myLiquidity)}</Table.Td>
          <Table.Td ta="right">{format.percent(row.myShare)}</Table.Td>
        </>
      ) : null}
      <Table.Td>
        <PoolActions row={row} />
      </Table.Td>
    </Table.Tr>
  )
}
