import type { BoxOrder, BoxSale } from '@drc20/core'
import { queryOptions } from '@tanstack/react-query'
import { unwrapApiResult } from '../api/apiQueryError'
import type { AppServices } from '../services'
import { INDEXED } from './queryKeys'

/** Rows asked per page of the box lists. */
const PAGE = 100

/** Every launchpad box, refunded ones included (v4 box/collect, all pages). */
export function boxSalesQueryOptions(api: AppServices['api']) {
  return queryOptions({
    queryKey: [INDEXED, 'box', 'sales'] as const,
    queryFn: async ({ signal }): Promise<readonly BoxSale[]> => {
      const client = await api()
      const rows: BoxSale[] = []
      for (let offset = 0; ; offset += PAGE) {
        const page = await unwrapApiResult(
          client.getBoxSales({ limit: PAGE, offset }, { signal }),
        )
        rows.push(...page.items)
        if (page.items.length < PAGE || rows.length >= page.total) break
      }
      return rows
    },
  })
}

/**
 * A box's recorded contributions: its settled `mint` rows in the order the
 * indexer recorded them (v4 box/order, all pages; the endpoint sets no
 * order, so they are sorted by block and row id).
 */
export function boxContributionsQueryOptions(
  api: AppServices['api'],
  tick0: string,
) {
  return queryOptions({
    queryKey: [INDEXED, 'box', 'contributions', tick0] as const,
    queryFn: async ({ signal }): Promise<readonly BoxOrder[]> => {
      const client = await api()
      const rows: BoxOrder[] = []
      for (let offset = 0; ; offset += PAGE) {
        const page = await unwrapApiResult(
          client.getBoxOrders(
            { tick0, op: 'mint', limit: PAGE, offset },
            { signal },
          ),
        )
        rows.push(...page.items)
        if (page.items.length < PAGE || rows.length >= page.total) break
      }
      return rows
        .filter((r) => r.orderStatus === 0)
        .sort((a, b) => a.blockNumber - b.blockNumber || a.id - b.id)
    },
  })
}

/** Whether a tick is registered (v4 drc20/collect with the exact tick). */
export function tickRegisteredQueryOptions(
  api: AppServices['api'],
  tick: string,
) {
  return queryOptions({
    queryKey: [INDEXED, 'box', 'registered', tick] as const,
    enabled: tick !== '',
    queryFn: async ({ signal }): Promise<boolean> => {
      const client = await api()
      const page = await unwrapApiResult(
        client.getTokens({ tick, limit: 1 }, { signal }),
      )
      return page.items.some((token) => token.tick === tick)
    },
  })
}
