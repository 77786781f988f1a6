import { createFileRoute } from '@tanstack/react-router'
import { validateSwapSearch } from '../../app/routeParams'
import { SwapPage } from '../../features/swap/SwapPage'

export const Route = createFileRoute('/swap/')({
  validateSearch: validateSwapSearch,
  component: Page,
})

function Page() {
  const search = Route.useSearch()
  return <SwapPage doge={search.doge} />
}
