import {
  ACTIVITY_CSV_COLUMNS,
  ACTIVITY_PROTOCOLS,
  type ActivityCsvColumn,
  type ActivityLeg,
  type ActivityProtocol,
  type ActivityRow,
  filterActivityRows,
  type IndexerRecordStatus,
  mergeActivity,
} from '@drc20/core'
import { useLingui } from '@lingui/react/macro'
import {
  Badge,
  Button,
  Group,
  MultiSelect,
  Select,
  Stack,
  Text,
  Title,
} from '@mantine/core'
import { IconDownload } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useAtomValue } from 'jotai'
import { useMemo, useRef, useState } from 'react'
import {
  activityAddressAtom,
  activityEntriesAtom,
} from '../../lib/activity/activityAtoms'
import { queryErrorMessage } from '../../lib/api/queryErrorMessage'
import {
  ACTIVITY_STEP,
  addressActivityQueryOptions,
} from '../../lib/query/accountQueries'
import { useServices } from '../../lib/services'
import { Address } from '../../ui/Address'
import { DataTable } from '../../ui/dataTable/DataTable'
import type { DataTableColumn } from '../../ui/dataTable/types'
import { BlockLink, TxLink } from '../../ui/ExplorerLink'
import { ProgressBar } from '../../ui/ProgressBar'
import { indexerErrorMessage } from '../activity/indexerErrorMessage'
import { activityStatusMessage, STATUS_COLORS } from '../activity/messages'
import {
  downloadCsv,
  type ExportProgress,
  exportActivityCsv,
} from './exportActivityCsv'
import { activityOpMessage } from './messages'
import { useValueFormat } from './useValueFormat'

export type ActivityFilterSearch = {
  readonly protocols: readonly ActivityProtocol[]
  readonly status: IndexerRecordStatus | undefined
}

const STATUSES: readonly IndexerRecordStatus[] = [
  'pending',
  'completed',
  'failed',
]

/**
 * Every operation of the address across protocols, newest block first,
 * with the wallet's just-submitted ones (the local journal) on top when
 * the address is the wallet's. Filters live in the URL.
 */
export function ActivitySection({
  address,
  filter,
  onFilterChange,
}: {
  address: string
  filter: ActivityFilterSearch
  onFilterChange: (filter: ActivityFilterSearch) => void
}) {
  const { t, i18n } = useLingui()
  const { api } = useServices()
  const [limit, setLimit] = useState(ACTIVITY_STEP)
  const query = useQuery(addressActivityQueryOptions(api, address, limit))
  const walletAddress = useAtomValue(activityAddressAtom)
  const entries = useAtomValue(activityEntriesAtom)
  const journal = walletAddress === address ? entries : []
  const f = useValueFormat(undefined)
  const rows = useMemo(
    () =>
      query.data
        ? filterActivityRows(mergeActivity(query.data.rows, journal), {
            protocols: filter.protocols,
            statuses: filter.status ? [filter.status] : [],
          })
        : undefined,
    [query.data, journal, filter],
  )

  const legs = (list: readonly ActivityLeg[]) =>
    list.length === 0 ? (
      '—'
    ) : (
      <Stack gap={0}>
        {list.map((l) => (
          <Text key={l.tick} size="sm" style={{ overflowWrap: 'anywhere' }}>
            {f.amount(l.amount)} {f.tick(l.tick)}
          </Text>
        ))}
      </Stack>
    )
  const columns: DataTableColumn<ActivityRow>[] = [
    {
      key: 'time',
      header: t`Time`,
      cell: (r) => (
        <Stack gap={0}>
          <Text size="sm">{f.dateTime(r.timeMs)}</Text>
          {r.blockNumber === null ? null : r.blockHash ? (
            <BlockLink value={r.blockHash} size="xs">
              {f.integer(r.blockNumber)}
            </BlockLink>
          ) : (
            <Text size="xs">{f.integer(r.blockNumber)}</Text>
          )}
        </Stack>
      ),
      card: 'title',
    },
    {
      key: 'op',
      header: t`Operation`,
      cell: (r) => {
        const op = activityOpMessage(r.op)
        return (
          <Stack gap={0}>
            <Text size="sm">{typeof op === 'string' ? op : i18n._(op)}</Text>
            <Text size="xs" c="dimmed">
              {r.protocol}
            </Text>
            {r.counterparty ? (
              <Group
                gap={4}
                wrap="wrap"
                data-testid="activity-direction"
                data-direction={r.counterparty.direction}
              >
                <Text size="xs">
                  {r.counterparty.direction === 'from'
                    ? t`Received from`
                    : t`Sent to`}
                </Text>
                <Address
                  address={r.counterparty.address}
                  size="xs"
                  identicon={false}
                  explorer={false}
                  copy={false}
                />
              </Group>
            ) : null}
          </Stack>
        )
      },
      sortValue: (r) => `${r.protocol} ${r.op}`,
    },
    {
      key: 'ticks',
      header: t`Assets`,
      cell: (r) =>
        r.ticks.length > 0 ? r.ticks.map(f.tick).join(' / ') : r.subject || '—',
    },
    {
      key: 'in',
      header: t`In`,
      cell: (r) => legs(r.amountsIn),
      align: 'right',
    },
    {
      key: 'out',
      header: t`Out`,
      cell: (r) => legs(r.amountsOut),
      align: 'right',
    },
    {
      key: 'fee',
      header: t`Fee`,
      cell: (r) => (r.fee ? legs([r.fee]) : '—'),
      align: 'right',
    },
    {
      key: 'status',
      header: t`Status`,
      cell: (r) => (
        <Stack gap={2} data-testid="activity-status" data-status={r.status}>
          <Badge color={STATUS_COLORS[r.status]} variant="filled" size="sm">
            {i18n._(activityStatusMessage(r.status))}
          </Badge>
          {r.status === 'failed' && r.errorCode ? (
            <Text size="xs" c="red.9" style={{ overflowWrap: 'anywhere' }}>
              {i18n._(indexerErrorMessage(r.errorCode))}
            </Text>
          ) : null}
        </Stack>
      ),
      sortValue: (r) => r.status,
    },
    {
      key: 'tx',
      header: t`Transaction`,
      cell: (r) => <TxLink value={r.txHash} size="xs" />,
    },
  ]

  return (
    <Stack gap="sm" component="section" aria-labelledby="account-activity">
      <Group justify="space-between" wrap="wrap">
        <Title order={2} size="h3" id="account-activity">
          {t`Activity`}
        </Title>
        <CsvExport address={address} journal={journal} />
      </Group>
      <DataTable
        label={t`Activity`}
        columns={columns}
        rows={rows}
        getRowKey={(r) => r.key}
        loading={query.isPending}
        error={query.error ? i18n._(queryErrorMessage(query.error)) : undefined}
        onRetry={() => query.refetch()}
        pageSize={25}
        emptyMessage={t`No operations.`}
        toolbar={
          <Group gap="xs" wrap="wrap">
            <MultiSelect
              label={t`Protocols`}
              placeholder={filter.protocols.length ? undefined : t`All`}
              data={[...ACTIVITY_PROTOCOLS]}
              value={[...filter.protocols]}
              onChange={(value) =>
                onFilterChange({
                  ...filter,
                  protocols: value as ActivityProtocol[],
                })
              }
              clearable
              size="xs"
              w={{ base: '100%', xs: 260 }}
            />
            <Select
              label={t`Status`}
              data={[
                { value: 'all', label: t`All` },
                ...STATUSES.map((s) => ({
                  value: s,
                  label: i18n._(activityStatusMessage(s)),
                })),
              ]}
              value={filter.status ?? 'all'}
              onChange={(value) =>
                onFilterChange({
                  ...filter,
                  status:
                    value === null || value === 'all'
                      ? undefined
                      : (value as IndexerRecordStatus),
                })
              }
              allowDeselect={false}
              size="xs"
              w={{ base: '100%', xs: 160 }}
            />
          </Group>
        }
      />
      {query.data?.hasMore ? (
        <Group justify="center">
          <Button
            variant="default"
            loading={query.isFetching}
            onClick={() => setLimit((l) => l + ACTIVITY_STEP)}
          >
            {t`Load older operations`}
          </Button>
        </Group>
      ) : null}
    </Stack>
  )
}

function CsvExport({
  address,
  journal,
}: {
  address: string
  journal: Parameters<typeof mergeActivity>[1]
}) {
  const { t, i18n } = useLingui()
  const { api } = useServices()
  const [progress, setProgress] = useState<ExportProgress>()
  const [error, setError] = useState<unknown>()
  const abort = useRef<AbortController>(undefined)
  const headers: Record<ActivityCsvColumn, string> = {
    block: t`Block`,
    time: t`Time (UTC)`,
    protocol: t`Protocol`,
    operation: t`Operation`,
    ticks: t`Ticks`,
    inAmount: t`In amount`,
    inTick: t`In tick`,
    inAmount2: t`In amount 2`,
    inTick2: t`In tick 2`,
    outAmount: t`Out amount`,
    outTick: t`Out tick`,
    outAmount2: t`Out amount 2`,
    outTick2: t`Out tick 2`,
    fee: t`Fee`,
    feeTick: t`Fee tick`,
    status: t`Status`,
    failure: t`Failure reason`,
    txHash: t`Tx hash`,
  }
  const run = async () => {
    abort.current?.abort()
    const controller = new AbortController()
    abort.current = controller
    setError(undefined)
    setProgress({ phase: 'reading', done: 0, total: 0 })
    try {
      const parts = await exportActivityCsv({
        api: await api(),
        address,
        journal: journal ?? [],
        header: ACTIVITY_CSV_COLUMNS.map((c) => headers[c]),
        onProgress: setProgress,
        signal: controller.signal,
      })
      downloadCsv(parts, `activity-${address}.csv`)
    } catch (e) {
      if (!controller.signal.aborted) setError(e)
    } finally {
      if (abort.current === controller) setProgress(undefined)
    }
  }
  return (
    <Stack gap={4} miw={220}>
      <Group gap="xs" justify="flex-end">
        <Button
          size="xs"
          variant="light"
          leftSection={<IconDownload size={16} aria-hidden />}
          onClick={run}
          loading={progress !== undefined}
          data-testid="activity-csv"
        >
          {t`Export CSV`}
        </Button>
        {progress ? (
          <Button
            size="xs"
            variant="subtle"
            onClick={() => abort.current?.abort()}
          >
            {t`Cancel`}
          </Button>
        ) : null}
      </Group>
      {progress && progress.total > 0 ? (
        <ProgressBar
          label={
            progress.phase === 'reading' ? t`Reading history` : t`Writing CSV`
          }
          value={BigInt(progress.done)}
          total={BigInt(progress.total)}
          decimals={0}
        />
      ) : null}
      {error ? (
        <Text size="xs" c="red.9" role="alert">
          {i18n._(queryErrorMessage(error))}
        </Text>
      ) : null}
    </Stack>
  )
}
