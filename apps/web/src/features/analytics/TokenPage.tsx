import { getTickDisplayName } from '@drc20/core'
import { Trans } from '@lingui/react/macro'
import { Group, Stack, Title } from '@mantine/core'
import { ButtonLink } from '../../ui/ButtonLink'
import { useDocumentTitle } from '../shell/useDocumentTitle'
import { TokenStats } from './TokenStats'

/**
 * /token/{tick} (hidden from menus): the token's price, today's volume and
 * its liquidity, with a link to its analytics page.
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
      <TokenStats tick={tick} />
    </Stack>
  )
}
