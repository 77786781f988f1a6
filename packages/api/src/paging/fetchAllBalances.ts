import {
  BALANCE_MAX_PAGES,
  BALANCE_PAGE_SIZE,
  type Drc20Balance,
} from '@drc20/core'
import { err, ok, ResultAsync } from 'neverthrow'
import { getBalances } from '../drc20/getBalances.js'
import type { ApiError } from '../errors.js'
import type { ApiTransport } from '../transport/types.js'
import type { PagingProgress } from './fetchAllTokens.js'
import { retryPage } from './retryPage.js'

export type FetchAllBalancesOptions = {
  readonly holderAddress: string
  readonly tick?: string
  /** Spec: 2000. */
  readonly pageSize?: number
  /** Spec: at most 10 pages. */
  readonly maxPages?: number
  readonly pauseMs?: number
  readonly onProgress?: (progress: PagingProgress) => void
  readonly signal?: AbortSignal
  readonly maxRetries?: number
  readonly retryDelayMs?: number
}

export type FetchAllBalancesReturnType = {
  readonly balances: readonly Drc20Balance[]
  readonly total: number
  /** False when `maxPages` stopped the walk before the last row. */
  readonly complete: boolean
}

/**
 * Loads an address's balances page by page (v4 drc20/collect-address): 2000
 * per page, at most 10 pages (docs/product.md §7, §9). Stops on a short page or once
 * `total` rows are loaded; a failing page is retried before failing.
 */
export function fetchAllBalances(
  client: ApiTransport,
  options: FetchAllBalancesOptions,
): ResultAsync<FetchAllBalancesReturnType, ApiError> {
  const {
    holderAddress,
    tick,
    pageSize = BALANCE_PAGE_SIZE,
    maxPages = BALANCE_MAX_PAGES,
    pauseMs = 0,
    onProgress,
    signal,
    maxRetries,
    retryDelayMs,
  } = options
  const limit = Math.max(1, pageSize)
  return new ResultAsync(
    (async () => {
      const balances: Drc20Balance[] = []
      let total = 0
      let complete = false
      for (let pages = 0; pages < maxPages; ) {
        if (pages > 0 && pauseMs > 0) await client.sleep(pauseMs, signal)
        if (signal?.aborted) return err<never, ApiError>({ kind: 'aborted' })
        const offset = pages * limit
        const result = await retryPage(
          () =>
            getBalances(
              client,
              { holderAddress, tick, limit, offset },
              { signal },
            ),
          { maxRetries, retryDelayMs, sleep: client.sleep, signal },
        )
        if (result.isErr()) return err(result.error)
        pages++
        const page = result.value
        total = page.total
        balances.push(...page.items)
        onProgress?.({ loaded: balances.length, total, pages })
        if (
          page.items.length < limit ||
          (total > 0 && balances.length >= total)
        ) {
          complete = true
          break
        }
      }
      return ok({ balances, total, complete })
    })(),
  )
}
