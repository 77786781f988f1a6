import type { Page } from '@drc20/api'
import type { Drc20Op, Drc20Order } from '@drc20/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { Badge, SegmentedControl, Stack, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { useFormatters } from '../../i18n/useFormatters'
import { apiErrorMessage } from '../../lib/api/apiErrorMessage'
import { ApiQueryError } from '../../lib/api/apiQueryError'
import {
  type TokenOverview,
  TRANSACTIONS_PAGE_SIZE,
  tokenTransactionsQueryOptions,
} from '../../lib/query/tokenPageQueries'
import { useServices } from '../../lib/services'
import { Address } from '../../ui/Address'
import { DeferredTooltip } from '../../ui/DeferredTooltip'
import { DataTable } from '../../ui/dataTable/DataTable'
import type { DataTableColumn } from '../../ui/dataTable/types'
import { BlockLink, TxLink } from '../../ui/ExplorerLink'
import { indexerErrorMessage } from '../activity/indexerErrorMessage'
import { drc20OpMessage } from './messages'
import { ServerPager } from './ServerPager'

/**
 * A token's operation log (v4 drc20/order), newest first, 20 a page from
 * the server, with a type filter: the operation, amount, sender and
 * recipient, block and transaction (linking out to the explorer), time,
 * and whether the indexer applied it (a rejected one is marked Invalid,
 * with the reason).
 */
export function TokenTransactions({
  overview,
  page,
  op,
  onPageChange,
  onOpChange,
}: {
  readonly overview: TokenOverview
  readonly page: number
  readonly op: Drc20Op | undefined
  readonly onPageChange: (page: number) => void
  readonly onOpChange: (op: Drc20Op | undefined) => void
}) {
  const { t, i18n } = useLingui()
  const format = useFormatters()
  const { api } = useServices()
  const { token } = overview
  const first = page === 1 && op === undefined
  const query = useQuery({
    ...tokenTransactionsQueryOptions(api, token.tick, page, op),
    enabled: !first,
  })
  const data: Page<Drc20Order> | undefined = first
    ? overview.transactions
    : query.data
  const columns = useMemo(
    (): DataTableColumn<Drc20Order>[] => [
      {
        key: 'op',
        header: t`Operation`,
        card: 'title',
        cell: (r) => (
          <Text span size="sm" fw={600}>
            {i18n._(drc20OpMessage(r.op))}
            {r.repeat > 1 ? ` ×${r.repeat}` : ''}
          </Text>
        ),
      },
      {
        key: 'amount',
        header: t`Amount`,
        align: 'right',
        cell: (r) =>
          r.op === 'deploy'
            ? format.amount(r.max, 8, 8)
            : format.amount(r.amt, 8, 8),
      },
      {
        key: 'from',
        header: t`From`,
        cell: (r) =>
          r.holderAddress === '' ? (
            '—'
          ) : (
            <Address
              address={r.holderAddress}
              copy={false}
              explorer={false}
              identicon={false}
            />
          ),
      },
      {
        key: 'to',
        header: t`To`,
        cell: (r) =>
          r.toAddress === '' ? (
            '—'
          ) : (
            <Address
              address={r.toAddress}
              copy={false}
              explorer={false}
              identicon={false}
            />
          ),
      },
      {
        key: 'block',
        header: t`Block`,
        cell: (r) =>
          r.blockNumber > 0 ? (
            <BlockLink
              value={r.blockHash || String(r.blockNumber)}
              copy={false}
            >
              {format.integer(r.blockNumber)}
            </BlockLink>
          ) : (
            '—'
          ),
      },
      {
        key: 'tx',
        header: t`Transaction`,
        cell: (r) => <TxLink value={r.txHash} />,
      },
      {
        key: 'time',
        header: t`Time`,
        cell: (r) =>
          r.createDateMs > 0 ? format.dateTime(r.createDateMs) : '—',
      },
      {
        key: 'status',
        header: t`Status`,
        cell: (r) =>
          r.status === 'failed' ? (
            <DeferredTooltip
              label={
                r.errorCode === null
                  ? (r.errInfo ?? '')
                  : i18n._(indexerErrorMessage(r.errorCode))
              }
              withArrow
              multiline
              maw={280}
            >
              <Badge
                color="red"
                variant="dot"
                tabIndex={0}
                data-status="failed"
              >
                <Trans>Invalid</Trans>
              </Badge>
            </DeferredTooltip>
          ) : r.status === 'pending' ? (
            <Badge color="yellow" variant="dot" data-status="pending">
              <Trans>Pending</Trans>
            </Badge>
          ) : (
            <Badge color="teal" variant="dot" data-status="completed">
              <Trans>Applied</Trans>
            </Badge>
          ),
      },
    ],
    [t, i18n, format],
  )
  const error =
    !first && query.error instanceof ApiQueryError
      ? i18n._(apiErrorMessage(query.error.apiError))
      : !first && query.error
        ? t`The transactions could not be loaded`
        : undefined
  return (
    <Stack gap="sm">
      <SegmentedControl
        aria-label={t`Operation type`}
        value={op ?? 'all'}
        onChange={(value) =>
          onOpChange(value === 'all' ? undefined : (value as Drc20Op))
        }
        data={[
          { value: 'all', label: t`All` },
          { value: 'deploy', label: i18n._(drc20OpMessage('deploy')) },
          { value: 'mint', label: i18n._(drc20OpMessage('mint')) },
          { value: 'transfer', label: i18n._(drc20OpMessage('transfer')) },
        ]}
        w={{ base: '100%', xs: 'auto' }}
        style={{ alignSelf: 'flex-start' }}
      />
      <DataTable
        label={t`Transactions`}
        columns={columns}
        rows={data?.items}
        getRowKey={(r) => `${r.id}:${r.txHash}`}
        loading={!first && query.isPending}
        error={error}
        onRetry={() => void query.refetch()}
        pageSize={TRANSACTIONS_PAGE_SIZE}
        emptyMessage={<Trans>No operations of this kind.</Trans>}
      />
      <ServerPager
        page={page}
        pageSize={TRANSACTIONS_PAGE_SIZE}
        total={data?.total ?? 0}
        onChange={onPageChange}
      />
    </Stack>
  )
}
