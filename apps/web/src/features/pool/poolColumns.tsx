import {
  getPoolSwapVolumes,
  type PoolRow,
  type PoolSwapVolumes,
} from '@drc20/core'
import { useLingui } from '@lingui/react/macro'
import { Badge, Group, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { poolReservesQueryOptions } from '../../lib/query/poolQueries'
import { useServices } from '../../lib/services'
import type { DataTableColumn } from '../../ui/dataTable/types'
import { PoolActions } from './PoolActions'
import { PoolPairName } from './PoolPairName'
import { usePoolFormat } from './usePoolFormat'

/**
 * What a pool is found by: its ticks, its pair-v1 LP tick and its pair-v2
 * pair id (the table lower-cases it; `doge` finds the WDOGE pools).
 */
export function getPoolSearchText(row: PoolRow): string {
  return [row.tick0, row.tick1, row.lpTick ?? '', row.pairId ?? ''].join(' ')
}

/** Sorts pools by their name as shown. */
const pairName = (row: PoolRow) => `${row.tick0} / ${row.tick1}`

/** The pool's two tokens, and a v2 badge for a pair-v2 pool. */
function PoolCell({ row }: { readonly row: PoolRow }) {
  return (
    <Group gap="xs" wrap="nowrap">
      <PoolPairName tick0={row.tick0} tick1={row.tick1} />
      {row.protocol === 'pair-v2' ? (
        <Badge variant="light" size="sm">
          v2
        </Badge>
      ) : null}
    </Group>
  )
}

/**
 * A pool's trading figures. pair-v1: the pool's own swap count and
 * all-time swap volume decide them (core's getPoolSwapVolumes), so a pool
 * that never traded shows 0, not the WDOGE its creation moved; each row
 * reads them when it is shown. pair-v2: the statistics as they are.
 */
function usePoolVolumes(row: PoolRow): PoolSwapVolumes {
  const { api } = useServices()
  const reserves = useQuery({
    ...poolReservesQueryOptions(api, row.tick0, row.tick1),
    enabled: row.protocol === 'pair-v1',
  })
  return row.protocol === 'pair-v1'
    ? getPoolSwapVolumes(row, reserves.data)
    : row
}

function VolumeCell({
  row,
  figure,
}: {
  readonly row: PoolRow
  readonly figure: 'volume24h' | 'total' | 'fees24h'
}) {
  const format = usePoolFormat()
  const volumes = usePoolVolumes(row)
  const value =
    figure === 'volume24h'
      ? volumes.volume24hWdoge
      : figure === 'fees24h'
        ? volumes.fees24hEstimateWdoge
        : // The statistics service has no all-time volume for pair-v2.
          row.protocol === 'pair-v1'
          ? volumes.totalVolumeWdoge
          : undefined
  if (value === undefined) return '—'
  return figure === 'fees24h' ? `≈ ${format.stat(value)}` : format.stat(value)
}

/**
 * The columns of the list of all pools; with a wallet, its LP and share.
 * Volumes and fees do not sort: each pool's figures come from its own
 * request, made for the rows on screen.
 */
export function usePoolColumns(
  connected: boolean,
): readonly DataTableColumn<PoolRow>[] {
  const { t } = useLingui()
  const format = usePoolFormat()
  return useMemo(() => {
    const optional = (value: bigint | undefined) =>
      value === undefined ? '—' : format.stat(value)
    const columns: DataTableColumn<PoolRow>[] = [
      {
        key: 'pool',
        header: t`Pool`,
        cell: (row) => <PoolCell row={row} />,
        sortValue: pairName,
        card: 'title',
      },
      {
        key: 'tvl',
        header: t`TVL (WDOGE)`,
        cell: (row) => optional(row.tvlWdoge),
        sortValue: (row) => row.tvlWdoge,
        firstDirection: 'desc',
        align: 'right',
      },
      {
        key: 'volume24h',
        header: t`24h volume (WDOGE)`,
        cell: (row) => <VolumeCell row={row} figure="volume24h" />,
        align: 'right',
      },
      {
        key: 'volume',
        header: t`Total volume (WDOGE)`,
        cell: (row) => <VolumeCell row={row} figure="total" />,
        align: 'right',
      },
      {
        key: 'fees24h',
        header: t`24h fees (est., WDOGE)`,
        cell: (row) => <VolumeCell row={row} figure="fees24h" />,
        align: 'right',
      },
    ]
    if (connected) columns.push(...myLpColumns(format, t`My LP`, t`My share`))
    columns.push(actionsColumn(t`Actions`))
    return columns
  }, [t, format, connected])
}

/** The connected address's LP in a pool and its share, biggest first. */
function myLpColumns(
  format: ReturnType<typeof usePoolFormat>,
  lpHeader: string,
  shareHeader: string,
): DataTableColumn<PoolRow>[] {
  return [
    {
      key: 'lp',
      header: lpHeader,
      cell: (row) => format.amount(row.myLiquidity),
      sortValue: (row) => row.myLiquidity,
      firstDirection: 'desc',
      align: 'right',
    },
    {
      key: 'share',
      header: shareHeader,
      cell: (row) => format.percent(row.myShare),
      // A ratio, only to order the rows.
      sortValue: (row) => row.myShare.toNumber(),
      firstDirection: 'desc',
      align: 'right',
    },
  ]
}

function actionsColumn(header: string): DataTableColumn<PoolRow> {
  return {
    key: 'actions',
    header,
    cell: (row) => <PoolActions row={row} />,
  }
}

/** The columns of "My positions": LP, share and what removing all pays. */
export function usePositionColumns(): readonly DataTableColumn<PoolRow>[] {
  const { t } = useLingui()
  const format = usePoolFormat()
  return useMemo(
    (): DataTableColumn<PoolRow>[] => [
      {
        key: 'pool',
        header: t`Pool`,
        cell: (row) => <PoolCell row={row} />,
        sortValue: pairName,
        card: 'title',
      },
      ...myLpColumns(format, t`LP balance`, t`Share of pool`),
      {
        key: 'pooled',
        header: t`Pooled tokens`,
        cell: (row) => (
          <Text span size="sm" style={{ whiteSpace: 'nowrap' }}>
            {format.amount(row.myAmount0)} {format.tick(row.tick0)}
            <br />
            {format.amount(row.myAmount1)} {format.tick(row.tick1)}
          </Text>
        ),
        align: 'right',
      },
      actionsColumn(t`Actions`),
    ],
    [t, format],
  )
}
