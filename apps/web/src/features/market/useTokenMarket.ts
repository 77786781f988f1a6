import {
  DEFAULT_GAS_TIERS,
  getOrderBook,
  type OrderBook,
  WDOGE_TICK,
} from '@drc20/core'
import { useQuery } from '@tanstack/react-query'
import { useAtomValue } from 'jotai'
import { useMemo } from 'react'
import {
  addressOperationsQueryOptions,
  exchangeSummariesQueryOptions,
  tokenListingsQueryOptions,
  tokenOperationsQueryOptions,
} from '../../lib/query/marketQueries'
import { gasTiersQueryOptions } from '../../lib/query/serviceQueries'
import { swapReservesQueryOptions } from '../../lib/query/swapQueries'
import { useServices } from '../../lib/services'
import { signingAddressAtom } from '../../lib/wallet/walletAtoms'

const PAIR_V1 = { kind: 'pair-v1' } as const

/**
 * What a token's market page reads: every listing of the token (the book
 * and the history), the operations naming it, the signer's own
 * operations, the v3 summary of the token (and of every token, for the
 * lookalike check), the token's WDOGE pool (best execution) and the fee
 * rate for the network fee estimates.
 */
export function useTokenMarket(tick: string) {
  const { api } = useServices()
  const address = useAtomValue(signingAddressAtom)
  const listings = useQuery(tokenListingsQueryOptions(api, tick))
  const operations = useQuery(tokenOperationsQueryOptions(api, tick))
  const mine = useQuery(addressOperationsQueryOptions(api, address))
  const summaries = useQuery(exchangeSummariesQueryOptions(api))
  const pool = useQuery(
    swapReservesQueryOptions(api, PAIR_V1, { tick: WDOGE_TICK }, { tick }),
  )
  const gas = useQuery(gasTiersQueryOptions(api))
  const book: OrderBook | undefined = useMemo(
    () =>
      listings.data === undefined
        ? undefined
        : getOrderBook(listings.data, tick),
    [listings.data, tick],
  )
  const summary = summaries.data?.find((s) => s.tick === tick)
  // WDOGE in, the token out: reserves oriented from WDOGE.
  const reserves =
    pool.data === undefined
      ? undefined
      : pool.data === null
        ? null
        : { wdoge: pool.data.reserveIn, token: pool.data.reserveOut }
  return {
    address,
    listings,
    operations,
    mine,
    summaries,
    summary,
    pool,
    reserves,
    book,
    feeRatePerKb: gas.data?.tiers.medium ?? DEFAULT_GAS_TIERS.medium,
  }
}

export type TokenMarket = ReturnType<typeof useTokenMarket>
