import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Skeleton, Stack, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useAtomValue } from 'jotai'
import { ownedCollectionsQueryOptions } from '../../lib/query/collectionQueries'
import { useServices } from '../../lib/services'
import { signingAddressAtom } from '../../lib/wallet/walletAtoms'
import { ErrorRetry } from '../../ui/ErrorRetry'
import { ReviewTable } from '../../ui/ReviewTable'
import { useDocumentTitle } from '../shell/useDocumentTitle'
import { CollectionHeader } from './CollectionHeader'
import { NotFoundNotice } from './NotFoundNotice'
import { useQueryErrorText } from './useQueryErrorText'

/**
 * /collections/address/{holder_address}/{meta_id}: a collection's stored
 * settings as its owner's collections list returns them (verified or under
 * review), with who may change them.
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
  return (
    <Stack gap="lg" py="md">
      <CollectionHeader metaId={metaId} summary={undefined} meta={meta} />
      <Title order={2} size="h3">
        <Trans>Settings</Trans>
      </Title>
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
      {address !== holderAddress ? (
        <Alert color="gray" role="status">
          <Trans>Only the owner can change a collection.</Trans>
        </Alert>
      ) : null}
    </Stack>
  )
}
