import { createFileRoute } from '@tanstack/react-router'
import { InscriptionLookupPage } from '../../features/inscribe/InscriptionLookupPage'
import { validateLookupSearch } from '../../lib/routeParams'

export const Route = createFileRoute('/inscribe/point')({
  validateSearch: validateLookupSearch,
  component: Page,
})

function Page() {
  const { q } = Route.useSearch()
  return <InscriptionLookupPage {...(q === undefined ? {} : { q })} />
}
