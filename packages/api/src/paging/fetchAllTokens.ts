import {
  type Drc20Token,
  TOKEN_LIST_PAGE_PAUSE_MS,
  TOKEN_LIST_PAGE_SIZE,
} from '@drc20/core'
import { err, ok, type Result, ResultAsync } from 'neverthrow'
import { getTokens } from '../drc20/getTokens.js'
import type { ApiError } from '../errors.js'
import type { ApiTransport } from '../transport/types.js'
import { retryPage } from './retryPage.js'

/**
 * Largest `limit` the server never answers from its `drc20/collect` cache
 * (docs/api.md §5: the cache is read only when `limit > 200`).
 */
export const MAX_UNCACHED_TOKEN_PAGE_SIZE = 200

export type PagingProgress = {
  /** Rows loaded so far (distinct ticks for tokens). */
  readonly loaded: number
  /** The server's count, when it gave a usable one. */
  readonly total: number | null
  /** Pages fetched so far. */
  readonly pages: number
}

export type FetchAllTokensOptions = {
  readonly onProgress?: (progress: PagingProgress) => void
  /**
   * The tokens each page added, in list order, before its progress (a
   * screen can show the first page while the rest arrive).
   */
  readonly onTokens?: (tokens: readonly Drc20Token[]) => void
  readonly signal?: AbortSignal
  /** Pause between pages (spec: 100 ms). */
  readonly pauseMs?: number
  /**
   * Rows per page (spec: 1000). A page is asked for in requests of at most
   * MAX_UNCACHED_TOKEN_PAGE_SIZE rows, sent together: see the function's
   * note.
   */
  readonly pageSize?: number
  readonly maxRetries?: number
  readonly retryDelayMs?: number
  /** Safety stop against a server that never ends. */
  readonly maxPages?: number
}

export type FetchAllTokensReturnType = {
  readonly tokens: readonly Drc20Token[]
  readonly total: number | null
}

/** One request's rows and whether it came back short (the end). */
type Part = { readonly items: readonly Drc20Token[]; readonly short: boolean }

/**
 * Loads the whole token list page by page (v4 drc20/collect): pages of
 * 1000 rows with a 100 ms pause between them (docs/product.md §7), so
 * 50,000 tokens take 50 pages, not 250.
 *
 * Work-around for the stale-cache defect (docs/api.md §5, §10.2): within
 * one block, any unfiltered request with `limit > 200` is answered with
 * the page last written by anyone, with `total` 0. De-duplicating such
 * answers cannot make the list complete: a stale page can stand in for,
 * and so hide, a real one, and every `limit: 1000` request after the
 * first in a block is stale. So a page of 1000 is asked for as five
 * requests of 200 rows (`MAX_UNCACHED_TOKEN_PAGE_SIZE`), sent together,
 * which the server never answers from the cache; their `total` is
 * trustworthy, and no `total` from a `limit > 200` answer is ever used. As
 * a second guard, rows are de-duplicated by tick (a deploy during the walk
 * shifts the list by one row) and a page that adds no new tick ends the
 * walk instead of looping.
 *
 * Stops on a short or empty answer, or once `total` rows are loaded. A
 * failing request is retried (`maxRetries`) before the whole call fails.
 */
export function fetchAllTokens(
  client: ApiTransport,
  options: FetchAllTokensOptions = {},
): ResultAsync<FetchAllTokensReturnType, ApiError> {
  const {
    onProgress,
    onTokens,
    signal,
    pauseMs = TOKEN_LIST_PAGE_PAUSE_MS,
    pageSize = TOKEN_LIST_PAGE_SIZE,
    maxRetries,
    retryDelayMs,
    maxPages = 1000,
  } = options
  const rowsPerPage = Math.max(1, pageSize)
  const requestLimit = Math.min(rowsPerPage, MAX_UNCACHED_TOKEN_PAGE_SIZE)
  let total: number | null = null
  const loadPart = async (
    offset: number,
    limit: number,
  ): Promise<Result<Part, ApiError>> => {
    const result = await retryPage(
      () => getTokens(client, { limit, offset }, { signal }),
      { maxRetries, retryDelayMs, sleep: client.sleep, signal },
    )
    return result.map((page) => {
      if (page.total > 0) total = page.total
      return { items: page.items, short: page.items.length < limit }
    })
  }
  return new ResultAsync(
    (async () => {
      const byTick = new Map<string, Drc20Token>()
      for (let pages = 0; pages < maxPages; ) {
        if (pages > 0) await client.sleep(pauseMs, signal)
        if (signal?.aborted) return err<never, ApiError>({ kind: 'aborted' })
        const pageStart = pages * rowsPerPage
        const parts: Promise<Result<Part, ApiError>>[] = []
        for (let from = 0; from < rowsPerPage; from += requestLimit) {
          // Past a known end, nothing is asked for.
          if (total !== null && pageStart + from >= total && from > 0) break
          parts.push(
            loadPart(
              pageStart + from,
              Math.min(requestLimit, rowsPerPage - from),
            ),
          )
        }
        const results = await Promise.all(parts)
        pages++
        const added: Drc20Token[] = []
        let short = false
        for (const result of results) {
          if (result.isErr()) return err(result.error)
          for (const token of result.value.items) {
            if (!byTick.has(token.tick)) {
              byTick.set(token.tick, token)
              added.push(token)
            }
          }
          if (result.value.short) short = true
        }
        if (added.length > 0) onTokens?.(added)
        onProgress?.({ loaded: byTick.size, total, pages })
        const done =
          short ||
          added.length === 0 ||
          (total !== null && pageStart + rowsPerPage >= total)
        if (done) break
      }
      return ok({ tokens: [...byTick.values()], total })
    })(),
  )
}
