import {
  describeOrderV1Operations,
  type ExchangeOrder,
  type OrderStatus,
  type OrderV1ListingHistory,
  type OrderV1OperationRow,
} from '@drc20/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { Badge, Stack, Tabs, Text } from '@mantine/core'
import { useAtomValue } from 'jotai'
import { type ReactNode, useCallback, useMemo } from 'react'
import { activityEntriesAtom } from '../../lib/activity/activityAtoms'
import { apiErrorMessage } from '../../lib/api/apiErrorMessage'
import { ApiQueryError } from '../../lib/api/apiQueryError'
import type { MarketHistoryTab } from '../../lib/routeParams'
import { Address } from '../../ui/Address'
import { DataTable } from '../../ui/dataTable/DataTable'
import type { DataTableColumn } from '../../ui/dataTable/types'
import { BlockLink, TxLink } from '../../ui/ExplorerLink'
import { marketFailureMessage, orderStatusMessage } from './messages'
import { type MarketFormat, useMarketFormat } from './useMarketFormat'
import type { TokenMarket } from './useTokenMarket'

const STATUS_COLORS: Partial<Record<OrderStatus, string>> = {
  completed: 'teal',
  failed: 'red',
  cancel: 'gray',
  sell: 'blue',
  buy: 'blue',
  selling: 'indigo',
  buying: 'indigo',
  unconfirmed: 'yellow',
  'in-progress': 'yellow',
}

/** A journal entry not indexed yet, shown on top of "My orders". */
type MarketRow =
  | { readonly kind: 'indexed'; readonly row: OrderV1OperationRow }
  | {
      readonly kind: 'unconfirmed'
      readonly txHash: string
      readonly op: string
      readonly submittedAtMs: number
    }

const keyOf = (r: MarketRow) =>
  r.kind === 'indexed' ? r.row.record.orderId : r.txHash

/**
 * The market's history tabs: trades (amount, unit price, total, the buyer
 * as "user", the seller as "listed user"), listings, and the signer's own
 * operations with those still waiting for a block. Every row has its
 * status in the order status machine's values, the decoded reason of a
 * failure, and explorer links. Received amounts are replayed from the
 * listings (core's `describeOrderV1Operations`).
 */
export function MarketHistory({
  tick,
  market,
  tab,
  onTabChange,
}: {
  readonly tick: string
  readonly market: TokenMarket
  readonly tab: MarketHistoryTab
  readonly onTabChange: (tab: MarketHistoryTab) => void
}) {
  const { t, i18n } = useLingui()
  const format = useMarketFormat()
  const entries = useAtomValue(activityEntriesAtom)
  const listings = market.listings.data
  const operations = market.operations.data
  const mine = market.mine.data
  const histories = useMemo(() => {
    const map = new Map<string, OrderV1ListingHistory>()
    if (listings === undefined) return map
    const all = new Map<string, ExchangeOrder>()
    for (const o of [...(operations ?? []), ...(mine ?? [])])
      all.set(o.orderId, o)
    const byListing = new Map<string, ExchangeOrder[]>()
    for (const o of all.values()) {
      const list = byListing.get(o.exId) ?? []
      list.push(o)
      byListing.set(o.exId, list)
    }
    for (const listing of listings)
      map.set(listing.exId, {
        listing,
        operations: byListing.get(listing.exId) ?? [],
      })
    return map
  }, [listings, operations, mine])
  const toRows = useCallback(
    (records: readonly ExchangeOrder[]) =>
      describeOrderV1Operations({ records, tick, histories }).map(
        (row): MarketRow => ({ kind: 'indexed', row }),
      ),
    [tick, histories],
  )
  const trades = useMemo(
    () =>
      operations === undefined
        ? undefined
        : toRows(operations.filter((o) => o.op === 'trade')),
    [operations, toRows],
  )
  const listed = useMemo(
    () =>
      operations === undefined
        ? undefined
        : toRows(operations.filter((o) => o.op === 'create')),
    [operations, toRows],
  )
  const own = useMemo(() => {
    if (mine === undefined || listings === undefined) return undefined
    const indexed = new Set(mine.map((o) => o.txHash))
    const pending: MarketRow[] = entries
      .filter(
        (e) =>
          e.status === 'pending' &&
          e.payload.p === 'order-v1' &&
          !indexed.has(e.txHash),
      )
      .map((e) => ({
        kind: 'unconfirmed',
        txHash: e.txHash,
        op: String(e.payload.op),
        submittedAtMs: e.submittedAtMs,
      }))
    const ofTick = mine.filter(
      (o) => histories.has(o.exId) || o.tick0 === tick || o.tick1 === tick,
    )
    return [...pending, ...toRows(ofTick)]
  }, [mine, listings, entries, histories, tick, toRows])

  const errorOf = (query: { error: unknown }) =>
    query.error instanceof ApiQueryError
      ? i18n._(apiErrorMessage(query.error.apiError))
      : undefined
  const tableError = errorOf(market.operations) ?? errorOf(market.listings)
  const retry = () => {
    void market.operations.refetch()
    void market.listings.refetch()
  }
  const columns = useColumns(tick, format)

  return (
    <Tabs
      value={tab}
      onChange={(value) => value && onTabChange(value as MarketHistoryTab)}
      keepMounted={false}
    >
      <Tabs.List aria-label={t`History`}>
        <Tabs.Tab value="trades">
          <Trans>Trade history</Trans>
        </Tabs.Tab>
        <Tabs.Tab value="listed">
          <Trans>Listed history</Trans>
        </Tabs.Tab>
        <Tabs.Tab value="mine">
          <Trans>My orders</Trans>
        </Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="trades" pt="sm">
        <DataTable
          label={t`Trade history`}
          columns={columns.trades}
          rows={trades}
          getRowKey={keyOf}
          loading={market.operations.isPending || market.listings.isPending}
          error={tableError}
          onRetry={retry}
          emptyMessage={<Trans>No trade yet.</Trans>}
        />
      </Tabs.Panel>
      <Tabs.Panel value="listed" pt="sm">
        <DataTable
          label={t`Listed history`}
          columns={columns.listed}
          rows={listed}
          getRowKey={keyOf}
          loading={market.operations.isPending || market.listings.isPending}
          error={tableError}
          onRetry={retry}
          emptyMessage={<Trans>Nothing listed yet.</Trans>}
        />
      </Tabs.Panel>
      <Tabs.Panel value="mine" pt="sm">
        {market.address === undefined ? (
          <Text size="sm" c="dimmed">
            <Trans>Connect your wallet to see your orders.</Trans>
          </Text>
        ) : (
          <DataTable
            label={t`My orders`}
            columns={columns.mine}
            rows={own}
            getRowKey={keyOf}
            loading={market.mine.isPending || market.listings.isPending}
            error={errorOf(market.mine) ?? errorOf(market.listings)}
            onRetry={() => {
              void market.mine.refetch()
              void market.listings.refetch()
            }}
            emptyMessage={<Trans>You have no order on this market yet.</Trans>}
          />
        )}
      </Tabs.Panel>
    </Tabs>
  )
}

function useColumns(tick: string, format: MarketFormat) {
  const { t, i18n } = useLingui()
  const name = format.tick(tick)
  return useMemo(() => {
    const indexed =
      (
        cell: (row: OrderV1OperationRow) => ReactNode,
        pending: ReactNode = '—',
      ) =>
      (r: MarketRow) =>
        r.kind === 'indexed' ? cell(r.row) : pending
    const num =
      (pick: (row: OrderV1OperationRow) => bigint | undefined) =>
      (r: MarketRow) =>
        r.kind === 'indexed' ? pick(r.row) : undefined
    const amount: DataTableColumn<MarketRow> = {
      key: 'amount',
      header: t`Amount (${name})`,
      align: 'right',
      sortValue: num((row) => row.tokenAmount),
      cell: indexed((row) =>
        row.tokenAmount === undefined ? '—' : format.amount(row.tokenAmount),
      ),
    }
    const price: DataTableColumn<MarketRow> = {
      key: 'price',
      header: t`Unit price (DOGE)`,
      align: 'right',
      sortValue: (r) =>
        r.kind === 'indexed' ? r.row.unitPrice?.toNumber() : undefined,
      cell: indexed((row) => format.price(row.unitPrice)),
    }
    const total: DataTableColumn<MarketRow> = {
      key: 'total',
      header: t`Total (WDOGE)`,
      align: 'right',
      sortValue: num((row) => row.quoteAmount),
      cell: indexed((row) =>
        row.quoteAmount === undefined ? '—' : format.amount(row.quoteAmount),
      ),
    }
    const when: DataTableColumn<MarketRow> = {
      key: 'when',
      header: t`Block and time`,
      sortValue: (r) =>
        r.kind === 'indexed'
          ? r.row.record.blockNumber
          : Number.MAX_SAFE_INTEGER,
      firstDirection: 'desc',
      cell: (r) =>
        r.kind === 'indexed' ? (
          <Stack gap={0}>
            <BlockLink value={String(r.row.record.blockNumber)} size="xs">
              {format.integer(r.row.record.blockNumber)}
            </BlockLink>
            <Text size="xs" c="dimmed">
              {format.dateTime(r.row.record.createDateMs)}
            </Text>
          </Stack>
        ) : (
          <Text size="xs" c="dimmed">
            {format.dateTime(r.submittedAtMs)}
          </Text>
        ),
    }
    const status: DataTableColumn<MarketRow> = {
      key: 'status',
      header: t`Status`,
      cell: (r) => {
        const value: OrderStatus =
          r.kind === 'indexed' ? r.row.status : 'unconfirmed'
        const failure = r.kind === 'indexed' ? r.row.failure : undefined
        return (
          <Stack gap={2}>
            <Badge
              size="sm"
              variant="dot"
              color={STATUS_COLORS[value] ?? 'gray'}
              data-testid="order-status"
            >
              {i18n._(orderStatusMessage(value))}
            </Badge>
            {failure ? (
              <Text size="xs" maw={260} data-testid="order-failure">
                {i18n._(marketFailureMessage(failure))}
              </Text>
            ) : null}
          </Stack>
        )
      },
    }
    const tx: DataTableColumn<MarketRow> = {
      key: 'tx',
      header: t`Tx`,
      cell: (r) => (
        <TxLink
          value={r.kind === 'indexed' ? r.row.record.txHash : r.txHash}
          size="xs"
        />
      ),
    }
    const side: DataTableColumn<MarketRow> = {
      key: 'side',
      header: t`Side`,
      card: 'title',
      cell: indexed((row) =>
        row.record.op === 'create'
          ? row.side === 'bid'
            ? t`Bid`
            : t`Listing`
          : row.record.op === 'cancel'
            ? t`Cancel`
            : row.side === 'bid'
              ? t`Sell`
              : t`Buy`,
      ),
    }
    const who = (
      key: string,
      header: string,
      pick: (row: OrderV1OperationRow) => string | undefined,
    ): DataTableColumn<MarketRow> => ({
      key,
      header,
      cell: indexed((row) => {
        const address = pick(row)
        return address ? (
          <Address address={address} size="xs" copy={false} />
        ) : (
          '—'
        )
      }),
    })
    const trades: DataTableColumn<MarketRow>[] = [
      side,
      amount,
      price,
      total,
      who('user', t`User`, (row) =>
        row.side === 'bid' ? row.maker : row.record.holderAddress,
      ),
      who('listed', t`Listed user`, (row) =>
        row.side === 'bid' ? row.record.holderAddress : row.maker,
      ),
      when,
      status,
      tx,
    ]
    const listed: DataTableColumn<MarketRow>[] = [
      side,
      amount,
      price,
      total,
      who('maker', t`Listed user`, (row) => row.record.holderAddress),
      when,
      status,
      tx,
    ]
    const mine: DataTableColumn<MarketRow>[] = [
      {
        ...side,
        cell: (r) =>
          r.kind === 'indexed'
            ? side.cell(r)
            : r.op === 'create'
              ? t`Listing`
              : r.op === 'cancel'
                ? t`Cancel`
                : t`Trade`,
      },
      amount,
      price,
      total,
      when,
      status,
      tx,
    ]
    return { trades, listed, mine }
  }, [t, i18n, format, name])
}
