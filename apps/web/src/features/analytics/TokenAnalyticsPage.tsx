import { getTickDisplayName, WDOGE_TICK } from '@drc20/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { Group, Stack, Text, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { swapPairStatsQueryOptions } from '../../lib/query/poolQueries'
import type { MarketInterval } from '../../lib/routeParams'
import { useServices } from '../../lib/services'
import { ButtonLink } from '../../ui/ButtonLink'
import { useDocumentTitle } from '../shell/useDocumentTitle'
import { TokenCandleChart } from './TokenCandleChart'
import { TokenStats } from './TokenStats'
import { TopPairsTable } from './TopPairsTable'

/**
 * /analytics/tick/{tick}: the token's price in DOGE and USD, its swap
 * candles with volume bars over the interval picked (kept in the URL), the
 * pairs that hold it with their liquidity, and links to swap, market and
 * explorer.
 */
export function TokenAnalyticsPage({
  tick,
  interval,
}: {
  readonly tick: string
  readonly interval: MarketInterval
}) {
  const { t } = useLingui()
  const name = getTickDisplayName(tick)
  useDocumentTitle(t`${name} analytics`)
  const { api } = useServices()
  const navigate = useNavigate({ from: '/analytics/tick/$tick' })
  const pairs = useQuery(swapPairStatsQueryOptions(api))
  return (
    <Stack gap="lg" py="md">
      <Group justify="space-between" align="flex-end">
        <Title order={1}>
          <Trans>{name} analytics</Trans>
        </Title>
        <Group gap="xs">
          <ButtonLink
            to="/swap/$tick0/$tick1"
            params={{ tick0: WDOGE_TICK, tick1: tick }}
            search={{ doge: true }}
          >
            <Trans>Swap</Trans>
          </ButtonLink>
          <ButtonLink to="/market/$tick" params={{ tick }} variant="default">
            <Trans>Market</Trans>
          </ButtonLink>
          <ButtonLink to="/drc20/$tick" params={{ tick }} variant="default">
            <Trans>Explorer</Trans>
          </ButtonLink>
        </Group>
      </Group>
      <TokenStats tick={tick} />
      <TokenCandleChart
        tick={tick}
        interval={interval}
        onIntervalChange={(value) =>
          void navigate({ search: { interval: value }, replace: true })
        }
      />
      <TopPairsTable query={pairs} tick={tick} title={t`Pairs with ${name}`} />
      <Text c="dimmed" size="xs">
        <Trans>
          Prices come from the swap candles and the market summary as
          floating-point numbers and are approximate; volumes and liquidity are
          in WDOGE.
        </Trans>
      </Text>
    </Stack>
  )
}
