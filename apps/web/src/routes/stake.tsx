import { createFileRoute } from '@tanstack/react-router'
import { StakePage } from '../features/stake/StakePage'
import { validateStakeSearch } from '../lib/routeParams'

export const Route = createFileRoute('/stake')({
  validateSearch: validateStakeSearch,
  component: Page,
})

function Page() {
  const { tick } = Route.useSearch()
  return <StakePage tick={tick} />
}
