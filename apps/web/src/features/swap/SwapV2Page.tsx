import {
  getPoolSwapLink,
  getPoolSwapPair,
  getSwapSides,
  getTickDisplayName,
  type SwapMarket,
  type SwapPair,
} from '@drc20/core'
import { useLingui } from '@lingui/react/macro'
import { Alert, NativeSelect, Stack } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useMemo } from 'react'
import { swapV2PoolsQueryOptions } from '../../lib/query/swapQueries'
import { urlFlag } from '../../lib/routeParams'
import { useServices } from '../../lib/services'
import { useDocumentTitle } from '../shell/useDocumentTitle'
import { SwapForm } from './SwapForm'

export type SwapV2PageProps = {
  /** `?pair=`: the pool's pair id; the first pool when absent. */
  readonly pairId?: string
  /** `?reverse=1`: the pool's second token is paid. */
  readonly reverse?: boolean
  /** `?doge=1`: the WDOGE side is native DOGE. */
  readonly doge?: boolean
}

const NO_PAIR: SwapPair = { input: undefined, output: undefined }

/**
 * `/swap/v2[?pair=<pair id>&reverse=1&doge=1]`: the pair-v2 swap, through
 * a pool picked by its pair id. The pool and the direction are the URL's;
 * choosing either navigates.
 */
export function SwapV2Page({
  pairId: requested,
  reverse = false,
  doge = false,
}: SwapV2PageProps) {
  const { t } = useLingui()
  const navigate = useNavigate()
  useDocumentTitle(t`Swap v2`)
  const { api } = useServices()
  const list = useQuery(swapV2PoolsQueryOptions(api))
  const pools = list.data ?? []
  const pool =
    requested === undefined
      ? pools[0]
      : pools.find((p) => p.pairId === requested)
  const unknownPairId =
    list.data !== undefined && requested !== undefined && !pool
  const pairId = pool?.pairId ?? requested
  const market: SwapMarket | undefined =
    pairId === undefined ? undefined : { kind: 'pair-v2', pairId }
  const poolTicks = useMemo(
    () => (pool ? { tick0: pool.tick0Id, tick1: pool.tick1Id } : undefined),
    [pool],
  )
  const pair = poolTicks
    ? getPoolSwapPair(poolTicks, { reverse, doge })
    : NO_PAIR
  // A pool with a WDOGE leg also offers native DOGE on that side.
  const sides = useMemo(
    () => (poolTicks ? getSwapSides([poolTicks.tick0, poolTicks.tick1]) : []),
    [poolTicks],
  )

  const choosePool = (id: string | null) => {
    if (id !== null) void navigate({ to: '/swap/v2', search: { pair: id } })
  }
  const onPairChange = (next: SwapPair) => {
    if (!poolTicks || !pool) return
    const link = getPoolSwapLink(poolTicks, next)
    void navigate({
      to: '/swap/v2',
      search: {
        pair: pool.pairId,
        reverse: urlFlag(link.reverse),
        doge: urlFlag(link.doge),
      },
    })
  }
  const data = pools.map((p) => ({
    value: p.pairId,
    label: `${getTickDisplayName(p.tick0)} / ${getTickDisplayName(p.tick1)} · ${p.pairId}`,
  }))

  return (
    <SwapForm
      title={t`Swap v2`}
      market={market ?? { kind: 'pair-v2', pairId: '' }}
      pair={pair}
      sides={sides}
      pool={poolTicks}
      onPairChange={onPairChange}
      header={
        <Stack gap="xs">
          {unknownPairId ? (
            <Alert color="red" role="alert">
              {t`No pair-v2 pool has the pair id ${requested}.`}
            </Alert>
          ) : null}
          {/* The platform's select: no popup code in this route's chunk. */}
          <NativeSelect
            label={t`Pool (pair id)`}
            data={[
              { value: '', label: t`Select a pool`, disabled: true },
              ...data,
            ]}
            value={pool ? pool.pairId : ''}
            onChange={(event) => choosePool(event.currentTarget.value || null)}
          />
        </Stack>
      }
    />
  )
}
