import {
  type Drc20Token,
  TOKEN_LIST_PAGE_PAUSE_MS,
  TOKEN_LIST_PAGE_SIZE,
} from '@drc20/core'
import { err, ok, ResultAsync } from 'neverthrow'
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
  readonly signal?: AbortSignal
  /** Pause between pages (spec: 100 ms). */
  readonly pauseMs?: number
  /**
   * Rows per page asked for (spec: 1000). Requests are capped at
   * MAX_UNCACHED_TOKEN_PAGE_SIZE: see the function's note.
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

/**
 * Loads the whole token list page by page (v4 drc20/collect).
 *
 * Work-around for the stale-cache defect (docs/api.md §5): within one
 * block, any unfiltered request with `limit > 200` is answered with the page
 * last written by anyone (`total` 0). De-duplicating such pages cannot make
 * the list complete, because a stale page can stand in for, and so hide, a
 * real one. So each request asks for at most 200 rows, which the server
 * never serves from the cache; `total` is then trustworthy. As a second
 * guard, rows are de-duplicated by tick and a page that adds no new tick
 * ends the walk instead of looping.
 *
 * Stops on a short or empty page, or once `total` rows are loaded. A failing
 * page is retried (`maxRetries`) before the whole call fails.
 */
export function fetchAllTokens(
  client: ApiTransport,
  options: FetchAllTokensOptions = {},
): ResultAsync<FetchAllTokensReturnType, ApiError> {
  const {
    onProgress,
    signal,
    pauseMs = TOKEN_LIST_PAGE_PAUSE_MS,
    pageSize = TOKEN_LIST_PAGE_SIZE,
    maxRetries,
    retryDelayMs,
    maxPages = 1000,
  } = options
  const limit = Math.max(1, Math.min(pageSize, MAX_UNCACHED_TOKEN_PAGE_SIZE))
  return new ResultAsync(
    (async () => {
      const byTick = new Map<string, Drc20Token>()
      let total: number | null = null
      for (let pages = 0; pages < maxPages; ) {
        if (pages > 0) {
          await client.sleep(pauseMs, signal)
        }
        if (signal?.aborted) return err<never, ApiError>({ kind: 'aborted' })
        const offset = pages * limit
        const result = await retryPage(
          () => getTokens(client, { limit, offset }, { signal }),
          { maxRetries, retryDelayMs, sleep: client.sleep, signal },
        )
        if (result.isErr()) return err(result.error)
        pages++
        const page = result.value
        if (page.total > 0) total = page.total
        let added = 0
        for (const token of page.items) {
          if (!byTick.has(token.tick)) {
            byTick.set(token.tick, token)
            added++
          }
        }
        onProgress?.({ loaded: byTick.size, total, pages })
        const done =
          page.items.length < limit ||
          added === 0 ||
          (total !== null && offset + page.items.length >= total)
        if (done) break
      }
      return ok({ tokens: [...byTick.values()], total })
    })(),
  )
}
