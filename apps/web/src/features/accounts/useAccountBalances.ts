import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import {
  accountBalancesQueryOptions,
  type BalancesProgress,
} from '../../lib/query/accountQueries'
import { useServices } from '../../lib/services'

/** An address's DRC-20 balances and how far their pages have loaded. */
export function useAccountBalances(address: string) {
  const { api } = useServices()
  const [progress, setProgress] = useState<BalancesProgress>()
  const query = useQuery(accountBalancesQueryOptions(api, address, setProgress))
  return { query, progress }
}
