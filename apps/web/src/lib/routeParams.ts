import { parseLinkTick } from '@drc20/core'
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

/** `?doge=1|true` means native DOGE is the first token; anything else is off. */
export const SwapSearchSchema = v.object({
  doge: v.fallback(
    v.optional(
      v.pipe(
        v.unknown(),
        v.transform(
          (value) =>
            value === 1 || value === '1' || value === true || value === 'true',
        ),
      ),
      false,
    ),
    false,
  ),
})

export type SwapSearch = v.InferOutput<typeof SwapSearchSchema>

export function validateSwapSearch(
  search: Record<string, unknown>,
): SwapSearch {
  return v.parse(SwapSearchSchema, search)
}
