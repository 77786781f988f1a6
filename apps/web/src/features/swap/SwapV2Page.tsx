import { getSwapSides, getTickDisplayName } from '@drc20/core'
import { useLingui } from '@lingui/react/macro'
import { Alert, Select, Stack } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useAtomValue, useSetAtom } from 'jotai'
import { useEffect, useMemo } from 'react'
import { swapV2PoolsQueryOptions } from '../../lib/query/swapQueries'
import { useServices } from '../../lib/services'
import { useDocumentTitle } from '../shell/useDocumentTitle'
import type { TokenOption } from '../tokens/atoms'
import { setSwapPairAtom, swapMarketAtom, swapPairAtom } from './atoms'
import { SwapForm } from './SwapForm'

/**
 * `/swap/v2[?pair=<pair id>]`: the pair-v2 swap, through a pool picked by
 * its pair id (the first pool when the URL names none).
 */
export function SwapV2Page({ pairId: requested }: { pairId?: string }) {
  const { t } = useLingui()
  const navigate = useNavigate()
  useDocumentTitle(t`Swap v2`)
  const { api } = useServices()
  const list = useQuery(swapV2PoolsQueryOptions(api))
  const market = useAtomValue(swapMarketAtom)
  const pair = useAtomValue(swapPairAtom)
  const setPair = useSetAtom(setSwapPairAtom)
  const pools = list.data ?? []
  const pairId = market.kind === 'pair-v2' ? market.pairId : undefined
  const pool = pools.find((p) => p.pairId === pairId)

  const choose = (id: string | null) => {
    if (id !== null) void navigate({ to: '/swap/v2', search: { pair: id } })
  }

  // The URL's pool (or the first one) becomes the market; a pair-v1 pair
  // left from /swap is dropped.
  const target =
    requested === undefined
      ? pools[0]
      : pools.find((p) => p.pairId === requested)
  const unknownPairId =
    list.data !== undefined && requested !== undefined && !target
  useEffect(() => {
    if (list.data === undefined) return
    const pairId = target?.pairId ?? requested
    if (pairId === undefined) return // no pools yet
    if (market.kind === 'pair-v2' && market.pairId === pairId) return
    setPair(
      { kind: 'pair-v2', pairId },
      target
        ? { input: { tick: target.tick0Id }, output: { tick: target.tick1Id } }
        : { input: undefined, output: undefined },
    )
  }, [list.data, target, requested, market, setPair])

  const options = useMemo<readonly TokenOption[]>(
    () => (pool ? getSwapSides([pool.tick0Id, pool.tick1Id]) : []),
    [pool],
  )
  const data = pools.map((p) => ({
    value: p.pairId,
    label: `${getTickDisplayName(p.tick0)} / ${getTickDisplayName(p.tick1)} · ${p.pairId}`,
  }))

  return (
    <SwapForm
      title={t`Swap v2`}
      options={options}
      header={
        <Stack gap="xs">
          {unknownPairId ? (
            <Alert color="red" role="alert">
              {t`No pair-v2 pool has the pair id ${requested}.`}
            </Alert>
          ) : null}
          <Select
            label={t`Pool (pair id)`}
            placeholder={t`Select a pool`}
            data={data}
            value={pool ? pool.pairId : null}
            onChange={choose}
            searchable
            allowDeselect={false}
            nothingFoundMessage={t`No pool found`}
          />
        </Stack>
      }
      onPairChange={(next) => {
        // Both ids stay in the pool: choosing one side sets the other.
        if (!pool) return
        const input = next.input ?? pair.input
        if (next.output === undefined && input) {
          const other =
            input.tick === pool.tick0Id ? pool.tick1Id : pool.tick0Id
          setPair(market, { input, output: { tick: other } })
        }
      }}
    />
  )
}
