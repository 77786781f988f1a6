import { createFileRoute } from '@tanstack/react-router'
import { TokenPage } from '../../features/analytics/TokenPage'
import { parseTickParam } from '../../lib/routeParams'

export const Route = createFileRoute('/token/$tick')({
  params: {
    parse: (p) => ({ tick: parseTickParam(p.tick) }),
    stringify: (p) => ({ tick: String(p.tick) }),
  },
  component: Page,
})

function Page() {
  const params = Route.useParams()
  return <TokenPage tick={params.tick} />
}
