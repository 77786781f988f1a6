import {
  type Drc20Op,
  type Drc20Order,
  type IndexerErrorCode,
  revealTick,
} from '@drc20/core'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { Badge, Stack, Text, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useAtomValue } from 'jotai'
import { useFormatters } from '../../i18n/useFormatters'
import { activityEntriesAtom } from '../../lib/activity/activityAtoms'
import { apiErrorMessage } from '../../lib/api/apiErrorMessage'
import { ApiQueryError } from '../../lib/api/apiQueryError'
import { drc20OrdersQueryOptions } from '../../lib/query/inscribeQueries'
import { useServices } from '../../lib/services'
import { DataTable } from '../../ui/dataTable/DataTable'
import type { DataTableColumn } from '../../ui/dataTable/types'
import { BlockLink, TxLink } from '../../ui/ExplorerLink'
import { indexerErrorMessage } from '../activity/indexerErrorMessage'

type HistoryStatus = 'pending' | 'in-progress' | 'completed' | 'failed'

type HistoryRow = {
  readonly key: string
  readonly op: Drc20Op
  readonly tick: string
  readonly amount: bigint
  readonly status: HistoryStatus
  readonly txHash: string
  readonly blockNumber: number
  readonly dateMs: number
  readonly errorCode?: IndexerErrorCode | undefined
}

const STATUS: Record<HistoryStatus, [MessageDescriptor, string]> = {
  pending: [msg`Pending`, 'gray.7'],
  'in-progress': [msg`In progress`, 'yellow.5'],
  completed: [msg`Completed`, 'teal.9'],
  failed: [msg`Failed`, 'red.9'],
}

const OPS: Record<Drc20Op, MessageDescriptor> = {
  deploy: msg`Deploy`,
  mint: msg`Mint`,
  transfer: msg`Transfer`,
}

function fromOrder(order: Drc20Order): HistoryRow {
  return {
    key: order.txHash || order.orderId,
    op: order.op,
    tick: order.tick,
    // A deploy's figure is its supply; a mint's, every repeat together.
    amount:
      order.op === 'deploy'
        ? order.max
        : order.amt * BigInt(order.op === 'mint' ? order.repeat || 1 : 1),
    status: order.status === 'pending' ? 'in-progress' : order.status,
    txHash: order.txHash,
    blockNumber: order.blockNumber,
    dateMs: order.createDateMs,
    errorCode: order.errorCode ?? undefined,
  }
}

/**
 * The connected address' deploys, mints and transfers (v4 drc20/order by
 * holder), with what this browser submitted and the indexer has not
 * listed yet on top as pending.
 */
export function Drc20OrderHistory({
  address,
}: {
  readonly address: string | undefined
}) {
  const { t, i18n } = useLingui()
  const { api } = useServices()
  const { amount, dateTime } = useFormatters()
  const query = useQuery(drc20OrdersQueryOptions(api, address, 1))
  const journal = useAtomValue(activityEntriesAtom)
  const listed = new Set(query.data?.items.map((o) => o.txHash))
  const local: HistoryRow[] = journal
    .filter(
      (e) =>
        e.protocol === 'drc-20' &&
        e.status === 'pending' &&
        !listed.has(e.txHash),
    )
    .map((e) => {
      const p = e.payload as Record<string, unknown>
      const op = (
        p.op === 'deploy' || p.op === 'mint' ? p.op : 'transfer'
      ) as Drc20Op
      const raw = op === 'deploy' ? p.max : p.amt
      const repeat =
        op === 'mint' && typeof p.repeat === 'number' ? p.repeat : 1
      return {
        key: e.txHash,
        op,
        tick: typeof p.tick === 'string' ? p.tick : '',
        amount:
          typeof raw === 'string' && /^\d+$/.test(raw)
            ? BigInt(raw) * BigInt(repeat)
            : 0n,
        status: 'pending',
        txHash: e.txHash,
        blockNumber: 0,
        dateMs: e.submittedAtMs,
      }
    })
  const rows =
    address === undefined || query.data === undefined
      ? undefined
      : [...local, ...query.data.items.map(fromOrder)]

  const columns: DataTableColumn<HistoryRow>[] = [
    {
      key: 'op',
      header: t`Operation`,
      cell: (r) => `${i18n._(OPS[r.op])} ${revealTick(r.tick)}`,
      card: 'title',
    },
    {
      key: 'amount',
      header: t`Amount`,
      cell: (r) => amount(r.amount),
      align: 'right',
    },
    {
      key: 'status',
      header: t`Status`,
      cell: (r) => {
        const [label, color] = STATUS[r.status]
        return (
          <Stack gap={2} align="flex-start">
            <Badge color={color} variant="filled" size="sm">
              {i18n._(label)}
            </Badge>
            {r.status === 'failed' ? (
              <Text size="xs" c="red.8">
                {i18n._(indexerErrorMessage(r.errorCode ?? 'UNKNOWN'))}
              </Text>
            ) : null}
          </Stack>
        )
      },
    },
    {
      key: 'tx',
      header: t`Transaction`,
      cell: (r) => (r.txHash ? <TxLink value={r.txHash} size="sm" /> : '—'),
    },
    {
      key: 'block',
      header: t`Block`,
      cell: (r) =>
        r.blockNumber > 0 ? (
          <BlockLink value={String(r.blockNumber)} size="sm" />
        ) : (
          '—'
        ),
    },
    {
      key: 'time',
      header: t`Time`,
      cell: (r) => (r.dateMs > 0 ? dateTime(r.dateMs) : '—'),
    },
  ]

  return (
    <Stack gap="sm" component="section" aria-labelledby="drc20-history">
      <Title order={2} size="h3" id="drc20-history">
        {t`Order history`}
      </Title>
      {address === undefined ? (
        <Text c="dimmed" size="sm">
          {t`Connect your wallet to see your deploys, mints and transfers.`}
        </Text>
      ) : (
        <DataTable
          label={t`Order history`}
          columns={columns}
          rows={rows}
          getRowKey={(r) => r.key}
          loading={query.isPending}
          error={
            query.error
              ? query.error instanceof ApiQueryError
                ? i18n._(apiErrorMessage(query.error.apiError))
                : t`Something went wrong.`
              : undefined
          }
          onRetry={() => void query.refetch()}
          emptyMessage={t`No deploys, mints or transfers yet.`}
        />
      )}
    </Stack>
  )
}
