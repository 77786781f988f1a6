import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { FeaturePlaceholder } from '../../../features/placeholder/FeaturePlaceholder'
import { parseIdParam } from '../../../lib/routeParams'

export const Route = createFileRoute('/collections/inscription/$fileId')({
  params: {
    parse: (p) => ({ fileId: parseIdParam(p.fileId) }),
    stringify: (p) => ({ fileId: String(p.fileId) }),
  },
  component: Page,
})

function Page() {
  const params = Route.useParams()
  return <FeaturePlaceholder title={msg`Inscription`} subject={params.fileId} />
}
