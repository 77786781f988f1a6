import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { FeaturePlaceholder } from '../../../../features/placeholder/FeaturePlaceholder'
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
  const params = Route.useParams()
  return (
    <FeaturePlaceholder title={msg`Edit collection`} subject={params.metaId} />
  )
}
