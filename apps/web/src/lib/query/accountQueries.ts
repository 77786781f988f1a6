import {
  ACTIVITY_PROTOCOLS,
  type ActivityRow,
  type ExchangeListing,
  type FileExchangeItem,
  type FileHolding,
  getActivityRow,
  type NftItem,
  type StakePosition,
  type StakeReward,
} from '@drc20/core'
import { queryOptions } from '@tanstack/react-query'
import { ResultAsync } from 'neverthrow'
import { fetchAddressActivity } from '../activity/fetchAddressActivity'
import { unwrapApiResult } from '../api/apiQueryError'
import type { AppServices } from '../services'
import { INDEXED } from './queryKeys'

/** Rows asked of each protocol per step of the activity window. */
export const ACTIVITY_STEP = 50
/** Rows of a holdings list (listings, files, NFTs, stakes). */
const HOLDINGS_LIMIT = 500

export type AddressActivity = {
  /** Every protocol's newest `limit` rows as activity rows (unsorted). */
  readonly rows: readonly ActivityRow[]
  /** Operations the server counts across protocols. */
  readonly total: number
  /** Some protocol has rows past the window. */
  readonly hasMore: boolean
}

/**
 * An address's newest `limit` operations of every protocol. Each
 * protocol's list is newest first, so the first `limit` of the merge are
 * exact; a larger `limit` reaches further back.
 */
export function addressActivityQueryOptions(
  api: AppServices['api'],
  address: string,
  limit: number,
) {
  return queryOptions({
    queryKey: [INDEXED, 'account', address, 'activity', limit] as const,
    queryFn: async ({ signal }): Promise<AddressActivity> => {
      const client = await api()
      const pages = await unwrapApiResult(
        ResultAsync.combine(
          ACTIVITY_PROTOCOLS.map((protocol) =>
            fetchAddressActivity(client, protocol, address, limit, 0, signal),
          ),
        ),
      )
      return {
        rows: pages.flatMap((p) =>
          p.records.map((record) => getActivityRow(record, address)),
        ),
        total: pages.reduce((sum, p) => sum + p.total, 0),
        hasMore: pages.some((p) => p.records.length >= limit),
      }
    },
    placeholderData: (previous) => previous,
  })
}

/** DOGE on the address (utxo service), koinu. */
export function utxoBalanceQueryOptions(
  api: AppServices['api'],
  address: string,
) {
  return queryOptions({
    queryKey: [INDEXED, 'account', address, 'doge'] as const,
    queryFn: async ({ signal }): Promise<bigint> => {
      const client = await api()
      const { balanceRaw } = await unwrapApiResult(
        client.getUtxoBalance({ address }, { signal }),
      )
      return balanceRaw
    },
  })
}

export type StakeHolding = StakePosition & {
  /**
   * Earned and not yet claimed, one row per reward token (v4 stake/reward,
   * docs/api.md §8.9); `null` when the server has none to say.
   */
  readonly rewards: readonly StakeReward[] | null
}

/** The address's stakes with the rewards each has earned. */
export function stakeHoldingsQueryOptions(
  api: AppServices['api'],
  address: string,
) {
  return queryOptions({
    queryKey: [INDEXED, 'account', address, 'stakes'] as const,
    queryFn: async ({ signal }): Promise<readonly StakeHolding[]> => {
      const client = await api()
      const page = await unwrapApiResult(
        client.getStakePositions(
          { holderAddress: address, limit: HOLDINGS_LIMIT },
          { signal },
        ),
      )
      // A position without rewards yet is a 200/c500 "record not found":
      // the position still shows, its rewards unknown.
      const rewards = await Promise.all(
        page.items.map((p) =>
          client
            .getStakeRewards(
              { holderAddress: address, tick: p.tick },
              { signal },
            )
            .unwrapOr(null),
        ),
      )
      return page.items.map((p, i) => ({ ...p, rewards: rewards[i] ?? null }))
    },
  })
}

export type ListingHoldings = {
  /** order-v1 listings still open (`amt0 != amt0_finish`). */
  readonly tokens: readonly ExchangeListing[]
  /** order-v2 file listings of the address. */
  readonly files: readonly FileExchangeItem[]
}

/** The address's open market listings, tokens and files. */
export function openListingsQueryOptions(
  api: AppServices['api'],
  address: string,
) {
  return queryOptions({
    queryKey: [INDEXED, 'account', address, 'listings'] as const,
    queryFn: async ({ signal }): Promise<ListingHoldings> => {
      const client = await api()
      const [tokens, files] = await Promise.all([
        unwrapApiResult(
          client.getExchangeListings(
            { holderAddress: address, notDone: true, limit: HOLDINGS_LIMIT },
            { signal },
          ),
        ),
        unwrapApiResult(
          client.getFileExchangeItems(
            { holderAddress: address, listed: true, limit: HOLDINGS_LIMIT },
            { signal },
          ),
        ),
      ])
      return {
        tokens: tokens.items.filter((l) => l.amt0Finish < l.amt0),
        files: files.items.filter(
          (f) => f.exId !== '' && f.fileExchangeHolder === address,
        ),
      }
    },
  })
}

export type InscriptionHoldings = {
  readonly files: readonly FileHolding[]
  readonly nfts: readonly NftItem[]
}

/** The files and AI-NFTs the address holds. */
export function inscriptionHoldingsQueryOptions(
  api: AppServices['api'],
  address: string,
) {
  return queryOptions({
    queryKey: [INDEXED, 'account', address, 'inscriptions'] as const,
    queryFn: async ({ signal }): Promise<InscriptionHoldings> => {
      const client = await api()
      const [files, nfts] = await Promise.all([
        unwrapApiResult(
          client.getFileHoldings(
            { holderAddress: address, limit: HOLDINGS_LIMIT },
            { signal },
          ),
        ),
        unwrapApiResult(
          client.getNftItems(
            { holderAddress: address, limit: HOLDINGS_LIMIT },
            { signal },
          ),
        ),
      ])
      return { files: files.items, nfts: nfts.items }
    },
  })
}

export type BalancesProgress = {
  readonly loaded: number
  readonly total: number
}

/**
 * Every DRC-20 balance of an address (LP and WDOGE included), 2,000 a page
 * and up to 10 pages (docs/product.md §7); `onProgress` hears each page.
 */
export function accountBalancesQueryOptions(
  api: AppServices['api'],
  address: string,
  onProgress?: (progress: BalancesProgress) => void,
) {
  return queryOptions({
    queryKey: [INDEXED, 'account', address, 'balances'] as const,
    queryFn: async ({ signal }) => {
      const client = await api()
      return unwrapApiResult(
        client.fetchAllBalances({
          holderAddress: address,
          signal,
          onProgress: ({ loaded, total }) =>
            onProgress?.({ loaded, total: total ?? 0 }),
        }),
      )
    },
  })
}

export type ActiveAddress = {
  readonly address: string
  /** The top-token balances it is listed for, largest first. */
  readonly holdings: readonly { readonly tick: string; readonly amt: bigint }[]
}

/** Tokens whose holder lists name the most active addresses. */
const TOP_TOKENS = 5
const TOP_HOLDERS = 20

/**
 * The most active addresses the API can tell: the top holders of the
 * tokens with the most holders (v4 drc20/collect, then collect-address by
 * tick, which is ordered by balance), pool and escrow addresses included
 * as the API lists them.
 */
export function activeAddressesQueryOptions(api: AppServices['api']) {
  return queryOptions({
    queryKey: [INDEXED, 'accounts', 'active'] as const,
    queryFn: async ({ signal }): Promise<readonly ActiveAddress[]> => {
      const client = await api()
      const tokens = await unwrapApiResult(
        client.getTokens({ limit: 200 }, { signal }),
      )
      const top = [...tokens.items]
        .filter((t) => !t.tick.includes('(') && !t.tick.includes('-SWAP-'))
        .sort((a, b) => b.holders - a.holders)
        .slice(0, TOP_TOKENS)
      const lists = await Promise.all(
        top.map((token) =>
          unwrapApiResult(
            client.getBalances(
              { tick: token.tick, limit: TOP_HOLDERS },
              { signal },
            ),
          ),
        ),
      )
      const byAddress = new Map<string, { tick: string; amt: bigint }[]>()
      for (const list of lists)
        for (const b of list.items) {
          const held = byAddress.get(b.holderAddress) ?? []
          held.push({ tick: b.tick, amt: b.amt })
          byAddress.set(b.holderAddress, held)
        }
      return [...byAddress.entries()]
        .map(([address, holdings]) => ({ address, holdings }))
        .sort((a, b) => b.holdings.length - a.holdings.length)
    },
  })
}
