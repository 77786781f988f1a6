import {
  getFeeApr,
  getPoolPrices,
  getSwapFee,
  getTickDisplayName,
  koinuFromDouble,
  type SwapOrder,
  WDOGE_TICK,
} from '@drc20/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { Group, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { queryErrorMessage } from '../../lib/api/queryErrorMessage'
import {
  lpHolderCountQueryOptions,
  pairCreateOrderQueryOptions,
  pairOrdersQueryOptions,
} from '../../lib/query/analyticsQueries'
import { swapPairStatsQueryOptions } from '../../lib/query/poolQueries'
import { swapPoolsQueryOptions } from '../../lib/query/swapQueries'
import type { MarketInterval } from '../../lib/routeParams'
import { useServices } from '../../lib/services'
import { ButtonLink } from '../../ui/ButtonLink'
import { DataTable } from '../../ui/dataTable/DataTable'
import type { DataTableColumn } from '../../ui/dataTable/types'
import { ErrorRetry } from '../../ui/ErrorRetry'
import { TxLink } from '../../ui/ExplorerLink'
import { StatCard } from '../../ui/StatCard'
import { useMarketFormat } from '../market/useMarketFormat'
import { useDocumentTitle } from '../shell/useDocumentTitle'
import { LpReturnsPanel } from './LpReturnsPanel'
import { PairRecord } from './PairRecord'
import { TokenCandleChart } from './TokenCandleChart'

/**
 * /analytics/pair/{LP tick}: a pair-v1 pool's reserves, price both ways,
 * TVL, today's volume and fees, LP supply and holders, the pool's record
 * (docs/product.md §3), candles, its latest operations with explorer links,
 * and the way to swap or add liquidity. Reserves and LP supply are exact
 * (docs/api.md §8.4 `swap/liquidity`); TVL and volume are the `swap/pair`
 * doubles. The indexer keeps candles per token priced in WDOGE (§8.4
 * `swap/k`), so a pair with a WDOGE side draws its other token's candles
 * and a pair without one says it has none.
 */
export function PairAnalyticsPage({
  lpTick,
  interval,
}: {
  readonly lpTick: string
  readonly interval: MarketInterval
}) {
  const { t, i18n } = useLingui()
  useDocumentTitle(lpTick)
  const { api } = useServices()
  const format = useMarketFormat()
  const navigate = useNavigate({ from: '/analytics/pair/$tick' })
  const pools = useQuery(swapPoolsQueryOptions(api))
  const stats = useQuery(swapPairStatsQueryOptions(api))
  const pool = pools.data?.find((p) => p.tick === lpTick)
  const stat = stats.data?.find((p) => p.tick === lpTick)
  const orders = useQuery({
    ...pairOrdersQueryOptions(api, pool?.tick0 ?? '', pool?.tick1 ?? ''),
    enabled: pool !== undefined,
  })
  const created = useQuery({
    ...pairCreateOrderQueryOptions(api, pool?.tick0 ?? '', pool?.tick1 ?? ''),
    enabled: pool !== undefined,
  })
  const holders = useQuery({
    ...lpHolderCountQueryOptions(api, pool?.tick0 ?? '', pool?.tick1 ?? ''),
    enabled: pool !== undefined,
  })
  const error = queryErrorMessage(pools.error)
  if (error && pools.data === undefined)
    return (
      <ErrorRetry error={i18n._(error)} onRetry={() => void pools.refetch()} />
    )
  const name0 = pool ? getTickDisplayName(pool.tick0) : ''
  const name1 = pool ? getTickDisplayName(pool.tick1) : ''
  const prices =
    pool && pool.amt0 > 0n && pool.amt1 > 0n
      ? getPoolPrices({ reserve0: pool.amt0, reserve1: pool.amt1 })
      : undefined
  const tvl = stat ? koinuFromDouble(stat.liquidity) : undefined
  const volume = stat ? koinuFromDouble(stat.baseVolume) : undefined
  const fees = volume === undefined ? undefined : getSwapFee(volume)
  const apr =
    fees === undefined || tvl === undefined ? undefined : getFeeApr(fees, tvl)
  const loading = pools.isPending
  const candleTick =
    pool === undefined
      ? undefined
      : pool.tick1 === WDOGE_TICK
        ? pool.tick0
        : pool.tick0 === WDOGE_TICK
          ? pool.tick1
          : null
  const wdoge = (raw: bigint | undefined) =>
    raw === undefined ? '—' : `${format.stat(raw)} WDOGE`
  const opLabel: Record<SwapOrder['op'], string> = {
    create: t`Create pool`,
    add: t`Add liquidity`,
    remove: t`Remove liquidity`,
    swap: t`Swap`,
  }
  const columns: DataTableColumn<SwapOrder>[] = [
    {
      key: 'op',
      header: t`Operation`,
      cell: (o) => opLabel[o.op],
      sortValue: (o) => o.op,
    },
    {
      key: 'amounts',
      header: t`Amounts`,
      cell: (o) =>
        `${format.amount(o.amt0)} ${getTickDisplayName(o.tick0)} · ${format.amount(o.amt1)} ${getTickDisplayName(o.tick1)}`,
    },
    {
      key: 'block',
      header: t`Block`,
      cell: (o) => format.integer(o.blockNumber),
      sortValue: (o) => o.blockNumber,
      align: 'right',
      firstDirection: 'desc',
    },
    {
      key: 'tx',
      header: t`Transaction`,
      cell: (o) => <TxLink value={o.txHash} />,
    },
  ]
  if (!loading && pool === undefined)
    return (
      <Stack gap="lg" py="md">
        <Title order={1}>{lpTick}</Title>
        <Text>
          <Trans>No pool with this LP tick.</Trans>
        </Text>
      </Stack>
    )
  return (
    <Stack gap="lg" py="md">
      <Group justify="space-between" align="flex-end">
        <Title order={1}>{pool ? `${name0} / ${name1}` : lpTick}</Title>
        {pool ? (
          <Group gap="xs">
            <ButtonLink
              to="/swap/$tick0/$tick1"
              params={{ tick0: pool.tick0, tick1: pool.tick1 }}
            >
              <Trans>Swap</Trans>
            </ButtonLink>
            <ButtonLink
              to="/pool/$op/$tick0/$tick1"
              params={{ op: 'add', tick0: pool.tick0, tick1: pool.tick1 }}
              search={{}}
              variant="default"
            >
              <Trans>Add liquidity</Trans>
            </ButtonLink>
          </Group>
        ) : null}
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
        <StatCard
          label={<Trans>Reserves</Trans>}
          value={
            pool
              ? `${format.stat(pool.amt0)} ${name0} · ${format.stat(pool.amt1)} ${name1}`
              : '—'
          }
          exact={
            pool
              ? `${format.amount(pool.amt0)} ${name0} · ${format.amount(pool.amt1)} ${name1}`
              : undefined
          }
          loading={loading}
          testId="stat-reserves"
        />
        <StatCard
          label={<Trans>Price</Trans>}
          value={
            prices
              ? `1 ${name0} = ${format.price(prices.price0In1)} ${name1}`
              : '—'
          }
          hint={
            prices
              ? `1 ${name1} = ${format.price(prices.price1In0)} ${name0}`
              : undefined
          }
          loading={loading}
          testId="stat-price"
        />
        <StatCard
          label={<Trans>TVL</Trans>}
          value={wdoge(tvl)}
          hint={
            apr === undefined ? undefined : (
              <Trans>Fee APR {format.percent(apr)}%</Trans>
            )
          }
          loading={stats.isPending}
          hintLine
          testId="stat-tvl"
        />
        <StatCard
          label={<Trans>LP supply</Trans>}
          value={pool ? format.amount(pool.liquidityTotal) : '—'}
          loading={loading}
          testId="stat-lp-supply"
        />
        <StatCard
          label={<Trans>LP holders</Trans>}
          value={
            holders.data === undefined ? '—' : format.integer(holders.data)
          }
          hint={
            holders.error ? i18n._(queryErrorMessage(holders.error)) : undefined
          }
          loading={pool !== undefined && holders.isPending}
          testId="stat-lp-holders"
        />
        <StatCard
          label={<Trans>24h volume</Trans>}
          value={wdoge(volume)}
          loading={stats.isPending}
          testId="stat-volume"
        />
        <StatCard
          label={<Trans>24h fees</Trans>}
          value={fees === undefined ? '—' : `≈ ${wdoge(fees)}`}
          hint={<Trans>0.3% of the day's volume, at most</Trans>}
          loading={stats.isPending}
          testId="stat-fees"
        />
      </SimpleGrid>
      {candleTick ? (
        <TokenCandleChart
          tick={candleTick}
          interval={interval}
          onIntervalChange={(value) =>
            void navigate({ search: { interval: value }, replace: true })
          }
        />
      ) : candleTick === null ? (
        <Text size="sm" c="dimmed" data-testid="pair-no-candles">
          <Trans>
            The indexer keeps candles only for tokens priced in WDOGE; this pair
            has no WDOGE side.
          </Trans>
        </Text>
      ) : null}
      {pool ? <LpReturnsPanel lpTick={pool.tick} /> : null}
      <Stack gap="sm">
        <Title order={2} size="h3">
          {t`Recent operations`}
        </Title>
        <DataTable
          label={t`Recent operations`}
          columns={columns}
          rows={orders.data}
          getRowKey={(o) => o.orderId || o.txHash}
          loading={orders.isPending}
          error={
            orders.error ? i18n._(queryErrorMessage(orders.error)) : undefined
          }
          onRetry={() => void orders.refetch()}
        />
      </Stack>
      <PairRecord
        created={created.data}
        latest={orders.data?.[0]}
        loading={pool === undefined || created.isPending}
        error={
          created.error ? i18n._(queryErrorMessage(created.error)) : undefined
        }
        onRetry={() => void created.refetch()}
      />
    </Stack>
  )
}
