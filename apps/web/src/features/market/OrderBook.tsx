import {
  type OrderBook as Book,
  createOrderV1CancelPayload,
  type ExchangeOrder,
  getOrderV1CancelRule,
  type OrderBookEntry,
} from '@drc20/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import {
  Badge,
  Button,
  Group,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core'
import { useAtomValue, useSetAtom } from 'jotai'
import { type ReactNode, useMemo } from 'react'
import { activityEntriesAtom } from '../../lib/activity/activityAtoms'
import { Address } from '../../ui/Address'
import { DataTable } from '../../ui/dataTable/DataTable'
import type { DataTableColumn } from '../../ui/dataTable/types'
import { BlockLink } from '../../ui/ExplorerLink'
import { getRevealDogeCosts } from './marketDogeCosts'
import { marketFlow } from './marketFlow'
import { type MarketFormat, useMarketFormat } from './useMarketFormat'

export type OrderBookProps = {
  readonly tick: string
  readonly book: Book | undefined
  /** The token's create rows by listing id: the block each was listed in. */
  readonly creates: ReadonlyMap<string, ExchangeOrder>
  readonly address: string | undefined
  readonly feeRatePerKb: bigint
  readonly loading: boolean
  readonly error?: ReactNode
  readonly onRetry: () => void
  /** The listing chosen in the book (highlighted). */
  readonly picked: string | undefined
  /** Buy from an ask, or sell into a bid. */
  readonly onPick: (entry: OrderBookEntry) => void
}

const exIdOf = (entry: OrderBookEntry) => entry.exId
/** Which listing a row shows (the browser tests find a listing by it). */
const listingAttributes = (entry: OrderBookEntry) => ({
  'data-listing': entry.exId,
})

/**
 * The token's book: asks (listings selling the token for WDOGE, cheapest
 * first) and bids (WDOGE offered for it, highest first), each with its
 * unit price in DOGE and USD, amount, total, maker and block. Buy (or
 * sell into) any listing; the maker's own show Cancel instead, and a
 * cancel not yet settled says the listing can still be bought.
 */
export function OrderBook({
  tick,
  book,
  creates,
  address,
  feeRatePerKb,
  loading,
  error,
  onRetry,
  picked,
  onPick,
}: OrderBookProps) {
  const { t } = useLingui()
  const format = useMarketFormat()
  const openConfirm = useSetAtom(marketFlow.openAtom)
  const entries = useAtomValue(activityEntriesAtom)
  const cancelling = useMemo(
    () =>
      new Set(
        entries
          .filter(
            (e) =>
              e.status === 'pending' &&
              e.payload.p === 'order-v1' &&
              e.payload.op === 'cancel',
          )
          .map((e) => String(e.payload.exid)),
      ),
    [entries],
  )
  const name = format.tick(tick)

  const cancel = (entry: OrderBookEntry) => {
    const rule = getOrderV1CancelRule({
      amount0: entry.amount0,
      amount1: entry.amount1,
      filled0: entry.filled0,
      maker: entry.maker,
      address,
    })
    if (!rule.offerCancel || address === undefined) return
    const payload = createOrderV1CancelPayload({
      exid: entry.exId,
      amt0: rule.cancelAmount,
    })
    if (payload.isErr()) return
    const amount = format.amount(rule.cancelAmount)
    const unit = format.tick(entry.tick0)
    openConfirm({
      kind: 'cancel',
      side: entry.side,
      tick,
      exId: entry.exId,
      maker: address,
      payload: payload.value,
      costs: getRevealDogeCosts(payload.value, feeRatePerKb),
      description: msg`Cancel the listing of ${amount} ${unit}`,
    })
  }

  const columns = (side: 'ask' | 'bid'): DataTableColumn<OrderBookEntry>[] => [
    {
      key: 'price',
      header: t`Price (DOGE)`,
      align: 'right',
      card: 'title',
      sortValue: (e) => e.unitPrice.toNumber(),
      firstDirection: side === 'ask' ? 'asc' : 'desc',
      cell: (e) => (
        <Stack gap={0} align="flex-end">
          <Text size="sm" fw={600} data-testid="book-price">
            {format.price(e.unitPrice)}
          </Text>
          <Text size="xs" c="dimmed">
            {format.priceUsd(e.unitPrice) ?? ''}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'amount',
      header: t`Amount (${name})`,
      align: 'right',
      sortValue: (e) => e.tokenAmount,
      cell: (e) => format.amount(e.tokenAmount),
    },
    {
      key: 'total',
      header: t`Total (WDOGE)`,
      align: 'right',
      sortValue: (e) => e.quoteAmount,
      cell: (e) => format.amount(e.quoteAmount),
    },
    {
      key: 'maker',
      header: side === 'ask' ? t`Seller` : t`Buyer`,
      cell: (e) => (
        <Group gap={4} wrap="nowrap">
          <Address address={e.maker} size="xs" copy={false} />
          {e.maker === address ? (
            <Badge size="xs" variant="light">
              <Trans>Yours</Trans>
            </Badge>
          ) : null}
        </Group>
      ),
    },
    {
      key: 'listed',
      header: t`Listed`,
      sortValue: (e) => e.createDateMs,
      cell: (e) => <Listed entry={e} creates={creates} format={format} />,
    },
    {
      key: 'action',
      header: t`Action`,
      align: 'right',
      cell: (e) =>
        e.maker === address ? (
          cancelling.has(e.exId) ? (
            <Text size="xs" c="dimmed" maw={140}>
              <Trans>Cancelling — can still be bought</Trans>
            </Text>
          ) : (
            <Button
              size="compact-xs"
              variant="default"
              color="red"
              onClick={() => cancel(e)}
              aria-label={t`Cancel the listing at ${format.price(e.unitPrice)} DOGE`}
            >
              <Trans>Cancel</Trans>
            </Button>
          )
        ) : (
          <Button
            size="compact-xs"
            variant={picked === e.exId ? 'filled' : 'light'}
            aria-pressed={picked === e.exId}
            onClick={() => onPick(e)}
            aria-label={
              side === 'ask'
                ? t`Buy from the listing at ${format.price(e.unitPrice)} DOGE`
                : t`Sell into the bid at ${format.price(e.unitPrice)} DOGE`
            }
          >
            {side === 'ask' ? <Trans>Buy</Trans> : <Trans>Sell</Trans>}
          </Button>
        ),
    },
  ]

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <Stack gap="xs">
          <Title order={2} size="h4">
            <Trans>Listings (sell side)</Trans>
          </Title>
          <DataTable
            label={t`Listings selling ${name}`}
            columns={columns('ask')}
            rows={book?.asks}
            getRowKey={exIdOf}
            getRowAttributes={listingAttributes}
            loading={loading}
            error={error}
            onRetry={onRetry}
            defaultSort={{ column: 'price', direction: 'asc' }}
            emptyMessage={<Trans>No {name} is listed for sale.</Trans>}
          />
        </Stack>
        <Stack gap="xs">
          <Title order={2} size="h4">
            <Trans>Bids (buy side)</Trans>
          </Title>
          <DataTable
            label={t`Bids for ${name}`}
            columns={columns('bid')}
            rows={book?.bids}
            getRowKey={exIdOf}
            getRowAttributes={listingAttributes}
            loading={loading}
            error={error}
            onRetry={onRetry}
            defaultSort={{ column: 'price', direction: 'desc' }}
            emptyMessage={<Trans>No bid for {name} yet.</Trans>}
          />
        </Stack>
      </SimpleGrid>
      {book && book.otherAsks.length > 0 ? (
        <Stack gap="xs">
          <Title order={3} size="h5">
            <Trans>Listings in other tokens</Trans>
          </Title>
          <DataTable
            label={t`${name} listed for other tokens`}
            columns={[
              ...columns('ask').slice(1, 2),
              {
                key: 'asked',
                header: t`Asked`,
                align: 'right',
                cell: (e) =>
                  `${format.amount(e.quoteAmount)} ${format.tick(e.tick1)}`,
              },
              ...columns('ask').slice(3),
            ]}
            rows={book.otherAsks}
            getRowKey={exIdOf}
            getRowAttributes={listingAttributes}
          />
        </Stack>
      ) : null}
    </Stack>
  )
}

function Listed({
  entry,
  creates,
  format,
}: {
  readonly entry: OrderBookEntry
  readonly creates: ReadonlyMap<string, ExchangeOrder>
  readonly format: MarketFormat
}) {
  const create = creates.get(entry.exId)
  return (
    <Stack gap={0}>
      {create ? (
        <BlockLink value={String(create.blockNumber)} size="xs">
          {format.integer(create.blockNumber)}
        </BlockLink>
      ) : null}
      <Text size="xs" c="dimmed">
        {format.dateTime(entry.createDateMs)}
      </Text>
    </Stack>
  )
}
