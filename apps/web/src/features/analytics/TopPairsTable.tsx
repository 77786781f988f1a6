import {
  getFeeApr,
  getRecentVolume,
  getSwapFee,
  getTickDisplayName,
  koinuFromDouble,
  type SwapPairSummary,
  type TvlPoint,
} from '@drc20/core'
import { useLingui } from '@lingui/react/macro'
import { Stack, Title } from '@mantine/core'
import { type UseQueryResult, useQueries } from '@tanstack/react-query'
import { useMemo } from 'react'
import { queryErrorMessage } from '../../lib/api/queryErrorMessage'
import { pairDailyTvlQueryOptions } from '../../lib/query/analyticsQueries'
import { useServices } from '../../lib/services'
import { AnchorLink } from '../../ui/AnchorLink'
import { DataTable } from '../../ui/dataTable/DataTable'
import type { DataTableColumn } from '../../ui/dataTable/types'
import { useMarketFormat } from '../market/useMarketFormat'
import { wdogeColumn } from './wdogeColumn'

/** Each pair's volume over the last 7 days; stable, so the rows are too. */
function sevenDayVolumes(
  results: readonly { readonly data: readonly TvlPoint[] | undefined }[],
): (bigint | undefined)[] {
  const nowMs = Date.now()
  return results.map((r) =>
    r.data === undefined ? undefined : getRecentVolume(r.data, 7, nowMs),
  )
}

type PairRow = {
  readonly tick: string
  readonly name: string
  readonly tvl: bigint
  readonly volume: bigint
  readonly fees: bigint
  /** Today and the six days before; `undefined` while loading. */
  readonly volume7d: bigint | undefined
  readonly apr: number | undefined
}

/**
 * The pair-v1 pools by TVL (docs/api.md §8.4 `swap/pair`, doubles on the
 * wire): TVL, today's volume, its fees (0.3% of the volume, at most what
 * the pool kept), the volume of the last 7 days (each pair's daily rows,
 * `swap/tvl`, exact) and the fee APR (a day's fees over the liquidity, for
 * a year); sortable and searchable, each linking to its page.
 */
export function TopPairsTable({
  query,
  tick,
  title,
}: {
  readonly query: UseQueryResult<readonly SwapPairSummary[]>
  /** Only the pairs holding this tick. */
  readonly tick?: string
  readonly title?: string
}) {
  const { t, i18n } = useLingui()
  const format = useMarketFormat()
  const { api } = useServices()
  const pairs = useMemo(
    () =>
      query.data?.filter(
        (p) => tick === undefined || p.tick0 === tick || p.tick1 === tick,
      ),
    [query.data, tick],
  )
  const weeks = useQueries({
    queries: (pairs ?? []).map((p) => pairDailyTvlQueryOptions(api, p.tick)),
    combine: sevenDayVolumes,
  })
  const rows = useMemo(
    () =>
      pairs?.map((p, index): PairRow => {
        const tvl = koinuFromDouble(p.liquidity) ?? 0n
        const volume = koinuFromDouble(p.baseVolume) ?? 0n
        const fees = getSwapFee(volume)
        return {
          tick: p.tick,
          name: `${getTickDisplayName(p.tick0)} / ${getTickDisplayName(p.tick1)}`,
          tvl,
          volume,
          fees,
          volume7d: weeks[index],
          apr: getFeeApr(fees, tvl)?.toNumber(),
        }
      }),
    [pairs, weeks],
  )
  const error = queryErrorMessage(query.error)
  const columns: DataTableColumn<PairRow>[] = [
    {
      key: 'pair',
      header: t`Pair`,
      cell: (r) => (
        <AnchorLink to="/analytics/pair/$tick" params={{ tick: r.tick }}>
          {r.name}
        </AnchorLink>
      ),
      sortValue: (r) => r.name,
    },
    wdogeColumn('tvl', t`TVL (WDOGE)`, (r) => r.tvl, format.stat),
    wdogeColumn('volume', t`24h volume (WDOGE)`, (r) => r.volume, format.stat),
    {
      key: 'fees',
      header: t`24h fees (WDOGE)`,
      cell: (r) => `≈ ${format.stat(r.fees)}`,
      sortValue: (r) => r.fees,
      align: 'right',
      firstDirection: 'desc',
    },
    wdogeColumn(
      'volume7d',
      t`7d volume (WDOGE)`,
      (r) => r.volume7d,
      format.stat,
    ),
    {
      key: 'apr',
      header: t`Fee APR`,
      cell: (r) => (r.apr === undefined ? '—' : `${format.percent(r.apr)}%`),
      sortValue: (r) => r.apr,
      align: 'right',
      firstDirection: 'desc',
    },
  ]
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        {title ?? t`Top pairs`}
      </Title>
      <DataTable
        label={title ?? t`Top pairs`}
        columns={columns}
        rows={rows}
        getRowKey={(r) => r.tick}
        getRowAttributes={(r) => ({ 'data-pair': r.tick })}
        loading={query.isPending}
        error={error ? i18n._(error) : undefined}
        onRetry={() => void query.refetch()}
        getSearchText={(r) => `${r.tick} ${r.name}`}
        searchLabel={t`Search pairs`}
        defaultSort={{ column: 'tvl', direction: 'desc' }}
      />
    </Stack>
  )
}
