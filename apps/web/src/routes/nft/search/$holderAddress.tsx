import { createFileRoute } from '@tanstack/react-router'
import { NftHolderPage } from '../../../features/nft/NftHolderPage'
import { checkAddressParam, parseAddressParam } from '../../../lib/routeParams'

export const Route = createFileRoute('/nft/search/$holderAddress')({
  params: {
    parse: (p) => ({ holderAddress: parseAddressParam(p.holderAddress) }),
    stringify: (p) => ({ holderAddress: String(p.holderAddress) }),
  },
  beforeLoad: ({ params }) => checkAddressParam(params.holderAddress),
  component: Page,
})

function Page() {
  const { holderAddress } = Route.useParams()
  return <NftHolderPage holderAddress={holderAddress} />
}
