import { Trans, useLingui } from '@lingui/react/macro'
import { Group, Stack, Text, Title } from '@mantine/core'
import { useAtomValue } from 'jotai'
import { queryErrorMessage } from '../../lib/api/queryErrorMessage'
import { signingAddressAtom } from '../../lib/wallet/walletAtoms'
import { ButtonLink } from '../../ui/ButtonLink'
import { DataTable } from '../../ui/dataTable/DataTable'
import { LpReturnsPanel } from '../analytics/LpReturnsPanel'
import { useDocumentTitle } from '../shell/useDocumentTitle'
import { MyPositions } from './MyPositions'
import { getPoolSearchText, usePoolColumns } from './poolColumns'
import { usePoolRows } from './usePoolData'

/** /pool: every pool with TVL, volume and fees, search, my positions. */
export function PoolListPage() {
  const { t, i18n } = useLingui()
  useDocumentTitle(t`Pools`)
  const state = usePoolRows()
  const address = useAtomValue(signingAddressAtom)
  const columns = usePoolColumns(address !== undefined)
  const failure =
    state.status === 'error' ? queryErrorMessage(state.error) : undefined
  return (
    <Stack gap="lg" py="md">
      <Group justify="space-between" align="flex-end">
        <Title order={1}>
          <Trans>Pools</Trans>
        </Title>
        <Group gap="xs">
          <ButtonLink
            to="/pool/$op"
            params={{ op: 'create' }}
            variant="default"
          >
            <Trans>Create a pool</Trans>
          </ButtonLink>
          <ButtonLink to="/pool/$op" params={{ op: 'add' }}>
            <Trans>Add liquidity</Trans>
          </ButtonLink>
        </Group>
      </Group>
      <Text c="dimmed" size="sm">
        <Trans>
          Every pool is full-range with a single 0.3% fee tier: each swap pays
          (amount ÷ 1000, rounded down) × 3 of its input token, which stays in
          the pool for the liquidity providers.
        </Trans>
      </Text>
      {address !== undefined ? <MyPositions state={state} /> : null}
      <LpReturnsPanel />
      <Stack gap="sm">
        <Title order={2} size="h3">
          <Trans>All pools</Trans>
        </Title>
        <DataTable
          label={t`Pools`}
          columns={columns}
          rows={state.status === 'loaded' ? state.rows : undefined}
          getRowKey={(row) => row.key}
          getRowAttributes={(row) => ({
            'data-testid': 'pool-row',
            'data-pool': row.key,
          })}
          loading={state.status === 'loading'}
          error={failure ? i18n._(failure) : undefined}
          onRetry={state.status === 'error' ? state.retry : undefined}
          getSearchText={getPoolSearchText}
          searchLabel={t`Search pools`}
          searchPlaceholder={t`Token or pair id`}
          defaultSort={{ column: 'tvl', direction: 'desc' }}
          emptyMessage={<Trans>No pools yet.</Trans>}
        />
        <Text c="dimmed" size="xs">
          <Trans>
            TVL and volumes are in WDOGE as reported by the statistics service.
            24h fees are an estimate: 0.3% of the 24h volume; fees are charged
            per swap in the input token and truncated, so the real figure is at
            most this.
          </Trans>
        </Text>
      </Stack>
    </Stack>
  )
}
