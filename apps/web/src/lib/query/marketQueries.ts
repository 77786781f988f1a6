import type { ApiClient, ApiError, CallOptions, Page } from '@drc20/api'
import {
  type CandleInterval,
  type ExchangeCandle,
  type ExchangeListing,
  type ExchangeOrder,
  type ExchangeTokenSummary,
  type ExchangeTotals,
  WDOGE_TICK,
} from '@drc20/core'
import { queryOptions } from '@tanstack/react-query'
import type { ResultAsync } from 'neverthrow'
import { unwrapApiResult } from '../api/apiQueryError'
import type { AppServices } from '../services'
import { INDEXED } from './queryKeys'

/** Rows per request when a list is read whole. */
const PAGE = 500

/**
 * Every row of a v4 list route, page after page until a short one. Pages
 * are not counted with `total`, which v4 `exchange/collect` answers 0
 * after the first page (docs/api.md §8.6).
 */
async function readAll<T>(
  request: (
    paging: { readonly limit: number; readonly offset: number },
    options: CallOptions,
  ) => ResultAsync<Page<T>, ApiError>,
  signal: AbortSignal,
): Promise<T[]> {
  const rows: T[] = []
  for (let offset = 0; ; offset += PAGE) {
    const page = await unwrapApiResult(
      request({ limit: PAGE, offset }, { signal }),
    )
    rows.push(...page.items)
    if (page.items.length < PAGE) return rows
  }
}

/** Every open order-v1 listing, every tick (v4 exchange/collect `not_done`). */
export function openListingsQueryOptions(api: AppServices['api']) {
  return queryOptions({
    queryKey: [INDEXED, 'market', 'openListings'] as const,
    queryFn: async ({ signal }): Promise<readonly ExchangeListing[]> => {
      const client = await api()
      return readAll(
        (paging, options) =>
          client.getExchangeListings({ notDone: true, ...paging }, options),
        signal,
      )
    },
  })
}

/**
 * Every listing of one token, open or closed: its asks (`tick0` = tick)
 * and its WDOGE bids (`tick1` = tick). The book, the history's prices and
 * makers, and the pool change are read from them.
 */
export function tokenListingsQueryOptions(
  api: AppServices['api'],
  tick: string,
) {
  return queryOptions({
    queryKey: [INDEXED, 'market', 'listings', tick] as const,
    queryFn: async ({ signal }): Promise<readonly ExchangeListing[]> => {
      const client = await api()
      const [asks, bids] = await Promise.all([
        readAll(
          (paging, options) =>
            client.getExchangeListings({ tick0: tick, ...paging }, options),
          signal,
        ),
        readAll(
          (paging, options) =>
            client.getExchangeListings(
              { tick0: WDOGE_TICK, tick1: tick, ...paging },
              options,
            ),
          signal,
        ),
      ])
      return [...asks, ...bids]
    },
  })
}

/**
 * Every operation on one token's listings that names the tick (v4
 * exchange/order `tick`, newest first). Failed trades and cancels keep
 * the empty ticks they carried and are not among them (docs/api.md
 * §7.4); the address's own are read by address.
 */
export function tokenOperationsQueryOptions(
  api: AppServices['api'],
  tick: string,
) {
  return queryOptions({
    queryKey: [INDEXED, 'market', 'operations', tick] as const,
    queryFn: async ({ signal }): Promise<readonly ExchangeOrder[]> => {
      const client = await api()
      return readAll(
        (paging, options) =>
          client.getExchangeOrders({ tick, ...paging }, options),
        signal,
      )
    },
  })
}

/** An address's order-v1 operations, every tick, failed ones included. */
export function addressOperationsQueryOptions(
  api: AppServices['api'],
  address: string | undefined,
) {
  return queryOptions({
    queryKey: [INDEXED, 'market', 'addressOperations', address ?? ''] as const,
    enabled: address !== undefined,
    queryFn: async ({ signal }): Promise<readonly ExchangeOrder[]> => {
      const client = await api()
      return readAll(
        (paging, options) =>
          client.getExchangeOrders(
            { holderAddress: address, ...paging },
            options,
          ),
        signal,
      )
    },
  })
}

/**
 * One listing as it is now (v4 exchange/collect by `exid`): re-read just
 * before signing a trade or a cancel. `undefined` when unknown.
 */
export async function fetchListing(
  client: ApiClient,
  exid: string,
  signal?: AbortSignal,
): Promise<ExchangeListing | undefined> {
  const page = await unwrapApiResult(
    client.getExchangeListings({ exid }, signal ? { signal } : undefined),
  )
  return page.items.find((listing) => listing.exId === exid)
}

/**
 * The v3 order-v1 summaries (every tick, or one): 24 h change, all-time
 * volume, the verified flag and the logo. The v4 summary answers zeros
 * for the figures (docs/api.md §8.6).
 */
export function exchangeSummariesQueryOptions(
  api: AppServices['api'],
  tick?: string,
) {
  return queryOptions({
    queryKey: [INDEXED, 'market', 'summaries', tick ?? ''] as const,
    queryFn: async ({ signal }): Promise<readonly ExchangeTokenSummary[]> => {
      const client = await api()
      return unwrapApiResult(
        client.getExchangeSummariesV3(tick === undefined ? {} : { tick }, {
          signal,
        }),
      )
    },
  })
}

/** Listings ever created and the WDOGE filled (v4 exchange/summary/total). */
export function exchangeTotalsQueryOptions(api: AppServices['api']) {
  return queryOptions({
    queryKey: [INDEXED, 'market', 'totals'] as const,
    queryFn: async ({ signal }): Promise<ExchangeTotals> => {
      const client = await api()
      return unwrapApiResult(client.getExchangeTotals({ signal }))
    },
  })
}

/** Candles of a token against WDOGE (v4 exchange/k), newest first. */
export function exchangeCandlesQueryOptions(
  api: AppServices['api'],
  tick: string,
  interval: CandleInterval,
  limit: number,
) {
  return queryOptions({
    queryKey: [INDEXED, 'market', 'candles', tick, interval, limit] as const,
    queryFn: async ({ signal }): Promise<readonly ExchangeCandle[]> => {
      const client = await api()
      const page = await unwrapApiResult(
        client.getExchangeCandles(
          { tick0: tick, tick1: WDOGE_TICK, dateInterval: interval, limit },
          { signal },
        ),
      )
      return page.items
    },
  })
}
