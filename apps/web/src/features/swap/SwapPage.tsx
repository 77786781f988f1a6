import { getSwapSides, WDOGE_TICK } from '@drc20/core'
import { useLingui } from '@lingui/react/macro'
import { Alert } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useSetAtom } from 'jotai'
import { useEffect, useMemo } from 'react'
import { apiErrorMessage } from '../../lib/api/apiErrorMessage'
import { ApiQueryError } from '../../lib/api/apiQueryError'
import { swapPoolsQueryOptions } from '../../lib/query/swapQueries'
import { useServices } from '../../lib/services'
import { useDocumentTitle } from '../shell/useDocumentTitle'
import { setSwapPairAtom } from './atoms'
import { SwapForm } from './SwapForm'
import { getSwapPairFromRoute, getSwapRoute, type SwapPair } from './swapRoute'

export type SwapPageProps = {
  /** From `/swap/$tick0/$tick1`; absent on `/swap` (no pair chosen yet). */
  readonly tick0?: string
  readonly tick1?: string
  /** `?doge=1|true`: native DOGE is the first token. */
  readonly doge: boolean
}

/** `/swap` and `/swap/{tick0}/{tick1}`: the pair-v1 swap. */
export function SwapPage({ tick0, tick1, doge }: SwapPageProps) {
  const { t, i18n } = useLingui()
  useDocumentTitle(t`Swap`)
  const navigate = useNavigate()
  const setPair = useSetAtom(setSwapPairAtom)
  const { api } = useServices()
  const pools = useQuery(swapPoolsQueryOptions(api))
  // Every tick with a pool, plus native DOGE for the WDOGE leg.
  const options = useMemo(
    () =>
      getSwapSides(
        (pools.data ?? []).flatMap((pool) => [pool.tick0, pool.tick1]),
      ),
    [pools.data],
  )

  useEffect(() => {
    if (tick0 === undefined || tick1 === undefined) {
      setPair(
        { kind: 'pair-v1' },
        {
          input: doge ? { tick: WDOGE_TICK, doge: true } : undefined,
          output: undefined,
        },
      )
      return
    }
    setPair({ kind: 'pair-v1' }, getSwapPairFromRoute(tick0, tick1, doge))
  }, [tick0, tick1, doge, setPair])

  const onPairChange = (pair: SwapPair) => {
    if (!pair.input || !pair.output) return
    void navigate({
      to: '/swap/$tick0/$tick1',
      ...getSwapRoute(pair.input, pair.output),
    })
  }

  return (
    <SwapForm
      title={t`Swap`}
      options={options}
      onPairChange={onPairChange}
      header={
        pools.error instanceof ApiQueryError ? (
          <Alert color="red" role="alert">
            {i18n._(apiErrorMessage(pools.error.apiError))}
          </Alert>
        ) : undefined
      }
    />
  )
}
