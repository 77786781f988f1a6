import { createFileRoute } from '@tanstack/react-router'
import { PairAnalyticsPage } from '../../../features/analytics/PairAnalyticsPage'
import {
  parseTickParam,
  validateTokenAnalyticsSearch,
} from '../../../lib/routeParams'

export const Route = createFileRoute('/analytics/pair/$tick')({
  params: {
    parse: (p) => ({ tick: parseTickParam(p.tick) }),
    stringify: (p) => ({ tick: String(p.tick) }),
  },
  // The candle interval, as on the token page.
  validateSearch: validateTokenAnalyticsSearch,
  component: Page,
})

function Page() {
  const params = Route.useParams()
  const search = Route.useSearch()
  return (
    <PairAnalyticsPage
      lpTick={params.tick}
      interval={search.interval ?? '1d'}
    />
  )
}
