import type { FileCollection, FileExchangeItem } from '@drc20/core'
import { getFileOrderBatch } from '@drc20/core'
import { Trans, useLingui } from '@lingui/react/macro'
import {
  Alert,
  Badge,
  Button,
  Checkbox,
  Group,
  Skeleton,
  Stack,
  Tabs,
  Title,
} from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useAtomValue, useSetAtom } from 'jotai'
import { lazy, type ReactNode, Suspense, useMemo, useState } from 'react'
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
import { openPriceEditAtom, priceEditAtom } from '../sell/priceEditAtoms'
import { openSellBatchAtom, sellBatchAtom } from '../sell/sellBatchAtoms'
import { useDocumentTitle } from '../shell/useDocumentTitle'
import { CollectionNameCell } from './CollectionNameCell'
import { holdingToItem, ItemCard } from './ItemCard'
import { type GridQuery, QueryGrid } from './QueryGrid'
import { useQueryErrorText } from './useQueryErrorText'
import { VerifiedBadge } from './VerifiedBadge'

/** The bulk bar (with the amount input) loads after the page's grids. */
const SellToolbar = lazy(() =>
  import('../sell/SellToolbar').then((m) => ({ default: m.SellToolbar })),
)

/** The batch confirmation loads when a batch opens (the page's budget). */
const SellBatchConfirm = lazy(() =>
  import('../sell/SellBatchConfirm').then((m) => ({
    default: m.SellBatchConfirm,
  })),
)

/** A listing's price edit loads when it opens. */
const PriceEditDialog = lazy(() =>
  import('../sell/PriceEditDialog').then((m) => ({
    default: m.PriceEditDialog,
  })),
)

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
  const [toList, setToList] = useState<ReadonlySet<string>>(new Set())
  const [toCancel, setToCancel] = useState<ReadonlySet<string>>(new Set())
  const openBatch = useSetAtom(openSellBatchAtom)
  const batchOpen = useAtomValue(sellBatchAtom).phase !== 'idle'
  const openEdit = useSetAtom(openPriceEditAtom)
  const editOpen = useAtomValue(priceEditAtom).phase !== 'idle'
  const listedFiles = useMemo(
    () =>
      (listed.data ?? [])
        .filter((i) => i.exId !== '')
        .map((i) => ({ fileId: i.fileId, exId: i.exId })),
    [listed.data],
  )
  const heldFiles = useMemo(
    () => (held.data ?? []).map((h) => ({ fileId: h.fileId, exId: '' })),
    [held.data],
  )
  const names = useMemo(
    () =>
      new Map([
        ...(listed.data ?? []).map((i) => [i.fileId, i.fileName] as const),
        ...(held.data ?? []).map((h) => [h.fileId, h.fileName] as const),
      ]),
    [listed.data, held.data],
  )
  const toggle =
    (set: ReadonlySet<string>, update: (next: ReadonlySet<string>) => void) =>
    (fileId: string) => {
      const next = new Set(set)
      if (next.has(fileId)) next.delete(fileId)
      else next.add(fileId)
      update(next)
    }
  const revoke = (fileId: string, exId: string) =>
    openBatch({
      action: 'revoke',
      seller: address,
      batch: getFileOrderBatch({
        action: 'revoke',
        files: [{ fileId, exId }],
      }),
    })
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
          <Stack gap="sm">
            <Suspense fallback={<Skeleton h={96} />}>
              <SellToolbar
                action="cancel"
                eligible={listedFiles}
                selected={toCancel}
                onSelect={setToCancel}
                seller={address}
              />
            </Suspense>
            <FilesGrid
              query={listed}
              label={t`Your listed files`}
              empty={t`no files to cancel`}
              toItem={(i) => i}
              action={(i) => (
                <Group gap="xs" mt={6} justify="space-between" wrap="wrap">
                  <SelectBox
                    name={i.fileName || i.fileId.slice(0, 10)}
                    checked={toCancel.has(i.fileId)}
                    onChange={() => toggle(toCancel, setToCancel)(i.fileId)}
                  />
                  <Group gap={4} wrap="nowrap">
                    <Button
                      size="compact-xs"
                      variant="default"
                      disabled={i.exId === '' || i.amt === null}
                      aria-label={t`Edit the price of ${i.fileName || i.fileId.slice(0, 10)}`}
                      onClick={() =>
                        openEdit({
                          fileId: i.fileId,
                          exId: i.exId,
                          seller: address,
                          name: i.fileName || i.fileId.slice(0, 10),
                          price: i.amt ?? 0n,
                          tick: i.tick,
                        })
                      }
                    >
                      <Trans>Edit price</Trans>
                    </Button>
                    <Button
                      size="compact-xs"
                      variant="default"
                      disabled={i.exId === ''}
                      onClick={() => revoke(i.fileId, i.exId)}
                    >
                      <Trans>Revoke</Trans>
                    </Button>
                  </Group>
                </Group>
              )}
            />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="unlisted" pt="md">
          <Stack gap="sm">
            <Suspense fallback={<Skeleton h={96} />}>
              <SellToolbar
                action="list"
                eligible={heldFiles}
                selected={toList}
                onSelect={setToList}
                seller={address}
                names={names}
              />
            </Suspense>
            <FilesGrid
              query={held}
              label={t`Your files not listed`}
              empty={t`no files for placing orders`}
              toItem={holdingToItem}
              action={(h) => (
                <SelectBox
                  name={h.fileName || h.fileId.slice(0, 10)}
                  checked={toList.has(h.fileId)}
                  onChange={() => toggle(toList, setToList)(h.fileId)}
                />
              )}
            />
          </Stack>
        </Tabs.Panel>
      </Tabs>
      {batchOpen ? (
        <Suspense fallback={null}>
          <SellBatchConfirm names={names} />
        </Suspense>
      ) : null}
      {editOpen ? (
        <Suspense fallback={null}>
          <PriceEditDialog />
        </Suspense>
      ) : null}
    </Stack>
  )
}

/** A file card's selection box. */
function SelectBox({
  name,
  checked,
  onChange,
}: {
  readonly name: string
  readonly checked: boolean
  readonly onChange: () => void
}) {
  const { t } = useLingui()
  return (
    <Checkbox
      mt={6}
      size="xs"
      label={t`Select`}
      aria-label={t`Select ${name}`}
      checked={checked}
      onChange={onChange}
    />
  )
}

function FilesGrid<T extends { readonly fileId: string }>({
  query,
  label,
  empty,
  toItem,
  action,
}: {
  readonly query: GridQuery<T>
  readonly label: string
  readonly empty: string
  readonly toItem: (row: T) => FileExchangeItem
  readonly action?: (row: T) => ReactNode
}) {
  const format = useFormatters()
  return (
    <QueryGrid
      query={query}
      label={label}
      empty={empty}
      count={(n) => <Trans>{format.integer(n)} files</Trans>}
      getKey={(i) => i.fileId}
      renderItem={(i) => <ItemCard item={toItem(i)} action={action?.(i)} />}
    />
  )
}
