import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { FeaturePlaceholder } from '../../features/placeholder/FeaturePlaceholder'
import { checkAddressParam, parseAddressParam } from '../../lib/routeParams'

export const Route = createFileRoute('/assets/$holderAddress')({
  params: {
    parse: (p) => ({ holderAddress: parseAddressParam(p.holderAddress) }),
    stringify: (p) => ({ holderAddress: String(p.holderAddress) }),
  },
  beforeLoad: ({ params }) => checkAddressParam(params.holderAddress),
  component: Page,
})

function Page() {
  const params = Route.useParams()
  return (
    <FeaturePlaceholder title={msg`Assets`} subject={params.holderAddress} />
  )
}
