import { PAIR_ID_PATTERN } from '@drc20/core'
import * as v from 'valibot'

/** `?pair=<pair id>` addresses a pair-v2 pool; anything malformed is dropped. */
const PoolSearchSchema = v.object({
  pair: v.fallback(
    v.optional(v.pipe(v.string(), v.trim(), v.regex(PAIR_ID_PATTERN))),
    undefined,
  ),
})

export type PoolSearch = v.InferOutput<typeof PoolSearchSchema>

export function validatePoolSearch(
  search: Record<string, unknown>,
): PoolSearch {
  return v.parse(PoolSearchSchema, search)
}
