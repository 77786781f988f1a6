import { createFileRoute } from '@tanstack/react-router'
import { SwapPage } from '../../features/swap/SwapPage'
import { validateSwapSearch } from '../../lib/routeParams'

export const Route = createFileRoute('/swap/')({
  validateSearch: validateSwapSearch,
  component: Page,
})

function Page() {
  const search = Route.useSearch()
  return <SwapPage doge={search.doge === true} />
}
