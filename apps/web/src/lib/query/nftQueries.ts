import type { NftCollection, NftItem, NftOrder } from '@drc20/core'
import { queryOptions } from '@tanstack/react-query'
import { unwrapApiResult } from '../api/apiQueryError'
import type { AppServices } from '../services'
import { INDEXED } from './queryKeys'

/** `nft/collect-address` pages hold at most 50 rows (docs/api.md §8.10). */
const ITEM_PAGE = 50
const MAX_ITEMS = 10_000

/**
 * Every AI-NFT tick. `total` counts every tick whatever the filter
 * (docs/api.md §8.10), so pages are read until a short one.
 */
export function nftCollectionsQueryOptions(api: AppServices['api']) {
  return queryOptions({
    queryKey: [INDEXED, 'nft', 'collections'] as const,
    queryFn: async ({ signal }): Promise<readonly NftCollection[]> => {
      const client = await api()
      const rows: NftCollection[] = []
      for (let offset = 0; offset < MAX_ITEMS; offset += 100) {
        const page = await unwrapApiResult(
          client.getNftCollections({ limit: 100, offset }, { signal }),
        )
        rows.push(...page.items)
        if (page.items.length < 100) break
      }
      return rows
    },
  })
}

export type NftItemsFilter = {
  readonly tick?: string
  readonly tickId?: number
  readonly holderAddress?: string
}

/**
 * NFTs by tick, id or holder. `total` counts the whole table whatever the
 * filters (docs/api.md §8.10), so pages of 50 are read until a short one.
 */
export function nftItemsQueryOptions(
  api: AppServices['api'],
  filter: NftItemsFilter,
) {
  return queryOptions({
    queryKey: [INDEXED, 'nft', 'items', filter] as const,
    queryFn: async ({ signal }): Promise<readonly NftItem[]> => {
      const client = await api()
      const rows: NftItem[] = []
      for (let offset = 0; offset < MAX_ITEMS; offset += ITEM_PAGE) {
        const page = await unwrapApiResult(
          client.getNftItems(
            { ...filter, limit: ITEM_PAGE, offset },
            { signal },
          ),
        )
        rows.push(...page.items)
        if (page.items.length < ITEM_PAGE) break
      }
      return rows
    },
  })
}

/** A tick's deploy inscription (model, prompt): `nft/order` by its tx. */
export function nftDeployQueryOptions(
  api: AppServices['api'],
  deployHash: string | undefined,
) {
  return queryOptions({
    queryKey: [INDEXED, 'nft', 'deploy', deployHash ?? ''] as const,
    enabled: deployHash !== undefined && deployHash !== '',
    queryFn: async ({ signal }): Promise<NftOrder | null> => {
      const client = await api()
      const page = await unwrapApiResult(
        client.getNftOrders(
          { txHash: deployHash as string, op: 'deploy', limit: 1 },
          { signal },
        ),
      )
      return page.items[0] ?? null
    },
  })
}
