import { Trans, useLingui } from '@lingui/react/macro'
import { Grid, Skeleton, Stack, Text, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { useFormatters } from '../../i18n/useFormatters'
import { getApiContentUrl } from '../../lib/content/getApiContentUrl'
import { nftItemsQueryOptions } from '../../lib/query/nftQueries'
import { useServices } from '../../lib/services'
import { Address } from '../../ui/Address'
import { AnchorLink } from '../../ui/AnchorLink'
import { ContentImage } from '../../ui/ContentImage'
import { ErrorRetry } from '../../ui/ErrorRetry'
import { TxLink } from '../../ui/ExplorerLink'
import { ReviewTable } from '../../ui/ReviewTable'
import { NotFoundNotice } from '../collections/NotFoundNotice'
import { useQueryErrorText } from '../collections/useQueryErrorText'
import { useDocumentTitle } from '../shell/useDocumentTitle'
import { NftNotice } from './NftNotice'

/** /nft/{tick}/{tick_id}: one AI-NFT, its image, prompt and holder. */
export function NftItemPage({
  tick,
  tickId,
}: {
  readonly tick: string
  readonly tickId: number
}) {
  const { t } = useLingui()
  const title = `${tick} #${tickId}`
  useDocumentTitle(title)
  const { api } = useServices()
  const format = useFormatters()
  const errorText = useQueryErrorText()
  const query = useQuery(nftItemsQueryOptions(api, { tick, tickId }))
  // The title comes from the URL: it paints with the page's shell
  // (app/paramShells.ts), the image and details once loaded.
  if (query.isPending)
    return (
      <NftItemFrame tick={tick} title={title} image={<Skeleton h={320} />} busy>
        <Skeleton h={160} />
      </NftItemFrame>
    )
  if (query.error) {
    return (
      <ErrorRetry
        error={errorText(query.error)}
        onRetry={() => void query.refetch()}
        h={320}
      />
    )
  }
  const item = query.data.find((i) => i.tick === tick && i.tickId === tickId)
  if (item === undefined) {
    return (
      <NotFoundNotice title={title}>
        <Trans>This NFT does not exist.</Trans>
      </NotFoundNotice>
    )
  }
  return (
    <NftItemFrame
      tick={tick}
      title={title}
      image={
        <ContentImage
          src={getApiContentUrl(item.imagePath)}
          alt={title}
          eager
        />
      }
    >
      <Text style={{ overflowWrap: 'anywhere' }}>{item.prompt}</Text>
      <ReviewTable
        label={t`Details`}
        rows={[
          {
            label: t`Holder`,
            value: <Address address={item.holderAddress} size="sm" />,
          },
          {
            label: t`Created`,
            value: format.dateTime(item.createDateMs),
          },
          {
            label: t`Transactions`,
            value: format.integer(item.transactions),
          },
          {
            label: t`Deploy`,
            value: <TxLink value={item.deployHash} size="sm" />,
          },
        ]}
      />
      <NftNotice />
    </NftItemFrame>
  )
}

/**
 * The page's layout, the same while loading (a skeleton for the image and
 * the details) as once loaded: the image beside the tick's link, the title
 * and `children`.
 */
function NftItemFrame({
  tick,
  title,
  image,
  busy = false,
  children,
}: {
  readonly tick: string
  readonly title: string
  readonly image: ReactNode
  /** While the item loads (`aria-busy`). */
  readonly busy?: boolean
  readonly children: ReactNode
}) {
  return (
    <Grid gap="lg" py="md" aria-busy={busy || undefined}>
      <Grid.Col span={{ base: 12, sm: 5 }}>{image}</Grid.Col>
      <Grid.Col span={{ base: 12, sm: 7 }}>
        <Stack gap="md">
          <AnchorLink to="/nft/$tick" params={{ tick }} size="sm">
            {tick}
          </AnchorLink>
          <Title order={1}>{title}</Title>
          {children}
        </Stack>
      </Grid.Col>
    </Grid>
  )
}
