import {
  createDogeValuer,
  type Drc20Balance,
  isLpTick,
  sumDogeValues,
  WDOGE_TICK,
} from '@drc20/core'
import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import {
  inscriptionHoldingsQueryOptions,
  openListingsQueryOptions,
  stakeHoldingsQueryOptions,
  utxoBalanceQueryOptions,
} from '../../lib/query/accountQueries'
import { poolPositionsQueryOptions } from '../../lib/query/poolQueries'
import { dogeUsdPriceQueryOptions } from '../../lib/query/serviceQueries'
import { swapPoolsQueryOptions } from '../../lib/query/swapQueries'
import { useServices } from '../../lib/services'
import { useAccountBalances } from './useAccountBalances'

/**
 * Everything an address holds, each list its own query (one failing list
 * never blanks the others), valued in DOGE at the WDOGE pools' prices.
 */
export function useAccountHoldings(address: string) {
  const { api } = useServices()
  const doge = useQuery(utxoBalanceQueryOptions(api, address))
  const balances = useAccountBalances(address)
  const pools = useQuery(swapPoolsQueryOptions(api))
  const positions = useQuery(poolPositionsQueryOptions(api, address))
  const stakes = useQuery(stakeHoldingsQueryOptions(api, address))
  const listings = useQuery(openListingsQueryOptions(api, address))
  const inscriptions = useQuery(inscriptionHoldingsQueryOptions(api, address))
  const usd = useQuery(dogeUsdPriceQueryOptions(api))
  const valuer = useMemo(() => createDogeValuer(pools.data ?? []), [pools.data])
  const all = balances.query.data?.balances
  const tokens = useMemo(
    () =>
      all?.filter((b) => !isLpTick(b.tick) && b.tick !== WDOGE_TICK) ??
      undefined,
    [all],
  )
  const lpBalances = useMemo(
    () => all?.filter((b) => isLpTick(b.tick)) ?? undefined,
    [all],
  )
  const wdoge: Drc20Balance | undefined = all?.find(
    (b) => b.tick === WDOGE_TICK,
  )
  const total = useMemo(() => {
    const values: (bigint | undefined)[] = []
    if (doge.data !== undefined) values.push(doge.data)
    for (const b of all ?? []) values.push(valuer(b.tick, b.amt))
    for (const s of stakes.data ?? []) values.push(valuer(s.tick, s.amt))
    for (const l of listings.data?.tokens ?? [])
      values.push(valuer(l.tick0, l.amt0 - l.amt0Finish))
    return sumDogeValues(values)
  }, [doge.data, all, stakes.data, listings.data, valuer])
  const usdPerDoge = usd.data?.kind === 'ok' ? usd.data.usdPerDoge : undefined
  const loading =
    doge.isPending ||
    balances.query.isPending ||
    pools.isPending ||
    stakes.isPending ||
    listings.isPending
  return {
    doge,
    balances,
    tokens,
    lpBalances,
    wdoge,
    pools,
    positions,
    stakes,
    listings,
    inscriptions,
    valuer,
    total,
    usdPerDoge,
    loading,
  }
}

export type AccountHoldings = ReturnType<typeof useAccountHoldings>
