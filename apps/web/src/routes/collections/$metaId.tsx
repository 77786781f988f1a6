import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { FeaturePlaceholder } from '../../features/placeholder/FeaturePlaceholder'
import { parseIdParam } from '../../lib/routeParams'

export const Route = createFileRoute('/collections/$metaId')({
  params: {
    parse: (p) => ({ metaId: parseIdParam(p.metaId) }),
    stringify: (p) => ({ metaId: String(p.metaId) }),
  },
  component: Page,
})

function Page() {
  const params = Route.useParams()
  return <FeaturePlaceholder title={msg`Collection`} subject={params.metaId} />
}
