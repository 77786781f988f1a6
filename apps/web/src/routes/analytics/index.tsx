import { createFileRoute } from '@tanstack/react-router'
import { AnalyticsPage } from '../../features/analytics/AnalyticsPage'
import { validateAnalyticsSearch } from '../../lib/routeParams'

export const Route = createFileRoute('/analytics/')({
  validateSearch: validateAnalyticsSearch,
  component: Page,
})

function Page() {
  const search = Route.useSearch()
  return <AnalyticsPage range={search.range ?? '30d'} />
}
