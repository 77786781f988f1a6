import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { FeaturePlaceholder } from '../../../features/placeholder/FeaturePlaceholder'
import { parseTickParam } from '../../../lib/routeParams'

export const Route = createFileRoute('/analytics/tick/$tick')({
  params: {
    parse: (p) => ({ tick: parseTickParam(p.tick) }),
    stringify: (p) => ({ tick: String(p.tick) }),
  },
  component: Page,
})

function Page() {
  const params = Route.useParams()
  return (
    <FeaturePlaceholder title={msg`Token analytics`} subject={params.tick} />
  )
}
