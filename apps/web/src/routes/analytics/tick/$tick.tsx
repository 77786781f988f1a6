import { createFileRoute } from '@tanstack/react-router'
import { TokenAnalyticsPage } from '../../../features/analytics/TokenAnalyticsPage'
import {
  parseTickParam,
  validateTokenAnalyticsSearch,
} from '../../../lib/routeParams'

export const Route = createFileRoute('/analytics/tick/$tick')({
  params: {
    parse: (p) => ({ tick: parseTickParam(p.tick) }),
    stringify: (p) => ({ tick: String(p.tick) }),
  },
  validateSearch: validateTokenAnalyticsSearch,
  component: Page,
})

function Page() {
  const params = Route.useParams()
  const search = Route.useSearch()
  return (
    <TokenAnalyticsPage tick={params.tick} interval={search.interval ?? '1d'} />
  )
}
