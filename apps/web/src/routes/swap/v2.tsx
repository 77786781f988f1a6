import { createFileRoute } from '@tanstack/react-router'
import { SwapV2Page } from '../../features/swap/SwapV2Page'
import { validateSwapV2Search } from '../../lib/routeParams'

export const Route = createFileRoute('/swap/v2')({
  validateSearch: validateSwapV2Search,
  component: Page,
})

function Page() {
  const { pair, reverse, doge } = Route.useSearch()
  return <SwapV2Page pairId={pair} reverse={reverse} doge={doge} />
}
