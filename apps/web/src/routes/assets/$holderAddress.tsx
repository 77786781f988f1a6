import { createFileRoute } from '@tanstack/react-router'
import { AssetsPage } from '../../features/accounts/AssetsPage'
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
  const { holderAddress } = Route.useParams()
  return <AssetsPage key={holderAddress} address={holderAddress} />
}
