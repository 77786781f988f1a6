import {
  getLpReturns,
  getPositionHistory,
  getTickDisplayName,
  type LiquidityPosition,
  type SwapPool,
} from '@drc20/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { Stack, Text, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useAtomValue } from 'jotai'
import { queryErrorMessage } from '../../lib/api/queryErrorMessage'
import { pairOrdersQueryOptions } from '../../lib/query/analyticsQueries'
import { poolPositionsQueryOptions } from '../../lib/query/poolQueries'
import { swapPoolsQueryOptions } from '../../lib/query/swapQueries'
import { useServices } from '../../lib/services'
import { signingAddressAtom } from '../../lib/wallet/walletAtoms'
import { ErrorRetry } from '../../ui/ErrorRetry'
import { useMarketFormat } from '../market/useMarketFormat'

/** Operations replayed per pool: the API pages them; 1000 covers the devnet's and most pools. */
const HISTORY_LIMIT = 1000

/**
 * LP returns against holding for the connected address's pair-v1
 * positions (optionally one pool): value now, what the deposits would be
 * worth held, the fees earned and the impermanent loss, each from core
 * (`getLpReturns`) over the pool's operation log, in the pool's second
 * token at its price now.
 */
export function LpReturnsPanel({ lpTick }: { readonly lpTick?: string }) {
  const { i18n } = useLingui()
  const { api } = useServices()
  const address = useAtomValue(signingAddressAtom)
  const positions = useQuery(poolPositionsQueryOptions(api, address))
  const pools = useQuery(swapPoolsQueryOptions(api))
  if (address === undefined) return null
  const mine =
    positions.data?.v1.filter(
      (p) => p.liquidity > 0n && (lpTick === undefined || p.tick === lpTick),
    ) ?? []
  const error = queryErrorMessage(positions.error ?? pools.error)
  return (
    <Stack gap="sm" data-testid="lp-returns">
      <Title order={2} size="h3">
        <Trans>Returns against holding</Trans>
      </Title>
      {error ? (
        <ErrorRetry
          error={i18n._(error)}
          onRetry={() => {
            void positions.refetch()
            void pools.refetch()
          }}
        />
      ) : positions.isPending || pools.isPending ? (
        <Text size="sm" c="dimmed" role="status">
          <Trans>Loading your positions…</Trans>
        </Text>
      ) : mine.length === 0 ? (
        <Text size="sm" c="dimmed">
          <Trans>You hold no liquidity here.</Trans>
        </Text>
      ) : (
        mine.map((p) => (
          <PositionReturns
            key={p.tick}
            position={p}
            pool={pools.data?.find((q) => q.tick === p.tick)}
            holder={address}
          />
        ))
      )}
      <Text size="xs" c="dimmed">
        <Trans>
          Value now is what removing the LP would pay; HODL is the tokens you
          deposited (less what removes took) at today's price; fees are each
          swap's fee times your share of the pool then; impermanent loss is the
          constant-product formula on the price change since each deposit. All
          in the pool's second token, rounded down.
        </Trans>
      </Text>
    </Stack>
  )
}

function PositionReturns({
  position,
  pool,
  holder,
}: {
  readonly position: LiquidityPosition
  readonly pool: SwapPool | undefined
  readonly holder: string
}) {
  const { t, i18n } = useLingui()
  const { api } = useServices()
  const format = useMarketFormat()
  const orders = useQuery(
    pairOrdersQueryOptions(api, position.tick0, position.tick1, HISTORY_LIMIT),
  )
  const name0 = getTickDisplayName(position.tick0)
  const name1 = getTickDisplayName(position.tick1)
  if (orders.error) {
    const error = queryErrorMessage(orders.error)
    return (
      <ErrorRetry error={i18n._(error)} onRetry={() => void orders.refetch()} />
    )
  }
  if (orders.data === undefined || pool === undefined) return null
  const history = getPositionHistory(orders.data, pool, holder)
  const r = getLpReturns(history.events, history.swaps, {
    reserve0: pool.amt0,
    reserve1: pool.amt1,
    totalSupply: pool.liquidityTotal,
  })
  const amount = (raw: bigint) =>
    `${raw < 0n ? '−' : ''}${format.amount(raw < 0n ? -raw : raw)} ${name1}`
  const lines: [string, bigint, string][] = [
    [t`Value now`, r.value, 'value'],
    [t`Held instead (HODL)`, r.hodlValue, 'hodl'],
    [t`Fees earned`, r.feesValue, 'fees'],
    [t`Impermanent loss`, r.impermanentLoss, 'il'],
    [t`Against holding`, r.netVersusHodl, 'net'],
  ]
  return (
    <Stack
      gap={4}
      data-testid="lp-returns-position"
      data-lp-tick={position.tick}
    >
      <Text fw={600}>
        {name0} / {name1}
      </Text>
      <dl style={{ margin: 0 }}>
        {lines.map(([label, value, key]) => (
          <Text
            key={key}
            component="div"
            size="sm"
            style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}
          >
            <dt>{label}</dt>
            <dd style={{ margin: 0 }} data-testid={`lp-${key}`}>
              {amount(value)}
            </dd>
          </Text>
        ))}
      </dl>
    </Stack>
  )
}
