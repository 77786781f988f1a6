import { createFileRoute } from '@tanstack/react-router'
import { CollectionPage } from '../../features/collections/CollectionPage'
import { parseIdParam, validateCollectionSearch } from '../../lib/routeParams'

export const Route = createFileRoute('/collections/$metaId')({
  params: {
    parse: (p) => ({ metaId: parseIdParam(p.metaId) }),
    stringify: (p) => ({ metaId: String(p.metaId) }),
  },
  validateSearch: validateCollectionSearch,
  component: Page,
})

function Page() {
  const { metaId } = Route.useParams()
  const search = Route.useSearch()
  return <CollectionPage metaId={metaId} search={search} />
}
