import { createFileRoute } from '@tanstack/react-router'
import { ItemPage } from '../../../features/collections/ItemPage'
import { parseIdParam, validateItemSearch } from '../../../lib/routeParams'

export const Route = createFileRoute('/collections/inscription/$fileId')({
  params: {
    parse: (p) => ({ fileId: parseIdParam(p.fileId) }),
    stringify: (p) => ({ fileId: String(p.fileId) }),
  },
  validateSearch: validateItemSearch,
  component: Page,
})

function Page() {
  const { fileId } = Route.useParams()
  const { meta } = Route.useSearch()
  return <ItemPage fileId={fileId} metaId={meta} />
}
