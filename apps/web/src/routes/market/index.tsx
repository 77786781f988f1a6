import { createFileRoute } from '@tanstack/react-router'
import { MarketHomePage } from '../../features/market/MarketHomePage'
import { validateMarketSearch } from '../../lib/routeParams'

export const Route = createFileRoute('/market/')({
  validateSearch: validateMarketSearch,
  component: Page,
})

function Page() {
  const search = Route.useSearch()
  return <MarketHomePage search={search} />
}
