import {
  createLookalikeIndex,
  type ExchangeCandle,
  getMarketRows,
  getMarketTicks,
  getTickWarnings,
  type MarketRow,
} from '@drc20/core'
import { Trans, useLingui } from '@lingui/react/macro'
import {
  Alert,
  Button,
  Group,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core'
import { useQueries, useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useMemo } from 'react'
import { apiErrorMessage } from '../../lib/api/apiErrorMessage'
import { ApiQueryError } from '../../lib/api/apiQueryError'
import {
  exchangeCandlesQueryOptions,
  exchangeSummariesQueryOptions,
  exchangeTotalsQueryOptions,
  openListingsQueryOptions,
} from '../../lib/query/marketQueries'
import { settledTogether } from '../../lib/query/settledTogether'
import type { MarketSearch, MarketSort } from '../../lib/routeParams'
import { useServices } from '../../lib/services'
import { useIdleOnce } from '../../lib/useIdleOnce'
import { AnchorLink } from '../../ui/AnchorLink'
import { DataTable } from '../../ui/dataTable/DataTable'
import type { DataTableColumn, TableSort } from '../../ui/dataTable/types'
import { Sparkline } from '../../ui/Sparkline'
import { StatCard } from '../../ui/StatCard'
import { TickFlags } from '../../ui/TickFlags'
import { TokenLogo } from '../../ui/TokenLogo'
import { useDocumentTitle } from '../shell/useDocumentTitle'
import { ChangeText } from './ChangeText'
import { type MarketFormat, useMarketFormat } from './useMarketFormat'

/** Hourly candles over a week: the sparkline and the 24 h volume. */
const HOURS_PER_WEEK = 168

const searchTextOf = (row: MarketRow) => row.tick

/**
 * `/market`: a row per token with open order-v1 listings — floor, 24 h
 * change and volume, amount and count listed, total volume and a 7-day
 * line — with search and sort on every column (kept in the URL), and
 * the market's totals from the exchange summary routes. Each figure
 * comes from the route that carries it (core's `getMarketRows`).
 */
export function MarketHomePage({ search }: { readonly search: MarketSearch }) {
  const { t, i18n } = useLingui()
  useDocumentTitle(t`Market`)
  const navigate = useNavigate({ from: '/market/' })
  const { api } = useServices()
  const format = useMarketFormat()
  const listings = useQuery(openListingsQueryOptions(api))
  const summaries = useQuery(exchangeSummariesQueryOptions(api))
  const totals = useQuery(exchangeTotalsQueryOptions(api))
  const ticks = useMemo(
    () => getMarketTicks(listings.data ?? []),
    [listings.data],
  )
  // A candle series per token, once the listings have rendered and the page
  // is idle: their requests started in the listings' render made it the
  // page's longest task. The series show together, once all have answered:
  // one render of the rows, not one per token. The volume and the 7-day
  // line show "…" meanwhile.
  const candlesOn = useIdleOnce(listings.data !== undefined)
  const candles = useQueries({
    queries: ticks.map((tick) => ({
      ...exchangeCandlesQueryOptions(api, tick, '1h', HOURS_PER_WEEK),
      enabled: candlesOn,
    })),
    combine: settledTogether<readonly ExchangeCandle[]>,
  })
  const candleData = candles.data
  const rows = useMemo(() => {
    if (listings.data === undefined) return undefined
    const byTick = new Map(
      ticks.flatMap((tick, i) => {
        const data = candleData?.[i]
        return data === undefined ? [] : [[tick, data] as const]
      }),
    )
    return getMarketRows({
      listings: listings.data,
      summaries: summaries.data,
      candles: byTick,
      nowMs: Date.now(),
    })
  }, [listings.data, summaries.data, ticks, candleData])
  const lookalikes = useMemo(
    () =>
      createLookalikeIndex([
        ...(summaries.data ?? []).map((s) => s.tick),
        ...ticks,
      ]),
    [summaries.data, ticks],
  )
  const columns = useColumns(format, lookalikes)
  const secondaryError = [summaries.error, totals.error, candles.error].find(
    (error) => error instanceof ApiQueryError,
  )
  const openCount = rows?.reduce((n, r) => n + r.listedCount + r.bidCount, 0)

  const setSearch = (next: Partial<MarketSearch>) =>
    void navigate({
      search: (previous) => ({ ...previous, ...next }),
      replace: true,
    })
  const sort: TableSort | null =
    search.sort === undefined
      ? null
      : { column: search.sort, direction: search.dir ?? 'asc' }

  return (
    <Stack gap="lg" py="md">
      <Stack gap={4}>
        <Title order={1}>
          <Trans>Market</Trans>
        </Title>
        <Text c="dimmed">
          <Trans>
            Fixed-price listings of DRC-20 tokens (order-v1). Each listing sells
            an amount for a total in WDOGE; buy all of it or part, or list your
            own.
          </Trans>
        </Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
        <StatCard
          label={<Trans>Volume, all time</Trans>}
          loading={totals.isPending}
          value={
            totals.data
              ? `${format.stat(BigInt(Math.trunc(totals.data.valueAll)))} WDOGE`
              : '—'
          }
          hint={<Trans>Every fill's WDOGE side (exchange summary)</Trans>}
          testId="market-total-volume"
        />
        <StatCard
          label={<Trans>Listings ever created</Trans>}
          loading={totals.isPending}
          value={totals.data ? format.integer(totals.data.exchange) : '—'}
          hint={<Trans>Exchange summary</Trans>}
        />
        <StatCard
          label={<Trans>Open listings</Trans>}
          loading={listings.isPending}
          value={openCount === undefined ? '—' : format.integer(openCount)}
          hint={<Trans>Asks and bids, from the listings</Trans>}
        />
        <StatCard
          label={<Trans>Tokens listed</Trans>}
          loading={listings.isPending}
          value={rows === undefined ? '—' : format.integer(rows.length)}
        />
      </SimpleGrid>
      {secondaryError instanceof ApiQueryError ? (
        <Alert color="yellow" role="alert" title={t`Some figures are missing`}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">
              {i18n._(apiErrorMessage(secondaryError.apiError))}
            </Text>
            <Button
              size="xs"
              variant="default"
              onClick={() => {
                void summaries.refetch()
                void totals.refetch()
                for (const refetch of candles.refetches) void refetch()
              }}
            >
              <Trans>Retry</Trans>
            </Button>
          </Stack>
        </Alert>
      ) : null}
      <DataTable
        label={t`Tokens on the market`}
        columns={columns}
        rows={rows}
        getRowKey={searchTextOf}
        loading={listings.isPending}
        error={
          listings.error instanceof ApiQueryError
            ? i18n._(apiErrorMessage(listings.error.apiError))
            : undefined
        }
        onRetry={() => void listings.refetch()}
        getSearchText={searchTextOf}
        searchLabel={t`Search tokens`}
        searchPlaceholder={t`Tick`}
        query={search.q ?? ''}
        onQueryChange={(q) => setSearch({ q: q || undefined, page: undefined })}
        sort={sort}
        onSortChange={(next) =>
          setSearch({
            sort: (next?.column as MarketSort | undefined) ?? undefined,
            dir: next?.direction,
          })
        }
        page={search.page ?? 1}
        onPageChange={(page) =>
          setSearch({ page: page > 1 ? page : undefined })
        }
        emptyMessage={<Trans>Nothing is listed yet.</Trans>}
      />
      <Text size="xs" c="dimmed">
        <Trans>
          Floor: the cheapest open listing. 24h volume: the hourly candles of
          the last 24 hours. 24h change and total volume: the market summary.
          Prices are in DOGE per token (WDOGE is 1:1 with DOGE).
        </Trans>
      </Text>
    </Stack>
  )
}

function useColumns(
  format: MarketFormat,
  lookalikes: ReturnType<typeof createLookalikeIndex>,
): DataTableColumn<MarketRow>[] {
  const { t } = useLingui()
  return useMemo(
    () => [
      {
        key: 'tick',
        header: t`Token`,
        card: 'title',
        sortValue: (row) => row.tick,
        cell: (row) => (
          <Group gap="xs" wrap="nowrap">
            <TokenLogo tick={row.tick} logo={row.logo ?? undefined} size={24} />
            <Stack gap={2}>
              <AnchorLink
                to="/market/$tick"
                params={{ tick: row.tick }}
                fw={600}
              >
                {format.tick(row.tick)}
              </AnchorLink>
              <TickFlags
                warnings={getTickWarnings({
                  tick: row.tick,
                  verified: row.isCheck,
                  lookalikes: lookalikes.lookalikesOf(row.tick),
                })}
              />
            </Stack>
          </Group>
        ),
      },
      {
        key: 'floor',
        header: t`Floor (DOGE)`,
        align: 'right',
        sortValue: (row) => row.floor?.unitPrice.toNumber(),
        cell: (row) =>
          row.floor ? (
            <Stack gap={0} align="flex-end">
              <Text size="sm">{format.price(row.floor.unitPrice)}</Text>
              <Text size="xs" c="dimmed">
                {format.priceUsd(row.floor.unitPrice) ?? ''}
              </Text>
            </Stack>
          ) : (
            '—'
          ),
      },
      {
        key: 'change',
        header: t`24h change`,
        align: 'right',
        firstDirection: 'desc',
        sortValue: (row) => row.change24h,
        cell: (row) =>
          row.change24h === undefined ? (
            '—'
          ) : (
            <ChangeText percent={row.change24h} format={format} />
          ),
      },
      {
        key: 'volume',
        header: t`24h volume (WDOGE)`,
        align: 'right',
        firstDirection: 'desc',
        sortValue: (row) => row.volume24h,
        cell: (row) =>
          row.volume24h === undefined ? '…' : format.stat(row.volume24h),
      },
      {
        key: 'listed',
        header: t`Listed`,
        align: 'right',
        firstDirection: 'desc',
        sortValue: (row) => row.listedAmount,
        cell: (row) => format.stat(row.listedAmount),
      },
      {
        key: 'count',
        header: t`Listings`,
        align: 'right',
        firstDirection: 'desc',
        sortValue: (row) => row.listedCount,
        cell: (row) => format.integer(row.listedCount),
      },
      {
        key: 'total',
        header: t`Total volume (WDOGE)`,
        align: 'right',
        firstDirection: 'desc',
        sortValue: (row) => row.totalVolume,
        cell: (row) =>
          row.totalVolume === undefined
            ? '—'
            : format.stat(BigInt(Math.trunc(row.totalVolume))),
      },
      {
        key: 'week',
        header: t`7 days`,
        align: 'right',
        firstDirection: 'desc',
        // Sorted by the week's change: last close over first.
        sortValue: (row) => {
          const first = row.sparkline[0]?.price
          const last = row.sparkline.at(-1)?.price
          return first && last ? last / first : undefined
        },
        cell: (row) => (
          <Sparkline
            values={row.sparkline.map((p) => p.price)}
            label={t`${format.tick(row.tick)} price over 7 days`}
          />
        ),
      },
    ],
    [t, format, lookalikes],
  )
}
