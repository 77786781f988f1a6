import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Stack, Text, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useAtomValue } from 'jotai'
import { useFormatters } from '../../i18n/useFormatters'
import { fileHoldingsQueryOptions } from '../../lib/query/collectionQueries'
import { useServices } from '../../lib/services'
import { signingAddressAtom } from '../../lib/wallet/walletAtoms'
import { useDocumentTitle } from '../shell/useDocumentTitle'
import { holdingToItem, ItemCard } from './ItemCard'
import { QueryGrid } from './QueryGrid'

/**
 * /collections/create: the files the connected address holds outside any
 * collection, which are what a new collection is made of.
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
        <LooseFiles address={address} />
      )}
    </Stack>
  )
}

function LooseFiles({ address }: { readonly address: string }) {
  const { t } = useLingui()
  const { api } = useServices()
  const format = useFormatters()
  const files = useQuery(fileHoldingsQueryOptions(api, address, 1))
  return (
    <QueryGrid
      query={files}
      label={t`Files not in a collection`}
      empty={<Trans>You hold no files outside a collection.</Trans>}
      count={(n) => (
        <Trans>{format.integer(n)} files not in a collection</Trans>
      )}
      getKey={(h) => h.fileId}
      renderItem={(h) => <ItemCard item={holdingToItem(h)} />}
    />
  )
}
