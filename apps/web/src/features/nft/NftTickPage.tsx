import { Trans, useLingui } from '@lingui/react/macro'
import { Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useFormatters } from '../../i18n/useFormatters'
import { getApiContentUrl } from '../../lib/content/getApiContentUrl'
import {
  nftCollectionsQueryOptions,
  nftDeployQueryOptions,
  nftItemsQueryOptions,
} from '../../lib/query/nftQueries'
import { useServices } from '../../lib/services'
import { ContentImage } from '../../ui/ContentImage'
import { ErrorRetry } from '../../ui/ErrorRetry'
import { TxLink } from '../../ui/ExplorerLink'
import { StatCard } from '../../ui/StatCard'
import { NotFoundNotice } from '../collections/NotFoundNotice'
import { QueryGrid } from '../collections/QueryGrid'
import { useQueryErrorText } from '../collections/useQueryErrorText'
import { useDocumentTitle } from '../shell/useDocumentTitle'
import { NftCard } from './NftCard'
import { NftNotice } from './NftNotice'

/**
 * /nft/{tick}: the tick's prompt, model, total, minted and holders, and
 * its items. `nft/collect` reports 0 holders and no model (docs/api.md
 * §8.10): holders are counted from the items, the model read from the
 * deploy inscription.
 */
export function NftTickPage({ tick }: { readonly tick: string }) {
  const { t } = useLingui()
  useDocumentTitle(tick)
  const { api } = useServices()
  const format = useFormatters()
  const errorText = useQueryErrorText()
  const collections = useQuery(nftCollectionsQueryOptions(api))
  const items = useQuery(nftItemsQueryOptions(api, { tick }))
  const collection = collections.data?.find((c) => c.tick === tick)
  const deploy = useQuery(nftDeployQueryOptions(api, collection?.deployHash))
  if (collections.error) {
    return (
      <ErrorRetry
        error={errorText(collections.error)}
        onRetry={() => void collections.refetch()}
        h={320}
      />
    )
  }
  if (collection === undefined && !collections.isPending) {
    return (
      <NotFoundNotice title={tick}>
        <Trans>This NFT collection does not exist.</Trans>
      </NotFoundNotice>
    )
  }
  const holders = items.data
    ? new Set(items.data.map((i) => i.holderAddress)).size
    : undefined
  // While the collections load, the page keeps its frame: the tick from
  // the URL, the notice, the figures' labels, a skeleton for the rest.
  return (
    <Stack gap="md" py="md">
      <Group align="flex-start" wrap="nowrap">
        {collection === undefined ? (
          <Skeleton
            width={96}
            height={96}
            radius="md"
            style={{ flexShrink: 0 }}
          />
        ) : (
          <ContentImage
            src={getApiContentUrl(collection.imagePath)}
            alt=""
            size={96}
            eager
          />
        )}
        <Stack gap={4} style={{ minWidth: 0 }} flex={1}>
          <Title order={1}>{collection?.tick ?? tick}</Title>
          {collection === undefined ? (
            <Stack gap={8} pt={4} aria-hidden="true">
              <Skeleton height={16} width="80%" />
              <Skeleton height={16} width="60%" />
              <Skeleton height={16} width="50%" />
            </Stack>
          ) : (
            <>
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {collection.prompt}
              </Text>
              {collection.introduction ? (
                <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {collection.introduction}
                </Text>
              ) : null}
              <Group gap={4}>
                <Text size="sm" c="dimmed">
                  <Trans>Deploy</Trans>
                </Text>
                <TxLink value={collection.deployHash} size="sm" />
              </Group>
            </>
          )}
        </Stack>
      </Group>
      <NftNotice />
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        <StatCard
          label={t`Model`}
          value={deploy.data?.model || '—'}
          loading={
            collection === undefined ||
            (deploy.isPending && deploy.fetchStatus !== 'idle')
          }
        />
        <StatCard
          label={t`Total`}
          value={collection ? format.integer(collection.total) : ''}
          loading={collection === undefined}
        />
        <StatCard
          label={t`Minted`}
          value={collection ? format.integer(collection.tickSum) : ''}
          loading={collection === undefined}
        />
        <StatCard
          label={t`Holders`}
          value={holders === undefined ? '—' : format.integer(holders)}
          loading={items.isPending}
        />
      </SimpleGrid>
      <QueryGrid
        query={items}
        label={t`Items`}
        empty={<Trans>No Data</Trans>}
        getKey={(i) => `${i.tick}:${i.tickId}`}
        rowHeight={240}
        renderItem={(i) => <NftCard item={i} />}
      />
    </Stack>
  )
}
