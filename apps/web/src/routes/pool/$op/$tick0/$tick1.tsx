import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { parsePoolOpParam, parseTickParam } from '../../../../app/routeParams'
import { FeaturePlaceholder } from '../../../../features/placeholder/FeaturePlaceholder'

export const Route = createFileRoute('/pool/$op/$tick0/$tick1')({
  params: {
    parse: (p) => ({
      op: parsePoolOpParam(p.op),
      tick0: parseTickParam(p.tick0),
      tick1: parseTickParam(p.tick1),
    }),
    stringify: (p) => ({
      op: String(p.op),
      tick0: String(p.tick0),
      tick1: String(p.tick1),
    }),
  },
  component: Page,
})

function Page() {
  const params = Route.useParams()
  return (
    <FeaturePlaceholder
      title={msg`Pool`}
      subject={`${params.tick0} / ${params.tick1}`}
    />
  )
}
