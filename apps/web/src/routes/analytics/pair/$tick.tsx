import { createFileRoute } from '@tanstack/react-router'
import { PairAnalyticsPage } from '../../../features/analytics/PairAnalyticsPage'
import { parseTickParam } from '../../../lib/routeParams'

export const Route = createFileRoute('/analytics/pair/$tick')({
  params: {
    parse: (p) => ({ tick: parseTickParam(p.tick) }),
    stringify: (p) => ({ tick: String(p.tick) }),
  },
  component: Page,
})

function Page() {
  const params = Route.useParams()
  return <PairAnalyticsPage lpTick={params.tick} />
}
