import { WDOGE_TICK } from '@drc20/core'
import { useLingui } from '@lingui/react/macro'
import { Alert } from '@mantine/core'
import { useNavigate } from '@tanstack/react-router'
import { useAtomValue, useSetAtom } from 'jotai'
import { useEffect } from 'react'
import { apiErrorMessage } from '../../lib/api/apiErrorMessage'
import { useDocumentTitle } from '../shell/useDocumentTitle'
import { setSwapPairAtom, swapPoolsAtom, swapTokenOptionsAtom } from './atoms'
import { SwapForm } from './SwapForm'
import { getSwapPairFromRoute, getSwapRoute, type SwapPair } from './swapRoute'
import { useSwapPageBlocks } from './useSwapPageBlocks'

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
  useSwapPageBlocks()
  const navigate = useNavigate()
  const setPair = useSetAtom(setSwapPairAtom)
  const options = useAtomValue(swapTokenOptionsAtom)
  const pools = useAtomValue(swapPoolsAtom)

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
        pools.status === 'failed' ? (
          <Alert color="red" role="alert">
            {i18n._(apiErrorMessage(pools.error))}
          </Alert>
        ) : undefined
      }
    />
  )
}
