import type { Drc20Token } from '@drc20/core'
import { isMintOpen, WDOGE_TICK } from '@drc20/core'
import { Trans } from '@lingui/react/macro'
import { Box, Button, Group } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { swapPoolsQueryOptions } from '../../lib/query/swapQueries'
import { urlFlag } from '../../lib/routeParams'
import { useServices } from '../../lib/services'
import { ButtonLink } from '../../ui/ButtonLink'
import { DeferredTooltip } from '../../ui/DeferredTooltip'

/**
 * What a user can do with a token: Mint (the inscribe screen with
 * `?op=mint&tick=…`, disabled once minting is complete), Transfer
 * (`/transfer?tick=…`) and Trade: the swap when a pool holds the token
 * (paid in native DOGE when the pool is with wrapped DOGE), else its
 * market.
 */
export function TokenActions({ token }: { readonly token: Drc20Token }) {
  const { api } = useServices()
  const pools = useQuery(swapPoolsQueryOptions(api))
  const tick = token.tick
  const mintOpen = isMintOpen(token)
  const withTick = (pools.data ?? []).filter(
    (p) => p.tick0 === tick || p.tick1 === tick,
  )
  const pool =
    withTick.find((p) => p.tick0 === WDOGE_TICK || p.tick1 === WDOGE_TICK) ??
    withTick[0]
  const other =
    pool === undefined
      ? undefined
      : pool.tick0 === tick
        ? pool.tick1
        : pool.tick0
  // The inscribe and transfer screens read these search params.
  const mintSearch = { op: 'mint' as const, tick }
  const transferSearch = { tick }
  return (
    <Group gap="xs" wrap="wrap">
      {mintOpen ? (
        <ButtonLink to="/inscribe" search={mintSearch}>
          <Trans>Mint</Trans>
        </ButtonLink>
      ) : (
        <DeferredTooltip label={<Trans>Minting is complete</Trans>} withArrow>
          {/* A disabled button gets no pointer events: its wrapper does. */}
          <Box component="span" display="inline-block">
            <Button disabled data-disabled>
              <Trans>Mint</Trans>
            </Button>
          </Box>
        </DeferredTooltip>
      )}
      <ButtonLink to="/transfer" search={transferSearch} variant="default">
        <Trans>Transfer</Trans>
      </ButtonLink>
      {other === undefined ? (
        <ButtonLink
          to="/market/$tick"
          params={{ tick }}
          variant="default"
          data-trade="market"
        >
          <Trans>Trade</Trans>
        </ButtonLink>
      ) : (
        <ButtonLink
          to="/swap/$tick0/$tick1"
          params={{ tick0: other, tick1: tick }}
          search={{ doge: urlFlag(other === WDOGE_TICK) }}
          variant="default"
          data-trade="swap"
        >
          <Trans>Trade</Trans>
        </ButtonLink>
      )}
    </Group>
  )
}
