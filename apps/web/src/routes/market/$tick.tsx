import { createFileRoute } from '@tanstack/react-router'
import { MarketTokenPage } from '../../features/market/MarketTokenPage'
import {
  parseTickParam,
  validateMarketTokenSearch,
} from '../../lib/routeParams'

export const Route = createFileRoute('/market/$tick')({
  params: {
    parse: (p) => ({ tick: parseTickParam(p.tick) }),
    stringify: (p) => ({ tick: String(p.tick) }),
  },
  validateSearch: validateMarketTokenSearch,
  component: Page,
})

function Page() {
  const params = Route.useParams()
  const search = Route.useSearch()
  return <MarketTokenPage tick={params.tick} search={search} />
}
