import { isWdogeTick } from '@drc20/core'
import { queryOptions } from '@tanstack/react-query'
import { unwrapApiResult } from '../api/apiQueryError'
import type { AppServices } from '../services'

/** What the token list says about one tick. */
export type TokenListing = {
  /** The operator's verified flag (`is_check`). */
  readonly verified: boolean
  /** The API's logo URL (untrusted; `''` when none or blanked). */
  readonly logo: string
}

/** Verification changes by hand, rarely: re-read every 5 minutes at most. */
const LISTING_STALE_MS = 5 * 60 * 1000

/**
 * One tick's row of the token list (v4 drc20/collect with `tick`):
 * whether it is verified and its logo; `null` when the list has no such
 * token. Wrapped DOGE is not a deployed token: it needs no request.
 */
export function tokenListingQueryOptions(
  api: AppServices['api'],
  tick: string,
) {
  return queryOptions({
    queryKey: ['token', 'listing', tick] as const,
    staleTime: LISTING_STALE_MS,
    queryFn: async ({ signal }): Promise<TokenListing | null> => {
      if (isWdogeTick(tick)) return { verified: true, logo: '' }
      const client = await api()
      const page = await unwrapApiResult(client.getTokens({ tick }, { signal }))
      const row = page.items.find((token) => token.tick === tick)
      return row ? { verified: row.isCheck, logo: row.logo ?? '' } : null
    },
  })
}
