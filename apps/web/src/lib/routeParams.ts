import { isPairId, parseLinkTick } from '@drc20/core'
import { notFound } from '@tanstack/react-router'
import * as v from 'valibot'

// Path params are untrusted input: anything malformed is a 404, never a crash.

/** A token, LP or wrapped tick from a URL, upper-cased (core's rule). */
export function parseTickParam(raw: string): string {
  return parseLinkTick(raw).match(
    (tick) => tick,
    () => {
      throw notFound()
    },
  )
}

/**
 * A listed token's tick from a URL (`/drc20/{tick}`), upper-cased: any
 * character but control characters, so a lookalike or a tick with a
 * hidden character has a page that says so.
 */
export function parseTokenTickParam(raw: string): string {
  return parseLinkTick(raw, { characters: 'any' }).match(
    (tick) => tick,
    () => {
      throw notFound()
    },
  )
}

/**
 * A Dogecoin address from a URL, trimmed. Its route checks it with
 * {@link checkAddressParam} in `beforeLoad`.
 */
export function parseAddressParam(raw: string): string {
  return raw.trim()
}

/**
 * Core's address rule (`parseLinkAddress`: Base58Check, either network;
 * pages say when it is not the app's) for an address from a URL: a bad one
 * is a 404. Async because the hashing code loads with the first address
 * page, not with the app.
 */
export async function checkAddressParam(address: string): Promise<void> {
  const { isLinkAddress } = await import('./isLinkAddress')
  if (!isLinkAddress(address)) throw notFound()
}

/** An opaque id (collection UUID, file or tx hash) from a URL. */
export function parseIdParam(raw: string): string {
  const id = raw.trim()
  if (!/^[A-Za-z0-9_-]{1,128}$/.test(id)) throw notFound()
  return id
}

/** A non-negative integer from a URL. */
export function parseIntegerParam(raw: string, min = 0): number {
  if (!/^\d{1,15}$/.test(raw)) throw notFound()
  const value = Number(raw)
  if (value < min) throw notFound()
  return value
}

export const POOL_OPS = ['add', 'create', 'remove'] as const
export type PoolOp = (typeof POOL_OPS)[number]

export function parsePoolOpParam(raw: string): PoolOp {
  const op = raw.trim().toLowerCase()
  if (!(POOL_OPS as readonly string[]).includes(op)) throw notFound()
  return op as PoolOp
}

const isFlag = (value: unknown) =>
  value === 1 || value === '1' || value === true || value === 'true'

/** A `1`/`true` flag; anything else (or nothing) is off. */
const flag = v.fallback(
  v.optional(v.pipe(v.unknown(), v.transform(isFlag)), false),
  false,
)

/** A flag that is left out of the URL when off. */
const optionalFlag = v.fallback(
  v.optional(
    v.pipe(
      v.unknown(),
      v.transform((value) => (isFlag(value) ? (true as const) : undefined)),
    ),
  ),
  undefined,
)

/** A pair-v2 pair id (core's `isPairId`); anything malformed is dropped. */
const pairId = v.fallback(
  v.optional(v.pipe(v.string(), v.trim(), v.check(isPairId))),
  undefined,
)

/** `/swap…?doge=1|true`: the WDOGE side is native DOGE (core's `getSwapPair`). */
export const SwapSearchSchema = v.object({ doge: flag })

export type SwapSearch = v.InferOutput<typeof SwapSearchSchema>

export function validateSwapSearch(
  search: Record<string, unknown>,
): SwapSearch {
  return v.parse(SwapSearchSchema, search)
}

/** `?pair=<pair id>` addresses a pair-v2 pool (pool pages). */
const PoolSearchSchema = v.object({ pair: pairId })

export type PoolSearch = v.InferOutput<typeof PoolSearchSchema>

export function validatePoolSearch(
  search: Record<string, unknown>,
): PoolSearch {
  return v.parse(PoolSearchSchema, search)
}

/**
 * `/swap/v2?pair=<pair id>&reverse=1&doge=1`: the pool, which of its
 * tokens is paid, and native DOGE for its WDOGE side (core's
 * `getPoolSwapPair`).
 */
const SwapV2SearchSchema = v.object({
  pair: pairId,
  reverse: optionalFlag,
  doge: optionalFlag,
})

export type SwapV2Search = v.InferOutput<typeof SwapV2SearchSchema>

export function validateSwapV2Search(
  search: Record<string, unknown>,
): SwapV2Search {
  return v.parse(SwapV2SearchSchema, search)
}

/** A text from the URL, trimmed and capped; empty means absent. */
const optionalText = (max: number) =>
  v.fallback(
    v.optional(
      v.pipe(
        v.unknown(),
        v.transform((value) =>
          typeof value === 'string' || typeof value === 'number'
            ? String(value).slice(0, max) || undefined
            : undefined,
        ),
      ),
    ),
    undefined,
  )

/** One of `values`, else absent. */
const optionalPick = <const T extends readonly [string, ...string[]]>(
  values: T,
) => v.fallback(v.optional(v.picklist(values)), undefined)

/** The token explorer's sortable columns. */
export const EXPLORER_SORT_COLUMNS = [
  'tick',
  'deployed',
  'holders',
  'progress',
  'supply',
  'limit',
  'transactions',
] as const

/**
 * `/drc20?tab=completed&q=dog&sort=holders&dir=desc`: the tab (core's
 * `EXPLORER_TABS`; absent is All), the search text and the sorted column,
 * so Back restores the list.
 */
const ExplorerSearchSchema = v.object({
  tab: optionalPick(['in-progress', 'completed', 'favorite']),
  q: optionalText(64),
  sort: optionalPick(EXPLORER_SORT_COLUMNS),
  dir: optionalPick(['asc', 'desc']),
})

export type ExplorerSearch = v.InferOutput<typeof ExplorerSearchSchema>

export function validateExplorerSearch(
  search: Record<string, unknown>,
): ExplorerSearch {
  return v.parse(ExplorerSearchSchema, search)
}

/** A 1-based page number from the URL; anything else is page 1 (absent). */
const optionalPage = v.fallback(
  v.optional(
    v.pipe(
      v.unknown(),
      v.transform((value) => {
        const n = typeof value === 'string' ? Number(value) : value
        return typeof n === 'number' && Number.isSafeInteger(n) && n > 1
          ? n
          : undefined
      }),
    ),
  ),
  undefined,
)

/**
 * `/drc20/{tick}?view=transactions&page=3&op=mint`: the section shown
 * (absent: holders), its page and the operation filter.
 */
const TokenPageSearchSchema = v.object({
  view: optionalPick(['holders', 'transactions']),
  page: optionalPage,
  op: optionalPick(['deploy', 'mint', 'transfer']),
})

export type TokenPageSearch = v.InferOutput<typeof TokenPageSearchSchema>

export function validateTokenPageSearch(
  search: Record<string, unknown>,
): TokenPageSearch {
  return v.parse(TokenPageSearchSchema, search)
}
