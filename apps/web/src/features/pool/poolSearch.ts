import * as v from 'valibot'

/**
 * A pair-v2 pair id as the app accepts it, in a link (`?pair=`) or the
 * create form: 1–128 printable ASCII characters, no spaces.
 */
export const PAIR_ID_PATTERN = /^[\x21-\x7e]{1,128}$/

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
