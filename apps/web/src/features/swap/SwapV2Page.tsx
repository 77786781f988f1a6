import { getTickDisplayName, isWdogeTick } from '@drc20/core'
import { useLingui } from '@lingui/react/macro'
import { Select } from '@mantine/core'
import { useAtomValue, useSetAtom } from 'jotai'
import { useEffect, useMemo } from 'react'
import { useDocumentTitle } from '../shell/useDocumentTitle'
import type { TokenOption } from '../tokens/atoms'
import {
  setSwapPairAtom,
  swapMarketAtom,
  swapPairAtom,
  swapV2PoolsAtom,
} from './atoms'
import { SwapForm } from './SwapForm'
import { useSwapPageBlocks } from './useSwapPageBlocks'

/** `/swap/v2`: the pair-v2 swap, through a pool picked by its pair id. */
export function SwapV2Page() {
  const { t } = useLingui()
  useDocumentTitle(t`Swap v2`)
  useSwapPageBlocks()
  const list = useAtomValue(swapV2PoolsAtom)
  const market = useAtomValue(swapMarketAtom)
  const pair = useAtomValue(swapPairAtom)
  const setPair = useSetAtom(setSwapPairAtom)
  const pools = list.status === 'loaded' ? list.pools : []
  const pairId = market.kind === 'pair-v2' ? market.pairId : undefined
  const pool = pools.find((p) => p.pairId === pairId)

  const choose = (id: string | null) => {
    const next = pools.find((p) => p.pairId === id)
    if (!next) return
    setPair(
      { kind: 'pair-v2', pairId: next.pairId },
      { input: { tick: next.tick0Id }, output: { tick: next.tick1Id } },
    )
  }

  // Entering the page: leave any pair-v1 pair; pick the first pool.
  const first = pools[0]
  useEffect(() => {
    if (market.kind === 'pair-v1' && first) {
      setPair(
        { kind: 'pair-v2', pairId: first.pairId },
        { input: { tick: first.tick0Id }, output: { tick: first.tick1Id } },
      )
    }
  }, [market.kind, first, setPair])

  // A pool with a WDOGE leg also offers native DOGE on that side (`doge: 1`):
  // paid DOGE is wrapped in the same reveal (wrap fee on top), received
  // WDOGE is paid out as DOGE.
  const options = useMemo<readonly TokenOption[]>(() => {
    if (!pool) return []
    const ids: readonly TokenOption[] = [
      { tick: pool.tick0Id },
      { tick: pool.tick1Id },
    ]
    const wdogeId = [pool.tick0Id, pool.tick1Id].find(isWdogeTick)
    return wdogeId === undefined ? ids : [...ids, { tick: wdogeId, doge: true }]
  }, [pool])
  const data = pools.map((p) => ({
    value: p.pairId,
    label: `${getTickDisplayName(p.tick0)} / ${getTickDisplayName(p.tick1)} · ${p.pairId}`,
  }))

  return (
    <SwapForm
      title={t`Swap v2`}
      options={options}
      header={
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
