import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { parseAddressParam } from '../../../app/routeParams'
import { FeaturePlaceholder } from '../../../features/placeholder/FeaturePlaceholder'

export const Route = createFileRoute('/nft/search/$holderAddress')({
  params: {
    parse: (p) => ({ holderAddress: parseAddressParam(p.holderAddress) }),
    stringify: (p) => ({ holderAddress: String(p.holderAddress) }),
  },
  component: Page,
})

function Page() {
  const params = Route.useParams()
  return (
    <FeaturePlaceholder
      title={msg`NFTs of an address`}
      subject={params.holderAddress}
    />
  )
}
