import { getAnalyticsOverview } from '@drc20/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useMemo } from 'react'
import { tvlTotalQueryOptions } from '../../lib/query/analyticsQueries'
import { swapPairStatsQueryOptions } from '../../lib/query/poolQueries'
import type { AnalyticsRange } from '../../lib/routeParams'
import { useServices } from '../../lib/services'
import { StatCard } from '../../ui/StatCard'
import { useMarketFormat } from '../market/useMarketFormat'
import { useDocumentTitle } from '../shell/useDocumentTitle'
import { AnalyticsCharts } from './AnalyticsCharts'
import { dailyChange } from './dailyChange'
import { TopPairsTable } from './TopPairsTable'
import { TopTokensTable } from './TopTokensTable'

/**
 * /analytics: the swap pools' headline figures with their change against
 * the day before, daily TVL and volume charts, and the top tokens and
 * pairs. Figures come from the TVL, pair and summary routes (docs/api.md
 * §8.4); amounts in WDOGE base units stay exact, prices and TVL per pair
 * are the API's doubles.
 */
export function AnalyticsPage({ range }: { readonly range: AnalyticsRange }) {
  const { t } = useLingui()
  useDocumentTitle(t`Analytics`)
  const { api } = useServices()
  const format = useMarketFormat()
  const navigate = useNavigate({ from: '/analytics/' })
  const days = useQuery(tvlTotalQueryOptions(api))
  const pairs = useQuery(swapPairStatsQueryOptions(api))
  const overview = useMemo(
    () =>
      days.data === undefined || pairs.data === undefined
        ? undefined
        : getAnalyticsOverview({
            days: days.data,
            pairs: pairs.data,
            nowMs: Date.now(),
          }),
    [days.data, pairs.data],
  )
  const loading = overview === undefined && (days.isPending || pairs.isPending)
  const wdoge = (raw: bigint | undefined) =>
    raw === undefined ? '—' : `${format.stat(raw)} WDOGE`
  const usd = (raw: bigint | undefined) =>
    raw === undefined ? undefined : format.dogeUsd(raw)
  const period = <Trans>vs. the day before</Trans>
  return (
    <Stack gap="lg" py="md">
      <Title order={1}>
        <Trans>Analytics</Trans>
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }}>
        <StatCard
          label={<Trans>TVL</Trans>}
          value={wdoge(overview?.tvl.now)}
          hint={usd(overview?.tvl.now)}
          change={dailyChange(overview?.tvl, format.percent, period)}
          loading={loading}
          hintLine
          changeLine
          testId="stat-tvl"
        />
        <StatCard
          label={<Trans>24h volume</Trans>}
          value={wdoge(overview?.volume.now)}
          hint={usd(overview?.volume.now)}
          change={dailyChange(overview?.volume, format.percent, period)}
          loading={loading}
          hintLine
          changeLine
          testId="stat-volume"
        />
        <StatCard
          label={<Trans>24h fees</Trans>}
          value={overview === undefined ? '—' : `≈ ${wdoge(overview.fees.now)}`}
          hint={<Trans>0.3% of the day's volume, at most</Trans>}
          change={dailyChange(overview?.fees, format.percent, period)}
          loading={loading}
          changeLine
          testId="stat-fees"
        />
        <StatCard
          label={<Trans>Active pools</Trans>}
          value={
            overview === undefined ? '—' : format.integer(overview.activePools)
          }
          loading={loading}
          testId="stat-pools"
        />
        <StatCard
          label={<Trans>Total volume</Trans>}
          value={wdoge(overview?.totalVolume)}
          hint={usd(overview?.totalVolume)}
          loading={loading}
          hintLine
          testId="stat-total-volume"
        />
      </SimpleGrid>
      <AnalyticsCharts
        query={days}
        range={range}
        onRangeChange={(next) =>
          void navigate({ search: { range: next }, replace: true })
        }
      />
      <TopTokensTable pairs={pairs.data} />
      <TopPairsTable query={pairs} />
      <Text c="dimmed" size="xs">
        <Trans>
          TVL and volumes are in WDOGE, as the statistics routes report them;
          "24h" is today (UTC) against the day before. Prices and per-pair TVL
          arrive as floating-point numbers and are approximate; fees are 0.3% of
          the volume, the most the pools can have kept, since each swap rounds
          its own fee down.
        </Trans>
      </Text>
    </Stack>
  )
}
