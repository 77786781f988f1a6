import type { FileCollectionSummary } from '@drc20/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { Group, SegmentedControl, Stack, Text, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import { useFormatters } from '../../i18n/useFormatters'
import { collectionSummariesQueryOptions } from '../../lib/query/collectionQueries'
import { useServices } from '../../lib/services'
import { ButtonLink } from '../../ui/ButtonLink'
import { DataTable } from '../../ui/dataTable/DataTable'
import type { DataTableColumn } from '../../ui/dataTable/types'
import { useDocumentTitle } from '../shell/useDocumentTitle'
import { CollectionNameCell } from './CollectionNameCell'
import { statToBaseUnits } from './usePriceText'
import { useQueryErrorText } from './useQueryErrorText'
import { VerifiedBadge } from './VerifiedBadge'

type Shown = 'verified' | 'all'

/** /collections: every collection's market figures, sortable. */
export function CollectionsPage() {
  const { t } = useLingui()
  const errorText = useQueryErrorText()
  useDocumentTitle(t`Collections`)
  const { api } = useServices()
  const format = useFormatters()
  const query = useQuery(collectionSummariesQueryOptions(api))
  const [shown, setShown] = useState<Shown>('verified')
  const rows = useMemo(
    () => query.data?.filter((c) => shown === 'all' || c.isCheck) ?? undefined,
    [query.data, shown],
  )
  const columns: DataTableColumn<FileCollectionSummary>[] = [
    {
      key: 'name',
      header: t`Collection`,
      card: 'title',
      sortValue: (c) => c.name.toLowerCase(),
      cell: (c) => (
        <CollectionNameCell
          collection={c}
          badge={<VerifiedBadge verified={c.isCheck} />}
        />
      ),
    },
    {
      key: 'supply',
      header: t`Supply`,
      align: 'right',
      firstDirection: 'desc',
      sortValue: (c) => c.supply,
      cell: (c) => format.integer(c.supply),
    },
    {
      key: 'holders',
      header: t`Holders`,
      align: 'right',
      firstDirection: 'desc',
      sortValue: (c) => c.holders,
      cell: (c) => format.integer(c.holders),
    },
    {
      key: 'listed',
      header: t`Listed`,
      align: 'right',
      firstDirection: 'desc',
      sortValue: (c) => c.listed,
      cell: (c) => format.integer(c.listed),
    },
    {
      key: 'floor',
      header: t`Floor price`,
      align: 'right',
      sortValue: (c) =>
        c.listed > 0 ? statToBaseUnits(c.floorPrice) : undefined,
      cell: (c) =>
        c.listed > 0 ? `${format.amount(statToBaseUnits(c.floorPrice))}` : '—',
    },
    {
      key: 'volume',
      header: t`Total volume`,
      align: 'right',
      firstDirection: 'desc',
      sortValue: (c) => statToBaseUnits(c.volume),
      cell: (c) => format.amount(statToBaseUnits(c.volume)),
    },
    {
      key: 'change',
      header: t`24h change`,
      align: 'right',
      // The indexer reports no past volume or floor to compare with.
      cell: () => (
        <Text span size="sm" c="dimmed" title={t`Not reported by the indexer`}>
          —
        </Text>
      ),
    },
  ]
  return (
    <Stack gap="lg" py="md">
      <Group justify="space-between" align="flex-end">
        <Title order={1}>
          <Trans>Collections</Trans>
        </Title>
        <Group gap="xs">
          <ButtonLink to="/collections/address" variant="default">
            <Trans>My collections</Trans>
          </ButtonLink>
          <ButtonLink to="/collections/create">
            <Trans>Create a collection</Trans>
          </ButtonLink>
        </Group>
      </Group>
      <Text size="sm" c="dimmed">
        <Trans>
          Prices and volumes are in the listings' payment token (WDOGE on this
          market). Unverified collections have not been reviewed: check the
          items before you buy.
        </Trans>
      </Text>
      <DataTable
        label={t`Collections`}
        columns={columns}
        rows={rows}
        getRowKey={(c) => c.metaId}
        loading={query.isPending}
        error={errorText(query.error)}
        onRetry={() => query.refetch()}
        getSearchText={(c) => c.name}
        searchLabel={t`Search collections`}
        defaultSort={{ column: 'volume', direction: 'desc' }}
        pageSize={20}
        toolbar={
          <SegmentedControl
            aria-label={t`Which collections`}
            value={shown}
            onChange={(value) => setShown(value as Shown)}
            data={[
              { value: 'verified', label: t`Verified` },
              { value: 'all', label: t`All, with unverified` },
            ]}
          />
        }
      />
    </Stack>
  )
}
