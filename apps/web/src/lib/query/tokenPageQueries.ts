import type { Page } from '@drc20/api'
import type { Drc20Balance, Drc20Op, Drc20Order, Drc20Token } from '@drc20/core'
import { queryOptions } from '@tanstack/react-query'
import { unwrapApiResult } from '../api/apiQueryError'
import type { AppServices } from '../services'
import { deleteCached, readCached, writeCached } from '../storage/idbStore'
import { INDEXED } from './queryKeys'

/** Holders per page: the API's cap on v3 drc20/holders (docs/api.md §8.2). */
export const HOLDERS_PAGE_SIZE = 50
/** Operations per page of a token's log. */
export const TRANSACTIONS_PAGE_SIZE = 20

/** What a token page shows first, read together (and kept offline). */
export type TokenOverview = {
  readonly token: Drc20Token
  /** The deploy operation (height, txid); `null` when the log lacks it. */
  readonly deploy: Drc20Order | null
  /** The first page of holders, balance desc. */
  readonly holders: Page<Drc20Balance>
  /** What the deployer holds now. */
  readonly deployerBalance: bigint
  /** The first page of the operation log, newest first. */
  readonly transactions: Page<Drc20Order>
  /** The index height the page was read at (`null` when not known). */
  readonly height: number | null
  /** When it was read (epoch ms). */
  readonly readAtMs: number
}

const VERSION = 1
/** Token pages kept offline; the oldest opened is dropped beyond this. */
const MAX_KEPT_PAGES = 50
const INDEX_KEY = 'tokenPages'
const pageKey = (tick: string) => `token:${tick}`

type StoredOverview = {
  readonly v: typeof VERSION
  readonly overview: TokenOverview
}

/** A stored page, checked: another version or a foreign value is none. */
function readStoredOverview(
  stored: unknown,
  tick: string,
): TokenOverview | undefined {
  if (typeof stored !== 'object' || stored === null) return undefined
  const { v, overview } = stored as Partial<StoredOverview>
  if (v !== VERSION || typeof overview !== 'object' || overview === null)
    return undefined
  const ok =
    overview.token?.tick === tick &&
    typeof overview.token.maxAmt === 'bigint' &&
    typeof overview.token.mintAmt === 'bigint' &&
    typeof overview.deployerBalance === 'bigint' &&
    Array.isArray(overview.holders?.items) &&
    Array.isArray(overview.transactions?.items) &&
    typeof overview.readAtMs === 'number' &&
    (overview.height === null || typeof overview.height === 'number')
  return ok ? overview : undefined
}

/** Keeps `tick`'s page, forgetting the least recently opened past the cap. */
async function keepOverview(overview: TokenOverview): Promise<void> {
  const tick = overview.token.tick
  const stored = await readCached(INDEX_KEY)
  const ticks = Array.isArray(stored)
    ? stored.filter((t): t is string => typeof t === 'string' && t !== tick)
    : []
  const kept = [tick, ...ticks]
  for (const old of kept.splice(MAX_KEPT_PAGES))
    await deleteCached(pageKey(old))
  await writeCached(pageKey(tick), { v: VERSION, overview })
  await writeCached(INDEX_KEY, kept)
}

/** The offline copy of a token page (IndexedDB), `null` when none. */
export function storedTokenOverviewQueryOptions(tick: string) {
  return queryOptions({
    queryKey: ['offline', 'token', tick] as const,
    queryFn: async (): Promise<TokenOverview | null> =>
      readStoredOverview(await readCached(pageKey(tick)), tick) ?? null,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    networkMode: 'always',
  })
}

/**
 * A token page's first screen (v4 drc20/collect by tick, then together:
 * the deploy operation by its txid, the first holders page, the
 * deployer's balance, the first page of the log, and the heights); `null`
 * for a tick the indexer does not know. Kept offline on success.
 */
export function tokenOverviewQueryOptions(
  api: AppServices['api'],
  tick: string,
) {
  return queryOptions({
    queryKey: [INDEXED, 'drc20', 'overview', tick] as const,
    queryFn: async ({ signal, client }): Promise<TokenOverview | null> => {
      const apiClient = await api()
      const call = { signal }
      const found = await unwrapApiResult(
        apiClient.getTokens({ tick, limit: 1 }, call),
      )
      const token = found.items.find((t) => t.tick === tick)
      if (token === undefined) return null
      const [deploys, holders, deployer, transactions, info] =
        await Promise.all([
          unwrapApiResult(
            apiClient.getDrc20Orders(
              { txHash: token.inscription, limit: 5 },
              call,
            ),
          ),
          unwrapApiResult(
            apiClient.getBalances(
              { tick, limit: HOLDERS_PAGE_SIZE, offset: 0 },
              call,
            ),
          ),
          unwrapApiResult(
            apiClient.getBalances(
              { tick, holderAddress: token.deployBy, limit: 1 },
              call,
            ),
          ),
          unwrapApiResult(
            apiClient.getDrc20Orders(
              { tick, limit: TRANSACTIONS_PAGE_SIZE, offset: 0 },
              call,
            ),
          ),
          apiClient.getBlockInfo(call),
        ])
      const overview: TokenOverview = {
        token,
        deploy:
          deploys.items.find((o) => o.op === 'deploy' && o.tick === tick) ??
          null,
        holders,
        deployerBalance:
          deployer.items.find((b) => b.holderAddress === token.deployBy)?.amt ??
          0n,
        transactions,
        height: info.isOk() ? info.value.indexHeight : null,
        readAtMs: Date.now(),
      }
      void keepOverview(overview)
      client.setQueryData(
        storedTokenOverviewQueryOptions(tick).queryKey,
        overview,
      )
      return overview
    },
  })
}

/** One page (1-based) of a token's holders, balance desc (v4 drc20/collect-address). */
export function tokenHoldersQueryOptions(
  api: AppServices['api'],
  tick: string,
  page: number,
) {
  return queryOptions({
    queryKey: [INDEXED, 'drc20', 'holders', tick, page] as const,
    queryFn: async ({ signal }): Promise<Page<Drc20Balance>> => {
      const apiClient = await api()
      return unwrapApiResult(
        apiClient.getBalances(
          {
            tick,
            limit: HOLDERS_PAGE_SIZE,
            offset: (page - 1) * HOLDERS_PAGE_SIZE,
          },
          { signal },
        ),
      )
    },
  })
}

/** One page (1-based) of a token's operation log, newest first (v4 drc20/order). */
export function tokenTransactionsQueryOptions(
  api: AppServices['api'],
  tick: string,
  page: number,
  op: Drc20Op | undefined,
) {
  return queryOptions({
    queryKey: [INDEXED, 'drc20', 'orders', tick, op ?? 'all', page] as const,
    queryFn: async ({ signal }): Promise<Page<Drc20Order>> => {
      const apiClient = await api()
      return unwrapApiResult(
        apiClient.getDrc20Orders(
          {
            tick,
            op,
            limit: TRANSACTIONS_PAGE_SIZE,
            offset: (page - 1) * TRANSACTIONS_PAGE_SIZE,
          },
          { signal },
        ),
      )
    },
  })
}
