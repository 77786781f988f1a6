import {
  getSwapPair,
  getSwapPairParams,
  getSwapSides,
  type SwapPair,
} from '@drc20/core'
import { useLingui } from '@lingui/react/macro'
import { Alert } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useMemo } from 'react'
import { apiErrorMessage } from '../../lib/api/apiErrorMessage'
import { ApiQueryError } from '../../lib/api/apiQueryError'
import { swapPoolsQueryOptions } from '../../lib/query/swapQueries'
import { urlFlag } from '../../lib/routeParams'
import { useServices } from '../../lib/services'
import { useDocumentTitle } from '../shell/useDocumentTitle'
import { SwapForm } from './SwapForm'

export type SwapPageProps = {
  /** From `/swap/$tick0/$tick1`; absent on `/swap` (no pair chosen yet). */
  readonly tick0?: string
  readonly tick1?: string
  /** `?doge=1|true`: the WDOGE side is native DOGE (core's `getSwapPair`). */
  readonly doge: boolean
  /** `?amount=`: what is paid, as a dot decimal, to prefill the form. */
  readonly amount?: string
}

const PAIR_V1 = { kind: 'pair-v1' } as const

/**
 * `/swap` and `/swap/{tick0}/{tick1}`: the pair-v1 swap. The pair is the
 * URL's; choosing one navigates.
 */
export function SwapPage({ tick0, tick1, doge, amount }: SwapPageProps) {
  const { t, i18n } = useLingui()
  useDocumentTitle(t`Swap`)
  const navigate = useNavigate()
  const { api } = useServices()
  const pools = useQuery(swapPoolsQueryOptions(api))
  // Every tick with a pool, plus native DOGE for the WDOGE leg.
  const sides = useMemo(
    () =>
      getSwapSides(
        (pools.data ?? []).flatMap((pool) => [pool.tick0, pool.tick1]),
      ),
    [pools.data],
  )
  const pair = getSwapPair({ tick0, tick1, doge })

  const onPairChange = ({ input, output }: SwapPair) => {
    if (!input || !output) return
    const link = getSwapPairParams(input, output)
    void navigate({
      to: '/swap/$tick0/$tick1',
      params: { tick0: link.tick0, tick1: link.tick1 },
      search: { doge: urlFlag(link.doge) },
    })
  }

  return (
    <SwapForm
      title={t`Swap`}
      market={PAIR_V1}
      pair={pair}
      sides={sides}
      onPairChange={onPairChange}
      initialAmount={amount}
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
