import { notFound } from '@tanstack/react-router'
import * as v from 'valibot'

// Path params are untrusted input: anything malformed is a 404, never a crash.

const PRINTABLE = /^[\x21-\x7e]+$/

/** A token, LP or wrapped tick from a URL, upper-cased (ticks are ASCII). */
export function parseTickParam(raw: string): string {
  const tick = raw.trim().toUpperCase()
  if (tick.length === 0 || tick.length > 64 || !PRINTABLE.test(tick)) {
    throw notFound()
  }
  return tick
}

const BASE58 = /^[1-9A-HJ-NP-Za-km-z]{25,40}$/

/** A Dogecoin address from a URL (shape only; pages validate the network). */
export function parseAddressParam(raw: string): string {
  const address = raw.trim()
  if (!BASE58.test(address)) throw notFound()
  return address
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
