import { getTickDisplayName, WDOGE_TICK } from '@drc20/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { Group, Stack, Text, Title } from '@mantine/core'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useMemo } from 'react'
import { queryErrorMessage } from '../../lib/api/queryErrorMessage'
import { swapCandlesQueryOptions } from '../../lib/query/analyticsQueries'
import { swapPairStatsQueryOptions } from '../../lib/query/poolQueries'
import { MARKET_INTERVALS, type MarketInterval } from '../../lib/routeParams'
import { useServices } from '../../lib/services'
import { ButtonLink } from '../../ui/ButtonLink'
import { Chart } from '../../ui/chart/Chart'
import { getCandleSeries } from '../market/candleSeries'
import { useMarketFormat } from '../market/useMarketFormat'
import { useDocumentTitle } from '../shell/useDocumentTitle'
import { TokenStats } from './TokenStats'
import { TopPairsTable } from './TopPairsTable'

/**
 * /analytics/tick/{tick}: the token's price in DOGE and USD, its swap
 * candles with volume bars over the interval picked (kept in the URL), the
 * pairs that hold it with their liquidity, and links to swap, market and
 * explorer.
 */
export function TokenAnalyticsPage({
  tick,
  interval,
}: {
  readonly tick: string
  readonly interval: MarketInterval
}) {
  const { t, i18n } = useLingui()
  const name = getTickDisplayName(tick)
  useDocumentTitle(t`${name} analytics`)
  const { api } = useServices()
  const format = useMarketFormat()
  const navigate = useNavigate({ from: '/analytics/tick/$tick' })
  const candles = useQuery({
    ...swapCandlesQueryOptions(api, tick, interval),
    // The last interval's candles stay drawn while the next one loads.
    placeholderData: keepPreviousData,
  })
  const pairs = useQuery(swapPairStatsQueryOptions(api))
  const series = useMemo(
    () =>
      candles.data === undefined || candles.data.length === 0
        ? undefined
        : getCandleSeries(
            candles.data.map((c) => ({ ...c, quoteVolume: c.baseVolume })),
            interval,
          ),
    [candles.data, interval],
  )
  const error = queryErrorMessage(candles.error)
  return (
    <Stack gap="lg" py="md">
      <Group justify="space-between" align="flex-end">
        <Title order={1}>
          <Trans>{name} analytics</Trans>
        </Title>
        <Group gap="xs">
          <ButtonLink
            to="/swap/$tick0/$tick1"
            params={{ tick0: WDOGE_TICK, tick1: tick }}
            search={{ doge: true }}
          >
            <Trans>Swap</Trans>
          </ButtonLink>
          <ButtonLink to="/market/$tick" params={{ tick }} variant="default">
            <Trans>Market</Trans>
          </ButtonLink>
          <ButtonLink to="/drc20/$tick" params={{ tick }} variant="default">
            <Trans>Explorer</Trans>
          </ButtonLink>
        </Group>
      </Group>
      <TokenStats tick={tick} />
      <Chart
        label={t`${name} price in DOGE`}
        series={series}
        unit="DOGE"
        formatValue={format.price}
        height={300}
        ranges={MARKET_INTERVALS.map((value) => ({ value, label: value }))}
        range={interval}
        onRangeChange={(value) =>
          void navigate({
            search: { interval: value as MarketInterval },
            replace: true,
          })
        }
        loading={candles.isPending}
        error={error ? i18n._(error) : undefined}
        onRetry={() => void candles.refetch()}
      />
      <TopPairsTable query={pairs} tick={tick} title={t`Pairs with ${name}`} />
      <Text c="dimmed" size="xs">
        <Trans>
          Prices come from the swap candles and the market summary as
          floating-point numbers and are approximate; volumes and liquidity are
          in WDOGE.
        </Trans>
      </Text>
    </Stack>
  )
}
