import type { Page } from '@drc20/api'
import type { WdogeOrder } from '@drc20/core'
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { unwrapApiResult } from '../api/apiQueryError'
import type { AppServices } from '../services'
import { getNewestFirstWindow } from './getNewestFirstWindow'
import { INDEXED } from './queryKeys'

/** Rows per page of the wrap and unwrap history. */
export const WDOGE_HISTORY_PAGE_SIZE = 10

/** One page of an address's wraps and unwraps, newest first. */
export function wdogeOrdersQueryOptions(
  api: AppServices['api'],
  address: string | undefined,
  page: number,
) {
  return queryOptions({
    queryKey: [INDEXED, 'wdoge', 'orders', address ?? '', page] as const,
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
