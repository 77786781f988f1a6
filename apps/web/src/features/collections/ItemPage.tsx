import { Trans, useLingui } from '@lingui/react/macro'
import {
  Anchor,
  Badge,
  Grid,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useFormatters } from '../../i18n/useFormatters'
import { getApiContentUrl } from '../../lib/content/getApiContentUrl'
import {
  collectionAttributesQueryOptions,
  collectionItemsQueryOptions,
  collectionSummariesQueryOptions,
  fileDetailsQueryOptions,
} from '../../lib/query/collectionQueries'
import { useServices } from '../../lib/services'
import { Address } from '../../ui/Address'
import { AnchorLink } from '../../ui/AnchorLink'
import { ContentImage } from '../../ui/ContentImage'
import { ErrorRetry } from '../../ui/ErrorRetry'
import { ReviewTable } from '../../ui/ReviewTable'
import { AddToCartButton } from '../cart/AddToCartButton'
import { listingToCartItem } from '../cart/toCartItem'
import { useDocumentTitle } from '../shell/useDocumentTitle'
import { CollectionActivity } from './CollectionActivity'
import { NotFoundNotice } from './NotFoundNotice'
import { usePriceText } from './usePriceText'
import { useQueryErrorText } from './useQueryErrorText'

/**
 * /collections/inscription/{file_id}: the content (an image only through
 * `<img>`; anything else only as a link to the sandboxed content origin),
 * name, traits, owner, created, type, size, listing and history.
 */
export function ItemPage({
  fileId,
  metaId,
}: {
  readonly fileId: string
  readonly metaId: string | undefined
}) {
  const { t } = useLingui()
  const { api } = useServices()
  const format = useFormatters()
  const errorText = useQueryErrorText()
  const priceText = usePriceText()
  const details = useQuery(fileDetailsQueryOptions(api, fileId))
  const items = useQuery({
    ...collectionItemsQueryOptions(api, {
      metaId: metaId ?? '',
      priceOrder: 'desc',
    }),
    enabled: metaId !== undefined,
  })
  const traits = useQuery({
    ...collectionAttributesQueryOptions(api, metaId ?? '', fileId),
    enabled: metaId !== undefined,
  })
  const summaries = useQuery(collectionSummariesQueryOptions(api))
  const item = items.data?.find((i) => i.fileId === fileId)
  const collection = summaries.data?.find((c) => c.metaId === metaId)
  const name = item?.fileName || t`File ${fileId.slice(0, 10)}`
  useDocumentTitle(name)
  if (details.isPending) {
    return (
      <Grid py="md">
        <Grid.Col span={{ base: 12, sm: 5 }}>
          <Skeleton h={320} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 7 }}>
          <Skeleton h={320} />
        </Grid.Col>
      </Grid>
    )
  }
  if (details.error) {
    return (
      <ErrorRetry
        error={errorText(details.error)}
        onRetry={() => void details.refetch()}
        h={320}
      />
    )
  }
  const { deploy, listing, orders } = details.data
  if (deploy === null) {
    return (
      <NotFoundNotice title={t`Inscription`}>
        <Trans>This file does not exist.</Trans>
      </NotFoundNotice>
    )
  }
  const lastTrade = orders.find(
    (o) => o.op === 'trade' && o.status === 'completed',
  )
  // An open listing holds the file in escrow: its seller is the owner.
  const owner =
    listing.open?.seller ??
    item?.fileHolder ??
    lastTrade?.holderAddress ??
    deploy.holderAddress
  const contentUrl = getApiContentUrl(deploy.filePath, fileId)
  const traitRows = Object.entries(traits.data ?? {}).flatMap(
    ([trait, values]) => Object.keys(values).map((value) => ({ trait, value })),
  )
  return (
    <Stack gap="lg" py="md">
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, sm: 5 }}>
          <Stack gap="xs">
            <ContentImage src={contentUrl} alt={name} eager />
            {contentUrl ? (
              <Anchor
                href={contentUrl}
                target="_blank"
                rel="noopener noreferrer"
                size="sm"
              >
                <Trans>Open the raw file (sandboxed)</Trans>
              </Anchor>
            ) : null}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 7 }}>
          <Stack gap="md">
            {collection ? (
              <AnchorLink
                to="/collections/$metaId"
                params={{ metaId: collection.metaId }}
                size="sm"
              >
                {collection.name}
              </AnchorLink>
            ) : null}
            <Title order={1} style={{ overflowWrap: 'anywhere' }}>
              {name}
            </Title>
            <Paper withBorder p="md" radius="md">
              {listing.open ? (
                <Stack gap={4}>
                  <Text size="sm" c="dimmed">
                    <Trans>Price</Trans>
                  </Text>
                  <Text fz="xl" fw={700} data-testid="item-price">
                    {priceText(listing.open.amt, listing.open.tick)}
                  </Text>
                  <AddToCartButton
                    item={listingToCartItem(
                      fileId,
                      listing.open,
                      item?.fileName ?? '',
                      metaId,
                    )}
                    buyNow
                    size="sm"
                  />
                </Stack>
              ) : (
                <Text c="dimmed">
                  <Trans>Not listed</Trans>
                </Text>
              )}
            </Paper>
            <ReviewTable
              label={t`Details`}
              rows={[
                {
                  label: t`Owner`,
                  value: <Address address={owner} size="sm" />,
                },
                {
                  label: t`Inscription id`,
                  value: (
                    <Text span size="sm" style={{ overflowWrap: 'anywhere' }}>
                      {fileId}
                    </Text>
                  ),
                },
                {
                  label: t`Created`,
                  value: format.dateTime(deploy.createDateMs),
                },
                { label: t`Content type`, value: deploy.fileType },
                {
                  label: t`Size`,
                  value: t`${format.integer(deploy.fileLength)} bytes`,
                },
              ]}
            />
            {metaId !== undefined ? (
              <Stack gap="xs">
                <Title order={2} size="h4">
                  <Trans>Traits</Trans>
                </Title>
                {traits.isPending ? (
                  <Skeleton h={32} />
                ) : traits.error ? (
                  <ErrorRetry
                    error={errorText(traits.error)}
                    onRetry={() => void traits.refetch()}
                  />
                ) : traitRows.length === 0 ? (
                  <Text size="sm" c="dimmed">
                    <Trans>No traits</Trans>
                  </Text>
                ) : (
                  <Group gap="xs">
                    {traitRows.map((r) => (
                      <Badge
                        key={`${r.trait}:${r.value}`}
                        variant="light"
                        tt="none"
                      >
                        {r.trait}: {r.value}
                      </Badge>
                    ))}
                  </Group>
                )}
              </Stack>
            ) : null}
          </Stack>
        </Grid.Col>
      </Grid>
      <Stack gap="xs">
        <Title order={2} size="h3">
          <Trans>History</Trans>
        </Title>
        <CollectionActivity fileId={fileId} />
      </Stack>
    </Stack>
  )
}
