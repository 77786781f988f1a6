import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { parseTickParam } from '../../../../app/routeParams'
import { FeaturePlaceholder } from '../../../../features/placeholder/FeaturePlaceholder'

export const Route = createFileRoute('/pool/remove/$tick0/$tick1')({
  params: {
    parse: (p) => ({
      tick0: parseTickParam(p.tick0),
      tick1: parseTickParam(p.tick1),
    }),
    stringify: (p) => ({ tick0: String(p.tick0), tick1: String(p.tick1) }),
  },
  component: Page,
})

function Page() {
  const params = Route.useParams()
  return (
    <FeaturePlaceholder
      title={msg`Remove liquidity`}
      subject={`${params.tick0} / ${params.tick1}`}
    />
  )
}
