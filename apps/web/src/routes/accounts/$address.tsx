import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { parseAddressParam } from '../../app/routeParams'
import { FeaturePlaceholder } from '../../features/placeholder/FeaturePlaceholder'

export const Route = createFileRoute('/accounts/$address')({
  params: {
    parse: (p) => ({ address: parseAddressParam(p.address) }),
    stringify: (p) => ({ address: String(p.address) }),
  },
  component: Page,
})

function Page() {
  const params = Route.useParams()
  return <FeaturePlaceholder title={msg`Account`} subject={params.address} />
}
