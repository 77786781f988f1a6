import type { FileCollection, FileCollectionSummary } from '@drc20/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { Anchor, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { useAtomValue } from 'jotai'
import { useFormatters } from '../../i18n/useFormatters'
import { getApiContentUrl } from '../../lib/content/getApiContentUrl'
import { signingAddressAtom } from '../../lib/wallet/walletAtoms'
import { Address } from '../../ui/Address'
import { ButtonLink } from '../../ui/ButtonLink'
import { ContentImage } from '../../ui/ContentImage'
import { StatCard } from '../../ui/StatCard'
import { getHttpUrl } from '../../ui/safeUrl'
import { statToBaseUnits } from './usePriceText'
import { VerifiedBadge } from './VerifiedBadge'

/**
 * A collection's icon, name, description (text only), links (http(s)
 * only), owner and market figures. The summary covers every collection;
 * the metadata (links, owner) only verified ones (docs/api.md §8.11).
 */
export function CollectionHeader({
  metaId,
  summary,
  meta,
}: {
  readonly metaId: string
  readonly summary: FileCollectionSummary | undefined
  readonly meta: FileCollection | null
}) {
  const { t } = useLingui()
  const format = useFormatters()
  const address = useAtomValue(signingAddressAtom)
  const name = summary?.name || meta?.name || metaId
  const description = meta?.description ?? summary?.description ?? ''
  const links = [
    { label: t`Website`, href: getHttpUrl(meta?.websiteLink) },
    { label: t`Twitter`, href: getHttpUrl(meta?.twitterLink) },
    { label: t`Discord`, href: getHttpUrl(meta?.discordLink) },
  ].filter((l) => l.href !== undefined && meta !== null)
  return (
    <Stack gap="md">
      <Group align="flex-start" wrap="nowrap" gap="md">
        <ContentImage
          src={getApiContentUrl(summary?.icon || meta?.icon)}
          alt=""
          size={96}
          eager
        />
        <Stack gap={6} style={{ minWidth: 0 }}>
          <Group gap="xs">
            <Title order={1} style={{ overflowWrap: 'anywhere' }}>
              {name}
            </Title>
            <VerifiedBadge
              verified={summary?.isCheck ?? meta?.isCheck ?? false}
            />
          </Group>
          {description === '' ? null : (
            <Text
              size="sm"
              style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
            >
              {description}
            </Text>
          )}
          <Group gap="md">
            {links.map((l) => (
              <Anchor
                key={l.label}
                href={l.href}
                target="_blank"
                rel="noopener noreferrer nofollow"
                size="sm"
              >
                {l.label}
              </Anchor>
            ))}
            {meta ? (
              <Group gap={4}>
                <Text size="sm" c="dimmed">
                  <Trans>Owner</Trans>
                </Text>
                <Address address={meta.holderAddress} size="sm" />
              </Group>
            ) : null}
          </Group>
          {meta && address === meta.holderAddress ? (
            <Group>
              <ButtonLink
                size="xs"
                variant="default"
                to="/collections/address/$holderAddress/$metaId"
                params={{ holderAddress: meta.holderAddress, metaId }}
              >
                <Trans>Edit collection</Trans>
              </ButtonLink>
            </Group>
          ) : null}
        </Stack>
      </Group>
      {summary ? (
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
          <StatCard label={t`Supply`} value={format.integer(summary.supply)} />
          <StatCard
            label={t`Floor price`}
            value={
              summary.listed > 0
                ? format.amount(statToBaseUnits(summary.floorPrice))
                : '—'
            }
          />
          <StatCard
            label={t`Total volume`}
            value={format.amount(statToBaseUnits(summary.volume))}
          />
          <StatCard
            label={t`Listed`}
            value={format.integer(summary.listed)}
            hint={t`${format.integer(summary.holders)} holders`}
          />
        </SimpleGrid>
      ) : null}
    </Stack>
  )
}
