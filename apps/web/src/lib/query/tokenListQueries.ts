import { queryOptions } from '@tanstack/react-query'
import { unwrapApiResult } from '../api/apiQueryError'
import type { AppServices } from '../services'
import { takeEarlyCacheRead } from '../storage/earlyCacheReads'
import { readCached, writeCached } from '../storage/idbStore'
import {
  type ListedToken,
  packTokenList,
  type TokenListSnapshot,
  toListedToken,
  unpackTokenList,
} from '../storage/tokenListCodec'

/** IndexedDB key of the token list's offline copy. */
export const TOKEN_LIST_CACHE_KEY = 'tokenList'

/**
 * The offline copy of the token list (IndexedDB), read once per app: shown
 * at once on a visit, before anything reaches the network.
 */
export function storedTokenListQueryOptions() {
  return queryOptions({
    queryKey: ['offline', 'tokenList'] as const,
    queryFn: async (): Promise<TokenListSnapshot | null> =>
      unpackTokenList(
        // Started by the start-up script on /drc20, else read now.
        await (takeEarlyCacheRead(TOKEN_LIST_CACHE_KEY) ??
          readCached(TOKEN_LIST_CACHE_KEY)),
      ) ?? null,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    retry: false,
    networkMode: 'always',
  })
}

/** How far a token-list load has come. */
export type TokenListProgress = {
  readonly loaded: number
  /** The server's count, once a page gave one. */
  readonly total: number | null
  readonly pages: number
  /** The rows so far, in list order (shown while no copy exists). */
  readonly tokens: readonly ListedToken[]
}

/**
 * The whole token list from the network (v4 drc20/collect, the api
 * client's `fetchAllTokens`: pages of 1000, 100 ms apart, docs/product.md
 * §7). Not an `INDEXED` query: a list of tens of thousands of rows is
 * refreshed by core's throttle (`shouldRefreshTokenList`: 60 s, 15 min,
 * 500 blocks), never on every block. On success it becomes the offline
 * copy.
 */
export function tokenListQueryOptions(
  api: AppServices['api'],
  onProgress?: (progress: TokenListProgress) => void,
) {
  return queryOptions({
    queryKey: ['tokenList'] as const,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    // Each page is retried by the client; the throttle decides the next try.
    retry: false,
    queryFn: async ({ signal, client }): Promise<TokenListSnapshot> => {
      const apiClient = await api()
      // The height first: the list is at least as new as it says.
      const info = await apiClient.getBlockInfo({ signal })
      const tokens: ListedToken[] = []
      const result = await unwrapApiResult(
        apiClient.fetchAllTokens({
          signal,
          onTokens: (page) => {
            for (const token of page) tokens.push(toListedToken(token))
          },
          onProgress: (p) => onProgress?.({ ...p, tokens: tokens.slice() }),
        }),
      )
      const snapshot: TokenListSnapshot = {
        tokens: result.tokens.map(toListedToken),
        height: info.isOk() ? info.value.indexHeight : null,
        savedAtMs: Date.now(),
      }
      void writeCached(TOKEN_LIST_CACHE_KEY, packTokenList(snapshot))
      client.setQueryData(storedTokenListQueryOptions().queryKey, snapshot)
      return snapshot
    },
  })
}
