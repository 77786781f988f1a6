import type { FileCollection, FileExchangeItem } from '@drc20/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Badge, Group, Stack, Tabs, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useAtomValue } from 'jotai'
import { useFormatters } from '../../i18n/useFormatters'
import {
  collectionItemsQueryOptions,
  fileHoldingsQueryOptions,
  ownedCollectionsQueryOptions,
} from '../../lib/query/collectionQueries'
import { useServices } from '../../lib/services'
import { signingAddressAtom } from '../../lib/wallet/walletAtoms'
import { AnchorLink } from '../../ui/AnchorLink'
import { ButtonLink } from '../../ui/ButtonLink'
import { DataTable } from '../../ui/dataTable/DataTable'
import type { DataTableColumn } from '../../ui/dataTable/types'
import { useDocumentTitle } from '../shell/useDocumentTitle'
import { CollectionNameCell } from './CollectionNameCell'
import { holdingToItem, ItemCard } from './ItemCard'
import { type GridQuery, QueryGrid } from './QueryGrid'
import { useQueryErrorText } from './useQueryErrorText'
import { VerifiedBadge } from './VerifiedBadge'

/**
 * /collections/address: the connected address's collections (verified or
 * under review) and files, listed and not listed. Listings are read with
 * `file-exchange/inscriptions` (`holder_address`, `listed`), since
 * `file-exchange/collect` always fails (docs/api.md §8.12).
 */
export function MyCollectionsPage() {
  const { t } = useLingui()
  useDocumentTitle(t`My collections`)
  const address = useAtomValue(signingAddressAtom)
  return (
    <Stack gap="lg" py="md">
      <Group justify="space-between" align="flex-end">
        <Title order={1}>
          <Trans>My collections</Trans>
        </Title>
        <ButtonLink to="/collections/create">
          <Trans>Create a collection</Trans>
        </ButtonLink>
      </Group>
      {address === undefined ? (
        <Alert color="gray" role="status">
          <Trans>Connect your wallet to see your collections and files.</Trans>
        </Alert>
      ) : (
        <MyCollections address={address} />
      )}
    </Stack>
  )
}

function MyCollections({ address }: { readonly address: string }) {
  const { t } = useLingui()
  const { api } = useServices()
  const errorText = useQueryErrorText()
  const owned = useQuery(ownedCollectionsQueryOptions(api, address))
  const listed = useQuery(
    collectionItemsQueryOptions(api, {
      holderAddress: address,
      listed: true,
      priceOrder: 'asc',
    }),
  )
  const held = useQuery(fileHoldingsQueryOptions(api, address))
  const columns: DataTableColumn<FileCollection>[] = [
    {
      key: 'name',
      header: t`Collection`,
      card: 'title',
      sortValue: (c) => c.name.toLowerCase(),
      cell: (c) => <CollectionNameCell collection={c} />,
    },
    {
      key: 'status',
      header: t`Status`,
      cell: (c) =>
        c.isCheck ? (
          <VerifiedBadge verified />
        ) : (
          <Badge size="sm" variant="default" tt="none">
            <Trans>Under review</Trans>
          </Badge>
        ),
    },
    {
      key: 'edit',
      header: t`Settings`,
      cell: (c) => (
        <AnchorLink
          to="/collections/address/$holderAddress/$metaId"
          params={{ holderAddress: address, metaId: c.metaId }}
        >
          <Trans>Details</Trans>
        </AnchorLink>
      ),
    },
  ]
  return (
    <Stack gap="lg">
      <DataTable
        label={t`Your collections`}
        columns={columns}
        rows={owned.data}
        getRowKey={(c) => c.metaId}
        loading={owned.isPending}
        error={errorText(owned.error)}
        onRetry={() => void owned.refetch()}
        emptyMessage={t`You have no collections yet.`}
      />
      <Tabs defaultValue="listed">
        <Tabs.List>
          <Tabs.Tab value="listed">
            <Trans>Listed</Trans>
          </Tabs.Tab>
          <Tabs.Tab value="unlisted">
            <Trans>Not listed</Trans>
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="listed" pt="md">
          <FilesGrid
            query={listed}
            label={t`Your listed files`}
            empty={t`no files to cancel`}
            toItem={(i) => i}
          />
        </Tabs.Panel>
        <Tabs.Panel value="unlisted" pt="md">
          <FilesGrid
            query={held}
            label={t`Your files not listed`}
            empty={t`no files for placing orders`}
            toItem={holdingToItem}
          />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  )
}

function FilesGrid<T extends { readonly fileId: string }>({
  query,
  label,
  empty,
  toItem,
}: {
  readonly query: GridQuery<T>
  readonly label: string
  readonly empty: string
  readonly toItem: (row: T) => FileExchangeItem
}) {
  const format = useFormatters()
  return (
    <QueryGrid
      query={query}
      label={label}
      empty={empty}
      count={(n) => <Trans>{format.integer(n)} files</Trans>}
      getKey={(i) => i.fileId}
      renderItem={(i) => <ItemCard item={toItem(i)} />}
    />
  )
}
