import {
  createLookalikeIndex,
  getTickWarnings,
  needsRiskAcknowledgement,
  type TickWarning,
} from '@drc20/core'
import { useQueries } from '@tanstack/react-query'
import { useAtomValue } from 'jotai'
import { useMemo } from 'react'
import {
  type TokenListing,
  tokenListingQueryOptions,
} from '../query/tokenQueries'
import { useServices } from '../services'
import { acknowledgedTicksAtom } from './acknowledgedTicks'

/** What a screen needs to know about a tick before it is picked or signed. */
export type TickSafety = {
  readonly tick: string
  /** core's `getTickWarnings`, most severe first. */
  readonly warnings: readonly TickWarning[]
  /** The warnings need the explicit risk step (`needsRiskAcknowledgement`). */
  readonly needsStep: boolean
  /** The user took the step for this tick (now or on an earlier visit). */
  readonly acknowledged: boolean
  /** The step is needed and not taken: the token may not be used yet. */
  readonly blocked: boolean
  /** The verified flag is still loading. */
  readonly checking: boolean
  /** The token list's logo (untrusted, for `TokenLogo`). */
  readonly logo?: string
}

function getVerified(
  status: 'pending' | 'error' | 'success',
  data: TokenListing | null | undefined,
): boolean | undefined {
  if (status === 'pending') return undefined
  // A tick the list does not know, or whose row could not be read, counts
  // as unverified: the risk step is asked rather than skipped.
  return status === 'success' && data?.verified === true
}

/**
 * The safety facts of `ticks`: the token list's verified flag (one cached
 * request per tick), core's warnings with lookalikes among `listed`
 * (default: `ticks` themselves), and whether the user took the risk step.
 */
export function useTickSafety(
  ticks: readonly string[],
  listed: readonly string[] = ticks,
): ReadonlyMap<string, TickSafety> {
  const { api } = useServices()
  const unique = useMemo(() => [...new Set(ticks)], [ticks])
  const lookalikes = useMemo(() => createLookalikeIndex(listed), [listed])
  const acknowledged = useAtomValue(acknowledgedTicksAtom)
  const listings = useQueries({
    queries: unique.map((tick) => tokenListingQueryOptions(api, tick)),
  })
  return useMemo(() => {
    const map = new Map<string, TickSafety>()
    unique.forEach((tick, i) => {
      const listing = listings[i]
      const verified = getVerified(listing?.status ?? 'pending', listing?.data)
      const warnings = getTickWarnings({
        tick,
        verified,
        lookalikes: lookalikes.lookalikesOf(tick),
      })
      const needsStep = needsRiskAcknowledgement(warnings)
      const taken = acknowledged.has(tick)
      map.set(tick, {
        tick,
        warnings,
        needsStep,
        acknowledged: taken,
        blocked: needsStep && !taken,
        checking: verified === undefined,
        logo: listing?.data?.logo || undefined,
      })
    })
    return map
  }, [unique, listings, lookalikes, acknowledged])
}
