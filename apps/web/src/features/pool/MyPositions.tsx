import { Trans, useLingui } from '@lingui/react/macro'
import { Stack, Title } from '@mantine/core'
import { useMemo } from 'react'
import { queryErrorMessage } from '../../lib/api/queryErrorMessage'
import { DataTable } from '../../ui/dataTable/DataTable'
import { getPoolSearchText, usePositionColumns } from './poolColumns'
import type { PoolRowsState } from './usePoolData'

/** The connected address's LP positions, with what removing all would pay. */
export function MyPositions({ state }: { readonly state: PoolRowsState }) {
  const { t, i18n } = useLingui()
  const columns = usePositionColumns()
  const loaded = state.status === 'loaded' ? state : undefined
  const mine = useMemo(
    () => loaded?.rows.filter((row) => row.myLiquidity > 0n),
    [loaded],
  )
  // Without the pools or the positions, "no positions" would be a guess.
  const error = state.status === 'error' ? state.error : loaded?.positions.error
  const retry = state.status === 'error' ? state.retry : loaded?.positions.retry
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        <Trans>My positions</Trans>
      </Title>
      <DataTable
        label={t`My positions`}
        columns={columns}
        rows={loaded?.positions.pending || error ? undefined : mine}
        getRowKey={(row) => row.key}
        getRowAttributes={(row) => ({
          'data-testid': 'position-row',
          'data-pool': row.key,
        })}
        loading={state.status === 'loading' || loaded?.positions.pending}
        error={error ? i18n._(queryErrorMessage(error)) : undefined}
        onRetry={retry}
        getSearchText={getPoolSearchText}
        searchLabel={t`Search my positions`}
        searchPlaceholder={t`Token or pair id`}
        defaultSort={{ column: 'lp', direction: 'desc' }}
        emptyMessage={<Trans>You have no liquidity positions yet.</Trans>}
      />
    </Stack>
  )
}
