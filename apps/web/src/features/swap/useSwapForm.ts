import {
  getHeldAmount,
  getSwapFormState,
  type SwapFormState,
  type SwapFormStateIssue,
  type SwapMarket,
  type SwapPair,
} from '@drc20/core'
import { useQuery } from '@tanstack/react-query'
import { useAtomValue } from 'jotai'
import { useFormatters } from '../../i18n/useFormatters'
import { swapReservesQueryOptions } from '../../lib/query/swapQueries'
import { useTradingGate } from '../../lib/query/useBlockPoll'
import { useHeldBalances } from '../../lib/query/useHeldBalances'
import { useServices } from '../../lib/services'
import { walletSetsOutputsAtom } from '../../lib/wallet/custodyOutput'
import { connectedAddressAtom } from '../../lib/wallet/walletAtoms'
import { swapSlippageTextAtom } from './atoms'

const NO_SIDE = { tick: '' }

export type SwapGate =
  | { readonly kind: 'connect' }
  /** Index lag above 5 blocks, or the heights not known yet (undefined). */
  | { readonly kind: 'paused'; readonly blocksBehind: number | undefined }
  | { readonly kind: 'loading-balance' }
  | { readonly kind: 'issue'; readonly issue: SwapFormStateIssue }
  | { readonly kind: 'ready' }

/**
 * The swap form: its pool's reserves and the holder's balances from the
 * server, core's `getSwapFormState` over them, the pair (from the URL) and
 * the typed amount, and whether the button is enabled (and if not, why).
 */
export function useSwapForm(
  market: SwapMarket,
  pair: SwapPair,
  amountText: string,
) {
  const { api } = useServices()
  const { separators } = useFormatters()
  const slippageText = useAtomValue(swapSlippageTextAtom)
  const { input, output } = pair
  const complete =
    input !== undefined && output !== undefined && input.tick !== output.tick
  const reserves = useQuery({
    ...swapReservesQueryOptions(
      api,
      market,
      input ?? NO_SIDE,
      output ?? NO_SIDE,
    ),
    enabled: complete,
  })
  const balances = useHeldBalances()
  const walletSetsOutputs = useAtomValue(walletSetsOutputsAtom)
  const connected = useAtomValue(connectedAddressAtom) !== undefined
  const balanceIn =
    input === undefined || !connected
      ? undefined
      : getHeldAmount(balances, input)
  const state: SwapFormState = getSwapFormState({
    market,
    pair,
    amountText,
    slippageText,
    separators,
    reserves: complete ? reserves.data : undefined,
    balanceIn,
    dogeBalance: connected ? balances.doge : undefined,
    walletSetsOutputs,
  })
  const trading = useTradingGate()
  const [issue] = state.issues
  const gate: SwapGate = !connected
    ? { kind: 'connect' }
    : trading.paused
      ? { kind: 'paused', blocksBehind: trading.blocksBehind }
      : issue?.code === 'LOADING_BALANCE'
        ? { kind: 'loading-balance' }
        : issue
          ? { kind: 'issue', issue }
          : { kind: 'ready' }
  return { state, gate, balanceIn, reserves }
}
