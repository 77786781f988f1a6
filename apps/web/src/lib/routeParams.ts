import { isPairId, parseLinkTick, parseMaxFileSize } from '@drc20/core'
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

export function validateInscribeSearch(
  search: Record<string, unknown>,
): InscribeSearch {
  return v.parse(InscribeSearchSchema, search)
}

/** `/transfer?tick=X`: the token to send. */
const TransferSearchSchema = v.object({ tick: linkTick })

export type TransferSearch = v.InferOutput<typeof TransferSearchSchema>

export function validateTransferSearch(
  search: Record<string, unknown>,
): TransferSearch {
  return v.parse(TransferSearchSchema, search)
}

/** `/inscribe/point?q=<tx hash or order id>`: checked by the page. */
const LookupSearchSchema = v.object({
  q: v.fallback(
    v.optional(v.pipe(v.string(), v.trim(), v.maxLength(128))),
    undefined,
  ),
})

export type LookupSearch = v.InferOutput<typeof LookupSearchSchema>

export function validateLookupSearch(
  search: Record<string, unknown>,
): LookupSearch {
  return v.parse(LookupSearchSchema, search)
}

/** `/inscribe/{maxSize}`: core's 1–50,000 bytes rule; anything else is a 404. */
export function parseMaxSizeParam(raw: string): number {
  return parseMaxFileSize(raw).match(
    (value) => value,
    () => {
      throw notFound()
    },
  )
}
