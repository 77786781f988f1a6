import { createFileRoute } from '@tanstack/react-router'
import { CollectionSettingsPage } from '../../../../features/collections/CollectionSettingsPage'
import {
  checkAddressParam,
  parseAddressParam,
  parseIdParam,
} from '../../../../lib/routeParams'

export const Route = createFileRoute(
  '/collections/address/$holderAddress/$metaId',
)({
  params: {
    parse: (p) => ({
      holderAddress: parseAddressParam(p.holderAddress),
      metaId: parseIdParam(p.metaId),
    }),
    stringify: (p) => ({
      holderAddress: String(p.holderAddress),
      metaId: String(p.metaId),
    }),
  },
  beforeLoad: ({ params }) => checkAddressParam(params.holderAddress),
  component: Page,
})

function Page() {
  const { holderAddress, metaId } = Route.useParams()
  return (
    <CollectionSettingsPage holderAddress={holderAddress} metaId={metaId} />
  )
}
