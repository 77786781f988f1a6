import {
  getUnlistedPendingEntries,
  type IndexerRecordStatus,
  type WdogeOp,
  type WdogeOrder,
} from '@drc20/core'
import { useLingui } from '@lingui/react/macro'
import { Badge, Stack, Text, Title, VisuallyHidden } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useAtomValue } from 'jotai'
import { useMemo, useState } from 'react'
import { useFormatters } from '../../i18n/useFormatters'
import { createJournalAtom } from '../../lib/activity/activityAtoms'
import type { ActivityEntry } from '../../lib/activity/types'
import { apiErrorMessage } from '../../lib/api/apiErrorMessage'
import { ApiQueryError } from '../../lib/api/apiQueryError'
import {
  WDOGE_HISTORY_PAGE_SIZE,
  wdogeOrdersQueryOptions,
} from '../../lib/query/wdogeQueries'
import { useServices } from '../../lib/services'
import { DataTable } from '../../ui/dataTable/DataTable'
import type { DataTableColumn } from '../../ui/dataTable/types'
import { TxLink } from '../../ui/ExplorerLink'
import { indexerErrorMessage } from '../activity/indexerErrorMessage'
import { activityStatusMessage, STATUS_COLORS } from '../activity/messages'
import { wdogeOpMessage } from './messages'
import classes from './wdoge.module.css'

/** A history row: the indexer's order, or a journaled one it has no row for yet. */
type HistoryRow =
  | { readonly kind: 'order'; readonly order: WdogeOrder }
  | {
      readonly kind: 'pending'
      readonly txHash: string
      readonly op: WdogeOp
      readonly amt: bigint | undefined
      readonly timeMs: number
    }

/** The journal's wdoge operations of `address` the indexer does not list yet. */
function getPendingRows(
  entries: readonly ActivityEntry[],
  address: string,
  listed: readonly WdogeOrder[],
): HistoryRow[] {
  const own = entries.filter(
    (entry) => entry.protocol === 'wdoge' && entry.address === address,
  )
  return getUnlistedPendingEntries(
    own,
    listed.map((order) => order.txHash),
  ).map((entry) => {
    const amt = entry.payload.amt
    return {
      kind: 'pending',
      txHash: entry.txHash,
      op: entry.payload.op === 'withdraw' ? 'withdraw' : 'deposit',
      amt:
        typeof amt === 'string' && /^[0-9]{1,30}$/.test(amt)
          ? BigInt(amt)
          : undefined,
      timeMs: entry.submittedAtMs,
    }
  })
}

/**
 * The address' wraps and unwraps with their indexer status, paged by the
 * indexer; operations just submitted from this browser show on top at
 * once as pending, until the indexer lists them.
 */
export function WdogeOrderHistory({
  address,
}: {
  address: string | undefined
}) {
  const { i18n, t } = useLingui()
  const { amount, dateTime } = useFormatters()
  const [page, setPage] = useState(1)
  const { api } = useServices()
  const query = useQuery(wdogeOrdersQueryOptions(api, address, page))
  const journalAtom = useMemo(() => createJournalAtom(address ?? ''), [address])
  const entries = useAtomValue(journalAtom)
  const orders = query.data?.items
  const pending =
    address === undefined || orders === undefined || page !== 1
      ? []
      : getPendingRows(entries, address, orders)
  const rows: HistoryRow[] | undefined =
    orders === undefined
      ? undefined
      : [
          ...pending,
          ...orders.map((order) => ({ kind: 'order' as const, order })),
        ]

  const statusOf = (row: HistoryRow): IndexerRecordStatus =>
    row.kind === 'pending' ? 'pending' : row.order.status
  const columns: DataTableColumn<HistoryRow>[] = [
    {
      key: 'time',
      header: t`Time`,
      cell: (row) =>
        dateTime(row.kind === 'pending' ? row.timeMs : row.order.createDateMs),
    },
    {
      key: 'type',
      header: t`Type`,
      card: 'title',
      cell: (row) =>
        i18n._(wdogeOpMessage(row.kind === 'pending' ? row.op : row.order.op)),
    },
    {
      key: 'amount',
      header: t`Amount`,
      align: 'right',
      cell: (row) => {
        const amt = row.kind === 'pending' ? row.amt : row.order.amt
        return (
          <Text span ff="monospace" size="sm">
            {amt === undefined ? '—' : amount(amt)}
          </Text>
        )
      },
    },
    {
      key: 'status',
      header: t`Status`,
      cell: (row) => {
        const status = statusOf(row)
        return (
          <>
            <Badge color={STATUS_COLORS[status]} variant="filled" size="sm">
              {i18n._(activityStatusMessage(status))}
            </Badge>
            {row.kind === 'order' && status === 'failed' ? (
              <Text
                size="xs"
                className={classes.errorText}
                title={row.order.errInfo ?? undefined}
              >
                {i18n._(indexerErrorMessage(row.order.errorCode ?? 'UNKNOWN'))}
              </Text>
            ) : null}
          </>
        )
      },
    },
    {
      key: 'tx',
      header: t`Transaction`,
      cell: (row) => (
        <TxLink
          value={row.kind === 'pending' ? row.txHash : row.order.txHash}
        />
      ),
    },
    {
      key: 'payout',
      header: t`DOGE payout`,
      cell: (row) => <PayoutCell row={row} />,
    },
  ]

  return (
    <Stack gap="sm" component="section" aria-labelledby="wdoge-history">
      <Title order={2} size="h3" id="wdoge-history">
        {t`Order history`}
      </Title>
      {address === undefined ? (
        <Text c="dimmed" size="sm">
          {t`Connect your wallet to see your wraps and unwraps.`}
        </Text>
      ) : (
        <DataTable
          label={t`Order history`}
          columns={columns}
          rows={rows}
          getRowKey={(row) =>
            row.kind === 'pending'
              ? `pending-${row.txHash}`
              : row.order.txHash || String(row.order.id)
          }
          getRowAttributes={(row) => ({
            'data-testid': 'wdoge-order',
            'data-status': statusOf(row),
          })}
          loading={query.isPending || (query.isFetching && query.isError)}
          error={
            query.isError
              ? query.error instanceof ApiQueryError
                ? i18n._(apiErrorMessage(query.error.apiError))
                : t`Could not load the orders`
              : undefined
          }
          onRetry={() => void query.refetch()}
          emptyMessage={t`No wraps or unwraps yet.`}
          pageSize={WDOGE_HISTORY_PAGE_SIZE}
          totalRows={query.data?.total ?? 0}
          page={page}
          onPageChange={setPage}
        />
      )}
    </Stack>
  )
}

function PayoutCell({ row }: { row: HistoryRow }) {
  const { t } = useLingui()
  if (
    row.kind === 'pending' ||
    row.order.op !== 'withdraw' ||
    row.order.status === 'failed'
  ) {
    return (
      <Text size="sm" c="dimmed">
        <span aria-hidden="true">—</span>
        <VisuallyHidden>{t`Not applicable`}</VisuallyHidden>
      </Text>
    )
  }
  const payoutHash = row.order.withdrawTxHash
  return payoutHash !== '' ? (
    <TxLink value={payoutHash} copy={false}>
      {t`Paid`}
    </TxLink>
  ) : (
    <Text size="sm" c="dimmed">
      {t`Awaiting the operator`}
    </Text>
  )
}
