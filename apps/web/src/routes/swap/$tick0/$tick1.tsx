import { createFileRoute } from '@tanstack/react-router'
import { SwapPage } from '../../../features/swap/SwapPage'
import { parseTickParam, validateSwapSearch } from '../../../lib/routeParams'

export const Route = createFileRoute('/swap/$tick0/$tick1')({
  params: {
    parse: (p) => ({
      tick0: parseTickParam(p.tick0),
      tick1: parseTickParam(p.tick1),
    }),
    stringify: (p) => ({ tick0: String(p.tick0), tick1: String(p.tick1) }),
  },
  validateSearch: validateSwapSearch,
  component: Page,
})

function Page() {
  const params = Route.useParams()
  const search = Route.useSearch()
  return (
    <SwapPage
      tick0={params.tick0}
      tick1={params.tick1}
      doge={search.doge === true}
      amount={search.amount}
    />
  )
}
