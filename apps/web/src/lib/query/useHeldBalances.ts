import type { HeldBalances } from '@drc20/core'
import { useQuery } from '@tanstack/react-query'
import { useAtomValue } from 'jotai'
import { useMemo } from 'react'
import { useServices } from '../services'
import { dogeBalanceAtom, signingAddressAtom } from '../wallet/walletAtoms'
import { tokenBalancesQueryOptions } from './balanceQueries'

/**
 * What the signing address holds, as core's forms read it: its DRC-20
 * balances (refreshed with every indexed block) and the wallet's DOGE;
 * `undefined` parts while unknown or with no wallet connected.
 */
export function useHeldBalances(): HeldBalances & {
  readonly error: unknown
} {
  const { api } = useServices()
  const address = useAtomValue(signingAddressAtom)
  const tokens = useQuery(tokenBalancesQueryOptions(api, address))
  const doge = useAtomValue(dogeBalanceAtom)
  const byTick = address === undefined ? undefined : tokens.data
  return useMemo(
    () => ({ byTick, doge, error: tokens.error }),
    [byTick, doge, tokens.error],
  )
}
