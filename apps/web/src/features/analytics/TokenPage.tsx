import { getTickDisplayName } from '@drc20/core'
import { Trans } from '@lingui/react/macro'
import { Group, Stack, Text, Title } from '@mantine/core'
import { ButtonLink } from '../../ui/ButtonLink'
import { useDocumentTitle } from '../shell/useDocumentTitle'
import { TokenStats } from './TokenStats'

/**
 * /token/{tick} (hidden from menus): the token's price, today's volume and
 * its liquidity, with a link to its analytics page. The line under the
 * title says what the figures are; it is in the route's prerendered shell,
 * so the page's largest text paints before its data (the figures come
 * from the API, and the largest of them had been the page's LCP).
 */
export function TokenPage({ tick }: { readonly tick: string }) {
  const name = getTickDisplayName(tick)
  useDocumentTitle(name)
  return (
    <Stack gap="lg" py="md">
      <Group justify="space-between" align="flex-end">
        <Title order={1}>{name}</Title>
        <ButtonLink to="/analytics/tick/$tick" params={{ tick }}>
          <Trans>Analytics</Trans>
        </ButtonLink>
      </Group>
      <Text c="dimmed" size="sm">
        <Trans>
          The price of {name} in DOGE and its change today, its 24h volume and
          the liquidity of the pools that hold it, in WDOGE. The figures come
          from the swap's statistics and are approximate; its charts and pairs
          are on its analytics page.
        </Trans>
      </Text>
      <TokenStats tick={tick} />
    </Stack>
  )
}
