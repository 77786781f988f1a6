import {
  getFeeApr,
  getSwapFee,
  getTickDisplayName,
  koinuFromDouble,
  type SwapPairSummary,
} from '@drc20/core'
import { useLingui } from '@lingui/react/macro'
import { Stack, Title } from '@mantine/core'
import type { UseQueryResult } from '@tanstack/react-query'
import { useMemo } from 'react'
import { queryErrorMessage } from '../../lib/api/queryErrorMessage'
import { AnchorLink } from '../../ui/AnchorLink'
import { DataTable } from '../../ui/dataTable/DataTable'
import type { DataTableColumn } from '../../ui/dataTable/types'
import { useMarketFormat } from '../market/useMarketFormat'
import { wdogeColumn } from './wdogeColumn'

type PairRow = {
  readonly tick: string
  readonly name: string
  readonly tvl: bigint
  readonly volume: bigint
  readonly fees: bigint
  readonly apr: number | undefined
}

/**
 * The pair-v1 pools by TVL (docs/api.md §8.4 `swap/pair`, doubles on the
 * wire): TVL, today's volume, its fees (0.3% of the volume, at most what
 * the pool kept) and the fee APR (a day's fees over the liquidity, for a
 * year); sortable and searchable, each linking to its page.
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
  const rows = useMemo(
    () =>
      query.data
        ?.filter(
          (p) => tick === undefined || p.tick0 === tick || p.tick1 === tick,
        )
        .map((p): PairRow => {
          const tvl = koinuFromDouble(p.liquidity) ?? 0n
          const volume = koinuFromDouble(p.baseVolume) ?? 0n
          const fees = getSwapFee(volume)
          return {
            tick: p.tick,
            name: `${getTickDisplayName(p.tick0)} / ${getTickDisplayName(p.tick1)}`,
            tvl,
            volume,
            fees,
            apr: getFeeApr(fees, tvl)?.toNumber(),
          }
        }),
    [query.data, tick],
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
