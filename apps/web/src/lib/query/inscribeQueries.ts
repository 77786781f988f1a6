import type { Page } from '@drc20/api'
import type {
  Drc20Order,
  Drc20Token,
  InscribeTickLookup,
  InscriptionLookup,
} from '@drc20/core'
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { unwrapApiResult } from '../api/apiQueryError'
import type { AppServices } from '../services'
import { INDEXED } from './queryKeys'

/** Operations per page of the inscribe order history (the table pages them by 10). */
export const DRC20_HISTORY_PAGE_SIZE = 50

/**
 * One registered token by its exact wire tick (v4 drc20/collect), or
 * `null` when the tick is free. The caller upper-cases the tick as the
 * indexer does (core's `normalizeTick`).
 */
export function drc20TokenQueryOptions(api: AppServices['api'], tick: string) {
  return queryOptions({
    queryKey: [INDEXED, 'drc20', 'tick', tick] as const,
    enabled: tick !== '',
    queryFn: async ({ signal }): Promise<Drc20Token | null> => {
      const client = await api()
      const page = await unwrapApiResult(
        client.getTokens({ tick, limit: 1 }, { signal }),
      )
      return page.items.find((item) => item.tick === tick) ?? null
    },
  })
}

/** The token as core's inscribe form reads it. */
export function toInscribeTickLookup(
  token: Drc20Token | null,
): InscribeTickLookup {
  if (token === null) return { status: 'missing' }
  return {
    status: 'found',
    token: {
      tick: token.tick,
      max: token.maxAmt,
      lim: token.lim,
      minted: token.mintAmt,
    },
  }
}

/**
 * One page of the DRC-20 operations an address signed (v4 drc20/order by
 * `holder_address`, id desc): its deploys, mints and transfers.
 */
export function drc20OrdersQueryOptions(
  api: AppServices['api'],
  address: string | undefined,
  page: number,
) {
  return queryOptions({
    queryKey: [INDEXED, 'drc20', 'orders', address ?? '', page] as const,
    enabled: address !== undefined,
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }): Promise<Page<Drc20Order>> => {
      const client = await api()
      return unwrapApiResult(
        client.getDrc20Orders(
          {
            holderAddress: address,
            limit: DRC20_HISTORY_PAGE_SIZE,
            offset: (page - 1) * DRC20_HISTORY_PAGE_SIZE,
          },
          { signal },
        ),
      )
    },
  })
}

/**
 * One DRC-20 operation by its reveal txid or its order id (v4 drc20/order,
 * exact filters), or `null` when the indexer has none.
 */
export function drc20OrderLookupQueryOptions(
  api: AppServices['api'],
  lookup: InscriptionLookup,
) {
  return queryOptions({
    queryKey: [
      INDEXED,
      'drc20',
      'lookup',
      lookup.kind,
      lookup.kind === 'tx' ? lookup.hash : lookup.id,
    ] as const,
    queryFn: async ({ signal }): Promise<Drc20Order | null> => {
      const client = await api()
      const page = await unwrapApiResult(
        client.getDrc20Orders(
          lookup.kind === 'tx'
            ? { txHash: lookup.hash, limit: 1 }
            : { orderId: lookup.id, limit: 1 },
          { signal },
        ),
      )
      return page.items[0] ?? null
    },
  })
}
