/** Balance list paging (docs/product.md §7): 2000 rows a page, at most 10 pages. */
export const BALANCE_PAGE_SIZE = 2000
export const BALANCE_MAX_PAGES = 10
/** Token list paging: 1000 a page, 100 ms pause between pages. */
export const TOKEN_LIST_PAGE_SIZE = 1000
export const TOKEN_LIST_PAGE_PAUSE_MS = 100
/** The wallet is polled every second (docs/product.md §4). */
export const WALLET_POLL_MS = 1000

export type GetNextPageParameters = {
  /** Rows received so far, over all pages. */
  readonly fetched: number
  /** The server's `total`, when it reports one. */
  readonly total?: number
  readonly pageSize: number
  readonly pagesDone: number
  /** Stop after this many pages (undefined: no limit). */
  readonly maxPages?: number
}

export type NextPage =
  | { readonly kind: 'next'; readonly offset: number; readonly limit: number }
  | { readonly kind: 'done'; readonly reason: 'COMPLETE' | 'MAX_PAGES' }

/**
 * The next page to request, or why to stop: complete when `fetched`
 * reaches `total`, or when the last page came back short (fewer than
 * pageSize rows, so the server has no more); `MAX_PAGES` at the cap.
 * Offsets are `pagesDone × pageSize`.
 */
export function getNextPage({
  fetched,
  total,
  pageSize,
  pagesDone,
  maxPages,
}: GetNextPageParameters): NextPage {
  if (pageSize <= 0) throw new RangeError('pageSize must be > 0')
  if (total !== undefined && fetched >= total)
    return { kind: 'done', reason: 'COMPLETE' }
  if (pagesDone > 0 && fetched < pagesDone * pageSize)
    return { kind: 'done', reason: 'COMPLETE' }
  if (maxPages !== undefined && pagesDone >= maxPages)
    return { kind: 'done', reason: 'MAX_PAGES' }
  return { kind: 'next', offset: pagesDone * pageSize, limit: pageSize }
}
