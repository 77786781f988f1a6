import { createFileRoute } from '@tanstack/react-router'
import { InscribePage } from '../../features/inscribe/InscribePage'
import { validateInscribeSearch } from '../../lib/routeParams'

export const Route = createFileRoute('/inscribe/')({
  validateSearch: validateInscribeSearch,
  component: Page,
})

function Page() {
  const { op, tick } = Route.useSearch()
  return <InscribePage op={op ?? 'mint'} tick={tick} />
}
