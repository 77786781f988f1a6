import { getTickDisplayName } from '@drc20/core'
import { useLingui } from '@lingui/react/macro'
import { Card, Stack, Text, Title } from '@mantine/core'
import { useAtomValue } from 'jotai'
import { useFormatters } from '../../i18n/useFormatters'
import { queryErrorMessage } from '../../lib/api/apiErrorMessage'
import { signingAddressAtom } from '../../lib/wallet/walletAtoms'
import { AnchorLink } from '../../ui/AnchorLink'
import { DataTable } from '../../ui/dataTable/DataTable'
import type { DataTableColumn } from '../../ui/dataTable/types'
import { useDocumentTitle } from '../shell/useDocumentTitle'
import { BoxConfirmModal } from './BoxConfirmModal'
import { BoxCountdown } from './BoxCountdown'
import { DeployBoxForm } from './DeployBoxForm'
import { boxStatusMessage } from './messages'
import { type BoxRow, useBoxRows } from './useBoxRows'

/** /launchpad: every box (raising, finished, refunded) and the deploy form. */
export function LaunchpadPage() {
  const { i18n, t } = useLingui()
  useDocumentTitle(t`Launchpad`)
  const format = useFormatters()
  const address = useAtomValue(signingAddressAtom)
  const { sales, rows, height } = useBoxRows()
  const columns: DataTableColumn<BoxRow>[] = [
    {
      key: 'tick0',
      header: t`Box (tick0)`,
      cell: (b) => (
        <AnchorLink to="/project" search={{ tick0: b.tick0 }}>
          {getTickDisplayName(b.tick0)}
        </AnchorLink>
      ),
      sortValue: (b) => b.tick0,
      card: 'title',
    },
    {
      key: 'tick1',
      header: t`Raising (tick1)`,
      cell: (b) => getTickDisplayName(b.tick1),
    },
    {
      key: 'max',
      header: t`Supply`,
      cell: (b) => format.amount(b.max),
      sortValue: (b) => b.max,
      align: 'right',
    },
    {
      key: 'amt0',
      header: t`Tick0 for the pool / participants`,
      cell: (b) => `${format.amount(b.amt0)} / ${format.amount(b.amt0)}`,
      align: 'right',
    },
    {
      key: 'raised',
      header: t`Raised`,
      cell: (b) => format.amount(b.liqamtFinish),
      sortValue: (b) => b.liqamtFinish,
      align: 'right',
      firstDirection: 'desc',
    },
    {
      key: 'end',
      header: t`Ends`,
      cell: (b) =>
        b.liqblock > 0 ? (
          <BoxCountdown liqblock={b.liqblock} height={height} />
        ) : (
          t`Hard cap ${format.amount(b.liqamt)}`
        ),
      sortValue: (b) => b.liqblock,
    },
    {
      key: 'status',
      header: t`Status`,
      cell: (b) => (b.status ? i18n._(boxStatusMessage(b.status)) : '—'),
    },
  ]
  return (
    <Stack gap="lg" py="md" maw={1100} mx="auto">
      <BoxConfirmModal />
      <Stack gap={4}>
        <Title order={1}>{t`Launchpad`}</Title>
        <Text c="dimmed">
          {t`Boxes raise an existing token for a new one. At the end block the box opens a pool with what was raised and shares the new token among the participants; with nothing raised it is refunded.`}
        </Text>
      </Stack>
      <DataTable
        label={t`Boxes`}
        columns={columns}
        rows={rows}
        getRowKey={(b) => b.tick0}
        loading={sales.isPending}
        error={sales.error ? i18n._(queryErrorMessage(sales.error)) : undefined}
        onRetry={() => void sales.refetch()}
        getSearchText={(b) => `${b.tick0} ${b.tick1}`}
        emptyMessage={t`No boxes yet.`}
      />
      <Card withBorder padding="lg">
        <DeployBoxForm height={height} connected={address !== undefined} />
      </Card>
    </Stack>
  )
}
