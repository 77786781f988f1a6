import {
  getTokenAnalyticsRows,
  type SwapPairSummary,
  type TokenAnalyticsRow,
} from '@drc20/core'
import { useLingui } from '@lingui/react/macro'
import { Stack, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { queryErrorMessage } from '../../lib/api/queryErrorMessage'
import { swapSummariesQueryOptions } from '../../lib/query/analyticsQueries'
import { useServices } from '../../lib/services'
import { AnchorLink } from '../../ui/AnchorLink'
import { DataTable } from '../../ui/dataTable/DataTable'
import type { DataTableColumn } from '../../ui/dataTable/types'
import { TickLabel } from '../../ui/TickLabel'
import { useMarketFormat } from '../market/useMarketFormat'
import { wdogeColumn } from './wdogeColumn'

/**
 * The tokens traded in the pools: price in DOGE (the API's double), its
 * change over the day, today's volume and the liquidity of the pairs that
 * hold the token; sortable and searchable, each linking to its page.
 */
export function TopTokensTable({
  pairs,
}: {
  readonly pairs: readonly SwapPairSummary[] | undefined
}) {
  const { t, i18n } = useLingui()
  const { api } = useServices()
  const format = useMarketFormat()
  const summaries = useQuery(swapSummariesQueryOptions(api))
  const rows = useMemo(
    () =>
      summaries.data === undefined
        ? undefined
        : getTokenAnalyticsRows(summaries.data, pairs ?? []),
    [summaries.data, pairs],
  )
  const error = queryErrorMessage(summaries.error)
  const columns: DataTableColumn<TokenAnalyticsRow>[] = [
    {
      key: 'tick',
      header: t`Token`,
      cell: (r) => (
        <TickLabel
          tick={r.tick}
          logo={r.logo}
          verified={r.verified}
          renderName={(name) => (
            <AnchorLink to="/analytics/tick/$tick" params={{ tick: r.tick }}>
              {name}
            </AnchorLink>
          )}
        />
      ),
      sortValue: (r) => r.tick,
    },
    {
      key: 'price',
      header: t`Price (DOGE)`,
      cell: (r) => format.price(r.price),
      sortValue: (r) => r.price,
      align: 'right',
      firstDirection: 'desc',
    },
    {
      key: 'change',
      header: t`24h change`,
      cell: (r) =>
        r.changePercent === undefined
          ? '—'
          : `${r.changePercent > 0 ? '+' : r.changePercent < 0 ? '−' : ''}${format.percent(Math.abs(r.changePercent))}%`,
      sortValue: (r) => r.changePercent,
      align: 'right',
      firstDirection: 'desc',
    },
    wdogeColumn('volume', t`24h volume (WDOGE)`, (r) => r.volume, format.stat),
    wdogeColumn(
      'liquidity',
      t`Liquidity (WDOGE)`,
      (r) => r.liquidity,
      format.stat,
    ),
  ]
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        {t`Top tokens`}
      </Title>
      <DataTable
        label={t`Top tokens`}
        columns={columns}
        rows={rows}
        getRowKey={(r) => r.tick}
        getRowAttributes={(r) => ({ 'data-tick': r.tick })}
        loading={summaries.isPending}
        error={error ? i18n._(error) : undefined}
        onRetry={() => void summaries.refetch()}
        getSearchText={(r) => r.tick}
        searchLabel={t`Search tokens`}
        defaultSort={{ column: 'liquidity', direction: 'desc' }}
      />
    </Stack>
  )
}
