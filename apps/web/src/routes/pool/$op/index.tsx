import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { parsePoolOpParam } from '../../../app/routeParams'
import { FeaturePlaceholder } from '../../../features/placeholder/FeaturePlaceholder'

export const Route = createFileRoute('/pool/$op/')({
  params: {
    parse: (p) => ({ op: parsePoolOpParam(p.op) }),
    stringify: (p) => ({ op: String(p.op) }),
  },
  component: Page,
})

function Page() {
  return <FeaturePlaceholder title={msg`Pool`} />
}
