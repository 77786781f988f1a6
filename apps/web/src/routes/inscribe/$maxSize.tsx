import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { FeaturePlaceholder } from '../../features/placeholder/FeaturePlaceholder'
import { parseMaxSizeParam } from '../../lib/routeParams'

export const Route = createFileRoute('/inscribe/$maxSize')({
  params: {
    parse: (p) => ({ maxSize: parseMaxSizeParam(p.maxSize) }),
    stringify: (p) => ({ maxSize: String(p.maxSize) }),
  },
  component: Page,
})

function Page() {
  return <FeaturePlaceholder title={msg`Inscribe`} />
}
