import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Skeleton, Stack, Text, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useAtomValue } from 'jotai'
import { useMemo } from 'react'
import { fileHoldingsQueryOptions } from '../../lib/query/collectionQueries'
import { useServices } from '../../lib/services'
import { signingAddressAtom } from '../../lib/wallet/walletAtoms'
import { ErrorRetry } from '../../ui/ErrorRetry'
import { useDocumentTitle } from '../shell/useDocumentTitle'
import { CollectionWizard, EMPTY_INITIAL } from './create/CollectionWizard'
import { useQueryErrorText } from './useQueryErrorText'

/**
 * /collections/create: a new collection from the files the connected
 * address holds outside any collection, in the spec's 3 steps.
 */
export function CreateCollectionPage() {
  const { t } = useLingui()
  useDocumentTitle(t`Create a collection`)
  const address = useAtomValue(signingAddressAtom)
  return (
    <Stack gap="md" py="md">
      <Title order={1}>
        <Trans>Create a collection</Trans>
      </Title>
      <Text size="sm" c="dimmed">
        <Trans>
          A collection groups files you hold that are not yet in one. Its name,
          description and links are signed with your wallet and stored by the
          indexer's operator, who reviews it before it is shown as verified.
        </Trans>
      </Text>
      {address === undefined ? (
        <Alert color="gray" role="status">
          <Trans>Connect your wallet to see the files you can use.</Trans>
        </Alert>
      ) : (
        <CreateForAddress key={address} address={address} />
      )}
    </Stack>
  )
}

function CreateForAddress({ address }: { readonly address: string }) {
  const { api } = useServices()
  const errorText = useQueryErrorText()
  const loose = useQuery(fileHoldingsQueryOptions(api, address, 1))
  const files = useMemo(
    () =>
      (loose.data ?? []).map((h) => ({
        fileId: h.fileId,
        filePath: h.filePath,
        fixed: false,
      })),
    [loose.data],
  )
  if (loose.isPending) return <Skeleton h={320} aria-busy />
  if (loose.error) {
    return (
      <ErrorRetry
        error={errorText(loose.error)}
        onRetry={() => void loose.refetch()}
        h={320}
      />
    )
  }
  return (
    <CollectionWizard
      holder={address}
      files={files}
      initial={EMPTY_INITIAL}
      persist
    />
  )
}
