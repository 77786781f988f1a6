import { Trans, useLingui } from '@lingui/react/macro'
import { Group, Stack, Text, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useFormatters } from '../../i18n/useFormatters'
import { nftItemsQueryOptions } from '../../lib/query/nftQueries'
import { useServices } from '../../lib/services'
import { Address } from '../../ui/Address'
import { QueryGrid } from '../collections/QueryGrid'
import { useQueryErrorText } from '../collections/useQueryErrorText'
import { useDocumentTitle } from '../shell/useDocumentTitle'
import { NftCard } from './NftCard'
import { NftNotice } from './NftNotice'

/** /nft/search/{holder_address}: the AI-NFTs an address holds. */
export function NftHolderPage({
  holderAddress,
}: {
  readonly holderAddress: string
}) {
  const { t } = useLingui()
  useDocumentTitle(t`NFTs of an address`)
  const { api } = useServices()
  const format = useFormatters()
  const _errorText = useQueryErrorText()
  const query = useQuery(nftItemsQueryOptions(api, { holderAddress }))
  return (
    <Stack gap="md" py="md">
      <Title order={1}>
        <Trans>NFTs of an address</Trans>
      </Title>
      <Group gap="xs">
        <Address address={holderAddress} />
        {query.data ? (
          <Text size="sm" c="dimmed">
            <Trans>{format.integer(query.data.length)} NFTs</Trans>
          </Text>
        ) : null}
      </Group>
      <NftNotice />
      <QueryGrid
        query={query}
        label={t`NFTs`}
        empty={<Trans>This address holds no NFTs.</Trans>}
        getKey={(i) => `${i.tick}:${i.tickId}`}
        rowHeight={240}
        renderItem={(i) => <NftCard item={i} />}
      />
    </Stack>
  )
}
