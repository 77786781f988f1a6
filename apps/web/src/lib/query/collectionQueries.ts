import type { GetFileExchangeItemsParameters } from '@drc20/api'
import {
  type FileAttribute,
  type FileCollection,
  type FileCollectionAttributes,
  type FileCollectionSummary,
  type FileExchangeActivity,
  type FileExchangeItem,
  type FileExchangeOrder,
  type FileHolding,
  type FileOrder,
  getFileListingState,
  unshiftItemAttributes,
} from '@drc20/core'
import { queryOptions } from '@tanstack/react-query'
import { unwrapApiResult } from '../api/apiQueryError'
import type { AppServices } from '../services'
import { INDEXED } from './queryKeys'

/** Items read per request when a whole list is needed. */
const PAGE = 1000
/** A list stops here (a collection of 50,000 items is read in 50 pages). */
const MAX_ITEMS = 50_000

/**
 * Every page of a v4 list whose `total` is the row count: pages of 1000
 * until `total` rows (or a short page) arrived.
 */
async function readAll<T>(
  read: (offset: number) => Promise<{ items: readonly T[]; total: number }>,
): Promise<readonly T[]> {
  const rows: T[] = []
  for (let offset = 0; offset < MAX_ITEMS; offset += PAGE) {
    const page = await read(offset)
    rows.push(...page.items)
    if (page.items.length < PAGE || rows.length >= page.total) break
  }
  return rows
}

/** Every collection's market summary, verified or not (volume desc). */
export function collectionSummariesQueryOptions(api: AppServices['api']) {
  return queryOptions({
    queryKey: [INDEXED, 'collections', 'summaries'] as const,
    queryFn: async ({ signal }): Promise<readonly FileCollectionSummary[]> => {
      const client = await api()
      const page = await unwrapApiResult(
        client.getFileCollectionSummaries({}, { signal }),
      )
      return page.items
    },
  })
}

/**
 * A collection's metadata (links, owner). Without an owner filter the API
 * returns verified collections only (docs/api.md §8.11), so an unverified
 * one is `null` here and its header comes from the summary.
 */
export function collectionMetaQueryOptions(
  api: AppServices['api'],
  metaId: string,
) {
  return queryOptions({
    queryKey: [INDEXED, 'collections', 'meta', metaId] as const,
    queryFn: async ({ signal }): Promise<FileCollection | null> => {
      const client = await api()
      const page = await unwrapApiResult(
        client.getFileCollections({ metaId, limit: 1 }, { signal }),
      )
      return page.items.find((c) => c.metaId === metaId) ?? null
    },
  })
}

/** An owner's collections, verified or under review. */
export function ownedCollectionsQueryOptions(
  api: AppServices['api'],
  holderAddress: string | undefined,
) {
  return queryOptions({
    queryKey: [INDEXED, 'collections', 'owned', holderAddress ?? ''] as const,
    enabled: holderAddress !== undefined,
    queryFn: async ({ signal }): Promise<readonly FileCollection[]> => {
      const client = await api()
      return readAll((offset) =>
        unwrapApiResult(
          client.getFileCollections(
            { holderAddress: holderAddress as string, limit: PAGE, offset },
            { signal },
          ),
        ),
      )
    },
  })
}

export type CollectionItemsFilter = Omit<
  GetFileExchangeItemsParameters,
  'limit' | 'offset'
>

/**
 * Items with their listings (`file-exchange/inscriptions`): name search,
 * traits, listed only and price order all run on the server. Without
 * `metaId` it spans every file (the files market).
 */
export function collectionItemsQueryOptions(
  api: AppServices['api'],
  filter: CollectionItemsFilter,
) {
  return queryOptions({
    queryKey: [INDEXED, 'collections', 'items', filter] as const,
    queryFn: async ({ signal }): Promise<readonly FileExchangeItem[]> => {
      const client = await api()
      return readAll((offset) =>
        unwrapApiResult(
          client.getFileExchangeItems(
            { ...filter, limit: PAGE, offset },
            { signal },
          ),
        ),
      )
    },
  })
}

/** Trait counts of a collection, or of one file with `fileId`. */
export function collectionAttributesQueryOptions(
  api: AppServices['api'],
  metaId: string,
  fileId?: string,
) {
  return queryOptions({
    queryKey: [
      INDEXED,
      'collections',
      'attributes',
      metaId,
      fileId ?? '',
    ] as const,
    queryFn: async ({ signal }): Promise<FileCollectionAttributes> => {
      const client = await api()
      return unwrapApiResult(
        client.getFileCollectionAttributes(
          { metaId, ...(fileId === undefined ? {} : { fileId }) },
          { signal },
        ),
      )
    },
  })
}

/**
 * Sales, listings and cancels, newest first. The API's `total` is always 0
 * (docs/api.md §8.12), so the list is the newest `limit` rows and a full
 * page means there may be more.
 */
export function collectionActivityQueryOptions(
  api: AppServices['api'],
  filter: { readonly metaId?: string; readonly fileId?: string },
  limit: number,
) {
  return queryOptions({
    queryKey: [INDEXED, 'collections', 'activity', filter, limit] as const,
    queryFn: async ({ signal }): Promise<readonly FileExchangeActivity[]> => {
      const client = await api()
      return unwrapApiResult(
        client.getFileExchangeActivity(
          { ...filter, op: ['create', 'trade', 'cancel'], limit },
          { signal },
        ),
      )
    },
  })
}

export type FileDetails = {
  /** The file's inscription (deploy) row; `null` when unknown. */
  readonly deploy: FileOrder | null
  /** Its order-v2 rows, newest first. */
  readonly orders: readonly FileExchangeOrder[]
  readonly listing: ReturnType<typeof getFileListingState>
}

/**
 * One file: its inscription row (`file/order` by the deploy's tx hash,
 * which is the file id) and its order-v2 history, with the listing state
 * derived from it (the listing table itself always fails, docs/api.md
 * §8.12).
 */
export function fileDetailsQueryOptions(
  api: AppServices['api'],
  fileId: string,
) {
  return queryOptions({
    queryKey: [INDEXED, 'collections', 'file', fileId] as const,
    queryFn: async ({ signal }): Promise<FileDetails> => {
      const client = await api()
      const [deploys, orders] = await Promise.all([
        unwrapApiResult(
          client.getFileOrders(
            { txHash: fileId, op: 'deploy', limit: 1 },
            { signal },
          ),
        ),
        readAll((offset) =>
          unwrapApiResult(
            client.getFileExchangeOrders(
              { fileId, limit: PAGE, offset },
              { signal },
            ),
          ),
        ),
      ])
      return {
        deploy: deploys.items.find((d) => d.fileId === fileId) ?? null,
        orders,
        listing: getFileListingState(orders),
      }
    },
  })
}

/** Files an address holds; `noMeta` 1: in no collection, 2: in one. */
export function fileHoldingsQueryOptions(
  api: AppServices['api'],
  holderAddress: string | undefined,
  noMeta: 0 | 1 | 2 = 0,
) {
  return queryOptions({
    queryKey: [
      INDEXED,
      'collections',
      'holdings',
      holderAddress ?? '',
      noMeta,
    ] as const,
    enabled: holderAddress !== undefined,
    queryFn: async ({ signal }): Promise<readonly FileHolding[]> => {
      const client = await api()
      return readAll((offset) =>
        unwrapApiResult(
          client.getFileHoldings(
            {
              holderAddress: holderAddress as string,
              noMeta,
              limit: PAGE,
              offset,
            },
            { signal },
          ),
        ),
      )
    },
  })
}

/** A collection item's stored name and traits. */
export type CollectionItemMeta = {
  readonly fileId: string
  readonly name: string
  readonly attributes: readonly FileAttribute[]
}

/**
 * A collection's items with their own names and traits: the attributes
 * shifted by one in `collections/inscriptions` are moved back, and the
 * last item's (lost on the wire) are read with `collections/attributes`
 * and its `file_id` (docs/api.md §8.11). `limit: -1` lifts the limit, as
 * the route pages attribute rows rather than items.
 */
export function collectionItemsMetaQueryOptions(
  api: AppServices['api'],
  metaId: string,
) {
  return queryOptions({
    queryKey: [INDEXED, 'collections', 'itemsMeta', metaId] as const,
    queryFn: async ({ signal }): Promise<readonly CollectionItemMeta[]> => {
      const client = await api()
      const items = unshiftItemAttributes(
        await unwrapApiResult(
          client.getFileCollectionItems({ metaId, limit: -1 }, { signal }),
        ),
      )
      return Promise.all(
        items.map(async (item) => {
          if (item.attributes !== null)
            return { ...item, attributes: item.attributes }
          const counts = await unwrapApiResult(
            client.getFileCollectionAttributes(
              { metaId, fileId: item.fileId },
              { signal },
            ),
          )
          return {
            ...item,
            attributes: Object.entries(counts).flatMap(([traitType, values]) =>
              Object.keys(values).map((value) => ({ traitType, value })),
            ),
          }
        }),
      )
    },
  })
}
