import type { FileCollection } from '@drc20/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Skeleton, Stack, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useAtomValue } from 'jotai'
import { useMemo } from 'react'
import {
  collectionItemsMetaQueryOptions,
  fileHoldingsQueryOptions,
  ownedCollectionsQueryOptions,
} from '../../lib/query/collectionQueries'
import { useServices } from '../../lib/services'
import { signingAddressAtom } from '../../lib/wallet/walletAtoms'
import { ErrorRetry } from '../../ui/ErrorRetry'
import { ReviewTable } from '../../ui/ReviewTable'
import { useDocumentTitle } from '../shell/useDocumentTitle'
import { CollectionHeader } from './CollectionHeader'
import {
  CollectionWizard,
  type WizardFile,
  type WizardInitial,
} from './create/CollectionWizard'
import { NotFoundNotice } from './NotFoundNotice'
import { useQueryErrorText } from './useQueryErrorText'

/**
 * /collections/address/{holder_address}/{meta_id}: a collection's stored
 * settings as its owner's collections list returns them (verified or under
 * review). Its owner, connected, edits them in the 3 steps of creating
 * (signed again); anyone else reads them.
 */
export function CollectionSettingsPage({
  holderAddress,
  metaId,
}: {
  readonly holderAddress: string
  readonly metaId: string
}) {
  const { t } = useLingui()
  useDocumentTitle(t`Collection settings`)
  const { api } = useServices()
  const errorText = useQueryErrorText()
  const address = useAtomValue(signingAddressAtom)
  const owned = useQuery(ownedCollectionsQueryOptions(api, holderAddress))
  if (owned.isPending) return <Skeleton h={320} my="md" />
  if (owned.error) {
    return (
      <ErrorRetry
        error={errorText(owned.error)}
        onRetry={() => void owned.refetch()}
        h={320}
      />
    )
  }
  const meta = owned.data.find((c) => c.metaId === metaId)
  if (meta === undefined) {
    return (
      <NotFoundNotice title={t`Collection settings`}>
        <Trans>This collection does not exist.</Trans>
      </NotFoundNotice>
    )
  }
  const isOwner =
    address !== undefined &&
    address === holderAddress &&
    meta.holderAddress === address
  return (
    <Stack gap="lg" py="md">
      <CollectionHeader metaId={metaId} summary={undefined} meta={meta} />
      <Title order={2} size="h3">
        {isOwner ? <Trans>Edit the collection</Trans> : <Trans>Settings</Trans>}
      </Title>
      {isOwner ? (
        <EditCollection meta={meta} />
      ) : (
        <>
          <ReviewTable
            label={t`Settings`}
            rows={[
              { label: t`Name`, value: meta.name },
              { label: t`Slug`, value: meta.slug || '—' },
              { label: t`Website`, value: meta.websiteLink || '—' },
              { label: t`Twitter`, value: meta.twitterLink || '—' },
              { label: t`Discord`, value: meta.discordLink || '—' },
              {
                label: t`Status`,
                value: meta.isCheck ? t`Verified` : t`Under review`,
              },
            ]}
          />
          <Alert color="gray" role="status">
            <Trans>Only the owner can change a collection.</Trans>
          </Alert>
        </>
      )}
    </Stack>
  )
}

const CONTENT_ID = /\/content\/([0-9a-fA-F]{64})$/

/** The owner's edit: the stored info, items and traits, prefilled. */
function EditCollection({ meta }: { readonly meta: FileCollection }) {
  const { api } = useServices()
  const errorText = useQueryErrorText()
  const items = useQuery(collectionItemsMetaQueryOptions(api, meta.metaId))
  const loose = useQuery(fileHoldingsQueryOptions(api, meta.holderAddress, 1))
  const inside = useQuery(fileHoldingsQueryOptions(api, meta.holderAddress, 2))
  const ready =
    items.data !== undefined &&
    loose.data !== undefined &&
    inside.data !== undefined
  const setup = useMemo(() => {
    if (!ready) return undefined
    const paths = new Map(
      [...inside.data, ...loose.data].map((h) => [h.fileId, h.filePath]),
    )
    const files: WizardFile[] = [
      ...items.data.map((i) => ({
        fileId: i.fileId,
        filePath: paths.get(i.fileId),
        fixed: true,
      })),
      ...loose.data.map((h) => ({
        fileId: h.fileId,
        filePath: h.filePath,
        fixed: false,
      })),
    ]
    const traitTypes = [
      ...new Set(
        items.data.flatMap((i) => i.attributes.map((a) => a.traitType)),
      ),
    ]
    const iconId = CONTENT_ID.exec(meta.icon)?.[1]?.toLowerCase() ?? ''
    const initial: WizardInitial = {
      metaId: meta.metaId,
      info: {
        name: meta.name,
        description: meta.description,
        slug: meta.slug,
        icon: files.some((f) => f.fileId === iconId) ? iconId : '',
        twitterLink: meta.twitterLink,
        websiteLink: meta.websiteLink,
        discordLink: meta.discordLink,
      },
      traitTypes,
      items: Object.fromEntries(
        items.data.map((i) => [
          i.fileId,
          {
            name: i.name,
            values: Object.fromEntries(
              i.attributes.map((a) => [a.traitType, a.value]),
            ),
          },
        ]),
      ),
      iconUrl: meta.icon,
    }
    return { files, initial }
  }, [ready, items.data, loose.data, inside.data, meta])
  const failed = [items, loose, inside].find((q) => q.error)
  if (failed) {
    return (
      <ErrorRetry
        error={errorText(failed.error)}
        onRetry={() => void failed.refetch()}
        h={320}
      />
    )
  }
  if (setup === undefined) return <Skeleton h={320} aria-busy />
  return (
    <CollectionWizard
      holder={meta.holderAddress}
      files={setup.files}
      initial={setup.initial}
    />
  )
}
