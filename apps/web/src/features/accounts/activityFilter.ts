import type { ActivityProtocol } from '@drc20/core'
import type { AccountSearch } from '../../lib/routeParams'
import type { ActivityFilterSearch } from './ActivitySection'

/** The URL's filters as the activity list reads them, and back. */
export function toActivityFilter(search: AccountSearch): ActivityFilterSearch {
  return {
    protocols: (search.protocols?.split(',') ?? []) as ActivityProtocol[],
    status: search.status,
  }
}

export function toAccountSearch(filter: ActivityFilterSearch): AccountSearch {
  return {
    protocols:
      filter.protocols.length > 0 ? filter.protocols.join(',') : undefined,
    status: filter.status,
  }
}
