import type { Page } from '@drc20/api'
import { WDOGE_TICK, type WdogeOrder } from '@drc20/core'
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { unwrapApiResult } from '../../lib/api/apiQueryError'
import type { AppServices } from '../../lib/services'
import { getNewestFirstWindow } from './getNewestFirstWindow'

/**
 * The address' WDOGE balance in base units (v4 drc20/collect-address),
 * refetched for each indexed block (`indexHeight` is part of the key).
 */
export function wdogeBalanceQueryOptions(
  api: AppServices['api'],
  address: string | undefined,
  indexHeight: number | undefined,
) {
  return queryOptions({
    queryKey: ['wdoge', 'balance', address, indexHeight] as const,
    enabled: address !== undefined,
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }): Promise<bigint> => {
      const client = await api()
      const page = await unwrapApiResult(
        client.getBalances(
          { holderAddress: address, tick: WDOGE_TICK },
          { signal },
        ),
      )
      return page.items.find((row) => row.tick === WDOGE_TICK)?.amt ?? 0n
    },
  })
}

/** Rows per page of the wrap and unwrap history. */
export const WDOGE_HISTORY_PAGE_SIZE = 10

/** One page of the address' wraps and unwraps, newest first. */
export function wdogeOrdersQueryOptions(
  api: AppServices['api'],
  address: string | undefined,
  page: number,
  indexHeight: number | undefined,
) {
  return queryOptions({
    queryKey: ['wdoge', 'orders', address, page, indexHeight] as const,
    enabled: address !== undefined,
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }): Promise<Page<WdogeOrder>> => {
      const client = await api()
      const holderAddress = address
      // First the count (limit 0 returns no rows), then the page from the end.
      const counted = await unwrapApiResult(
        client.getWdogeOrders({ holderAddress, limit: 0 }, { signal }),
      )
      const { offset, limit } = getNewestFirstWindow({
        page,
        pageSize: WDOGE_HISTORY_PAGE_SIZE,
        total: counted.total,
      })
      if (limit === 0) return { items: [], total: counted.total }
      const rows = await unwrapApiResult(
        client.getWdogeOrders({ holderAddress, limit, offset }, { signal }),
      )
      return { items: [...rows.items].reverse(), total: rows.total }
    },
  })
}
