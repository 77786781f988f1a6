import {
  ACTIVITY_PROTOCOLS,
  type ActivityProtocol,
  isPairId,
  parseLinkTick,
  parseMaxFileSize,
} from '@drc20/core'
import { notFound } from '@tanstack/react-router'
import * as v from 'valibot'
import { ID_PARAM_PATTERN, INTEGER_PARAM_PATTERN } from './paramPatterns'

/**
 * A route's `validateSearch`: the URL's search read through its schema,
 * whose fields each fall back on their own (a bad value is dropped, never
 * thrown).
 */
function searchValidator<TSchema extends v.GenericSchema>(schema: TSchema) {
  return (search: Record<string, unknown>): v.InferOutput<TSchema> =>
    v.parse(schema, search)
}

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
  if (!ID_PARAM_PATTERN.test(id)) throw notFound()
  return id
}

/** A non-negative integer from a URL. */
export function parseIntegerParam(raw: string, min = 0): number {
  if (!INTEGER_PARAM_PATTERN.test(raw)) throw notFound()
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

/** A flag that is left out of the URL when off. */
const optionalFlag = v.fallback(
  v.optional(
    v.pipe(
      v.unknown(),
      v.transform((value) => urlFlag(isFlag(value))),
    ),
  ),
  undefined,
)

/** A flag as a link writes it (`optionalFlag`): `true`, or left out when off. */
export const urlFlag = (on: boolean): true | undefined =>
  on ? true : undefined

/** A pair-v2 pair id (core's `isPairId`); anything malformed is dropped. */
const pairId = v.fallback(
  v.optional(v.pipe(v.string(), v.trim(), v.check(isPairId))),
  undefined,
)

/**
 * An amount from a URL: a plain decimal with a dot (`19.49`), whatever the
 * language; anything else is dropped.
 */
const urlAmount = v.fallback(
  v.optional(v.pipe(v.string(), v.trim(), v.regex(/^\d{1,30}(\.\d{1,8})?$/))),
  undefined,
)

/**
 * `/swap…?doge=1|true&amount=19.49`: the WDOGE side is native DOGE (core's
 * `getSwapPair`); `amount` prefills what is paid (a link from the market's
 * best-execution panel).
 */
export const SwapSearchSchema = v.object({
  doge: optionalFlag,
  amount: urlAmount,
})

export type SwapSearch = v.InferOutput<typeof SwapSearchSchema>

export const validateSwapSearch = searchValidator(SwapSearchSchema)

/** `?pair=<pair id>` addresses a pair-v2 pool (pool pages). */
const PoolSearchSchema = v.object({ pair: pairId })

export type PoolSearch = v.InferOutput<typeof PoolSearchSchema>

export const validatePoolSearch = searchValidator(PoolSearchSchema)

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

export const validateSwapV2Search = searchValidator(SwapV2SearchSchema)

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

export const validateExplorerSearch = searchValidator(ExplorerSearchSchema)

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

export const validateTokenPageSearch = searchValidator(TokenPageSearchSchema)

const ACTIVITY_STATUSES = ['pending', 'completed', 'failed'] as const

/**
 * `/accounts/{address}?protocols=drc-20,wdoge&status=failed`: the activity
 * filters. Unknown protocols are dropped; a bad status is no filter.
 */
const AccountSearchSchema = v.object({
  protocols: v.fallback(
    v.optional(
      v.pipe(
        v.string(),
        v.transform((text) =>
          text
            .split(',')
            .map((p) => p.trim())
            .filter((p): p is ActivityProtocol =>
              (ACTIVITY_PROTOCOLS as readonly string[]).includes(p),
            )
            .join(','),
        ),
        v.transform((text) => (text === '' ? undefined : text)),
      ),
    ),
    undefined,
  ),
  status: v.fallback(v.optional(v.picklist(ACTIVITY_STATUSES)), undefined),
})

export type AccountSearch = v.InferOutput<typeof AccountSearchSchema>

export const validateAccountSearch = searchValidator(AccountSearchSchema)

const trimmedText = (max: number) =>
  v.fallback(
    v.optional(
      v.pipe(
        v.string(),
        v.trim(),
        v.maxLength(max),
        v.transform((s) => (s === '' ? undefined : s)),
      ),
    ),
    undefined,
  )

/**
 * `/collections/{meta_id}?tab=activity&listed=1&sort=asc&q=…&trait=Hat:Cap`:
 * the tab, listed only, price order, name search and trait filters
 * (`Trait:Value`, URI-encoded parts; core's `parseTraitFilter`).
 */
const CollectionSearchSchema = v.object({
  tab: v.fallback(v.optional(v.picklist(['items', 'activity'])), undefined),
  listed: optionalFlag,
  sort: v.fallback(v.optional(v.picklist(['asc', 'desc'])), undefined),
  q: trimmedText(100),
  trait: v.fallback(
    v.optional(
      v.pipe(
        v.union([v.array(v.string()), v.string()]),
        v.transform((x) => (Array.isArray(x) ? x : [x]).slice(0, 50)),
      ),
    ),
    undefined,
  ),
})

export type CollectionSearch = v.InferOutput<typeof CollectionSearchSchema>

export const validateCollectionSearch = searchValidator(CollectionSearchSchema)

/** `/files_market?sort=asc&q=…`: price order and name search. */
const FilesMarketSearchSchema = v.object({
  sort: v.fallback(v.optional(v.picklist(['asc', 'desc'])), undefined),
  q: trimmedText(100),
})

export type FilesMarketSearch = v.InferOutput<typeof FilesMarketSearchSchema>

export const validateFilesMarketSearch = searchValidator(
  FilesMarketSearchSchema,
)

/** `/collections/inscription/{file_id}?meta=<meta_id>`: its collection. */
const ItemSearchSchema = v.object({
  meta: v.fallback(
    v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,128}$/))),
    undefined,
  ),
})

export type ItemSearch = v.InferOutput<typeof ItemSearchSchema>

export const validateItemSearch = searchValidator(ItemSearchSchema)

/** A tick from the query string (core's `parseLinkTick`); malformed: none. */
const searchTick = v.fallback(
  v.optional(
    v.pipe(
      v.unknown(),
      v.transform((raw) =>
        typeof raw === 'string' || typeof raw === 'number'
          ? parseLinkTick(String(raw)).unwrapOr(undefined)
          : undefined,
      ),
    ),
  ),
  undefined,
)

/** `/stake?tick=<staked tick>`: the pool shown beside the list. */
const StakeSearchSchema = v.object({ tick: searchTick })

export type StakeSearch = v.InferOutput<typeof StakeSearchSchema>

export const validateStakeSearch = searchValidator(StakeSearchSchema)

/** `/project?tick0=<box tick>`: one launchpad box. */
const ProjectSearchSchema = v.object({ tick0: searchTick })

export type ProjectSearch = v.InferOutput<typeof ProjectSearchSchema>

export const validateProjectSearch = searchValidator(ProjectSearchSchema)

/** A page number from the URL: 1 and up; anything else is 1. */
const pageNumber = v.fallback(
  v.optional(
    v.pipe(v.unknown(), v.transform(Number), v.integer(), v.minValue(1)),
  ),
  undefined,
)

/** A short free text from the URL (a search box), trimmed to 64 characters. */
const searchText = v.fallback(
  v.optional(
    v.pipe(
      v.string(),
      v.transform((text) => text.slice(0, 64)),
    ),
  ),
  undefined,
)

export const MARKET_SORTS = [
  'tick',
  'floor',
  'change',
  'volume',
  'listed',
  'count',
  'total',
  'week',
] as const
export type MarketSort = (typeof MARKET_SORTS)[number]

/**
 * `/market?q=&sort=&dir=&page=`: the market home's search, sort and page,
 * so a link (and the back button) keeps them.
 */
const MarketSearchSchema = v.object({
  q: searchText,
  sort: v.fallback(v.optional(v.picklist(MARKET_SORTS)), undefined),
  dir: v.fallback(v.optional(v.picklist(['asc', 'desc'])), undefined),
  page: pageNumber,
})

export type MarketSearch = v.InferOutput<typeof MarketSearchSchema>

export const validateMarketSearch = searchValidator(MarketSearchSchema)

export const MARKET_TABS = ['buy', 'sell', 'list', 'bid'] as const
export type MarketTab = (typeof MARKET_TABS)[number]
export const MARKET_HISTORY_TABS = ['trades', 'listed', 'mine'] as const
export type MarketHistoryTab = (typeof MARKET_HISTORY_TABS)[number]
export const MARKET_INTERVALS = ['15m', '1h', '4h', '1d'] as const
export type MarketInterval = (typeof MARKET_INTERVALS)[number]

/** A listing id (a reveal tx hash): 64 hex digits, else dropped. */
const listingId = v.fallback(
  v.optional(
    v.pipe(v.string(), v.trim(), v.toLowerCase(), v.regex(/^[0-9a-f]{64}$/)),
  ),
  undefined,
)

/**
 * `/market/{tick}?tab=&listing=&amount=&history=&interval=`: the trade
 * form shown, the listing picked in the book, the amount to prefill (a
 * dot decimal, from the best-execution panel), the history tab and the
 * chart's interval.
 */
const MarketTokenSearchSchema = v.object({
  tab: v.fallback(v.optional(v.picklist(MARKET_TABS)), undefined),
  listing: listingId,
  amount: urlAmount,
  history: v.fallback(v.optional(v.picklist(MARKET_HISTORY_TABS)), undefined),
  interval: v.fallback(v.optional(v.picklist(MARKET_INTERVALS)), undefined),
})

export type MarketTokenSearch = v.InferOutput<typeof MarketTokenSearchSchema>

export const validateMarketTokenSearch = searchValidator(
  MarketTokenSearchSchema,
)

/** A tick prefilled from a link: kept as text, checked by the form. */
const linkTick = v.fallback(
  v.optional(v.pipe(v.string(), v.trim(), v.maxLength(32))),
  undefined,
)

/** `/inscribe?op=mint&tick=X`, `/inscribe?op=deploy`: the form prefilled. */
const InscribeSearchSchema = v.object({
  op: v.fallback(v.optional(v.picklist(['deploy', 'mint'])), undefined),
  tick: linkTick,
})

export type InscribeSearch = v.InferOutput<typeof InscribeSearchSchema>

export const validateInscribeSearch = searchValidator(InscribeSearchSchema)

/** `/transfer?tick=X`: the token to send. */
const TransferSearchSchema = v.object({ tick: linkTick })

export type TransferSearch = v.InferOutput<typeof TransferSearchSchema>

export const validateTransferSearch = searchValidator(TransferSearchSchema)

/** `/inscribe/point?q=<tx hash or order id>`: checked by the page. */
const LookupSearchSchema = v.object({
  q: v.fallback(
    v.optional(v.pipe(v.string(), v.trim(), v.maxLength(128))),
    undefined,
  ),
})

export type LookupSearch = v.InferOutput<typeof LookupSearchSchema>

export const validateLookupSearch = searchValidator(LookupSearchSchema)

/** `/inscribe/{maxSize}`: core's 1–50,000 bytes rule; anything else is a 404. */
export function parseMaxSizeParam(raw: string): number {
  return parseMaxFileSize(raw).match(
    (value) => value,
    () => {
      throw notFound()
    },
  )
}

/**
 * `/inscribe/{maxSize}?order=<id>`: the upload order shown after payment
 * (a UUID, so a reload finds it again); anything else is dropped.
 */
const UploadSearchSchema = v.object({
  order: v.fallback(
    v.optional(
      v.pipe(
        v.string(),
        v.trim(),
        v.toLowerCase(),
        v.regex(
          /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
        ),
      ),
    ),
    undefined,
  ),
})

export type UploadSearch = v.InferOutput<typeof UploadSearchSchema>

export const validateUploadSearch = searchValidator(UploadSearchSchema)

export const ANALYTICS_RANGES = ['7d', '30d', 'all'] as const
export type AnalyticsRange = (typeof ANALYTICS_RANGES)[number]

/** `/analytics?range=`: the charts' range (7 d, 30 d, all; default 30 d). */
const AnalyticsSearchSchema = v.object({
  range: v.fallback(v.optional(v.picklist(ANALYTICS_RANGES)), undefined),
})

export type AnalyticsSearch = v.InferOutput<typeof AnalyticsSearchSchema>

export const validateAnalyticsSearch = searchValidator(AnalyticsSearchSchema)

/** `/analytics/tick/{tick}?interval=`: the candles' interval (default 1d). */
const TokenAnalyticsSearchSchema = v.object({
  interval: v.fallback(v.optional(v.picklist(MARKET_INTERVALS)), undefined),
})

export type TokenAnalyticsSearch = v.InferOutput<
  typeof TokenAnalyticsSearchSchema
>

export const validateTokenAnalyticsSearch = searchValidator(
  TokenAnalyticsSearchSchema,
)
