import { createFileRoute } from '@tanstack/react-router'
import { validatePoolSearch } from '../../features/pool/poolSearch'
import { SwapV2Page } from '../../features/swap/SwapV2Page'

export const Route = createFileRoute('/swap/v2')({
  validateSearch: validatePoolSearch,
  component: Page,
})

function Page() {
  const { pair } = Route.useSearch()
  return <SwapV2Page pairId={pair} />
}
