import {
  getTickDisplayName,
  getTokenAnalyticsRows,
  TOKEN_DECIMALS,
} from '@drc20/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { SimpleGrid } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { queryErrorMessage } from '../../lib/api/queryErrorMessage'
import { swapSummariesQueryOptions } from '../../lib/query/analyticsQueries'
import { swapPairStatsQueryOptions } from '../../lib/query/poolQueries'
import { useServices } from '../../lib/services'
import { ErrorRetry } from '../../ui/ErrorRetry'
import { StatCard } from '../../ui/StatCard'
import { useMarketFormat } from '../market/useMarketFormat'

const UNIT = 10 ** TOKEN_DECIMALS

/**
 * A token's price in DOGE and USD (the summary route's double), its change
 * over the day, today's volume and the liquidity of the pairs that hold it
 * (docs/api.md §8.4 `swap/summary`, `swap/pair`).
 */
export function TokenStats({ tick }: { readonly tick: string }) {
  const { i18n } = useLingui()
  const { api } = useServices()
  const format = useMarketFormat()
  const summaries = useQuery(swapSummariesQueryOptions(api, tick))
  const pairs = useQuery(swapPairStatsQueryOptions(api))
  const row = useMemo(
    () =>
      summaries.data === undefined
        ? undefined
        : (getTokenAnalyticsRows(
            summaries.data.filter((s) => s.tick === tick),
            pairs.data ?? [],
          )[0] ?? null),
    [summaries.data, pairs.data, tick],
  )
  const loading = summaries.isPending
  const name = getTickDisplayName(tick)
  const usd =
    row === undefined || row === null
      ? undefined
      : format.dogeUsd(BigInt(Math.trunc(row.price * UNIT)))
  const change = row?.changePercent
  const error = queryErrorMessage(summaries.error)
  if (error && summaries.data === undefined)
    return (
      <ErrorRetry
        error={i18n._(error)}
        onRetry={() => void summaries.refetch()}
      />
    )
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
      <StatCard
        label={<Trans>Price of {name}</Trans>}
        value={row ? `${format.price(row.price)} DOGE` : '—'}
        hint={usd}
        change={
          change === undefined
            ? undefined
            : {
                percent: format.percent(Math.abs(change)),
                direction: change > 0 ? 'up' : change < 0 ? 'down' : 'flat',
                period: <Trans>today</Trans>,
              }
        }
        loading={loading}
        hintLine
        changeLine
        testId="stat-price"
      />
      <StatCard
        label={<Trans>24h volume</Trans>}
        value={row ? `${format.stat(row.volume)} WDOGE` : '—'}
        hint={row ? format.dogeUsd(row.volume) : undefined}
        loading={loading}
        hintLine
        testId="stat-volume"
      />
      <StatCard
        label={<Trans>Liquidity</Trans>}
        value={row ? `${format.stat(row.liquidity)} WDOGE` : '—'}
        hint={row ? format.dogeUsd(row.liquidity) : undefined}
        loading={loading || pairs.isPending}
        hintLine
        testId="stat-liquidity"
      />
    </SimpleGrid>
  )
}
