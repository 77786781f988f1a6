import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { FeaturePlaceholder } from '../../features/placeholder/FeaturePlaceholder'
import { checkAddressParam, parseAddressParam } from '../../lib/routeParams'

export const Route = createFileRoute('/accounts/$address')({
  params: {
    parse: (p) => ({ address: parseAddressParam(p.address) }),
    stringify: (p) => ({ address: String(p.address) }),
  },
  beforeLoad: ({ params }) => checkAddressParam(params.address),
  component: Page,
})

function Page() {
  const params = Route.useParams()
  return <FeaturePlaceholder title={msg`Account`} subject={params.address} />
}
